import type { EventMetadata } from '@exam/domain';

/**
 * A global log position, opaque to callers. Serialised as "commit:prepare" (both unsigned integers):
 * - PostgreSQL: commit = writing transaction id (xid8), prepare = global sequence number;
 * - EventStoreDB: its own commit and prepare positions.
 * Positions compare lexicographically on (commit, prepare) on both backends.
 */
export type Position = string;
export const START: Position = '0:0';

export function parsePosition(p: Position): [bigint, bigint] {
  const m = /^(\d+):(\d+)$/.exec(p);
  if (!m) throw new Error(`Invalid position: ${p}`);
  return [BigInt(m[1]), BigInt(m[2])];
}
export const isPosition = (p: unknown): p is Position => typeof p === 'string' && /^\d+:\d+$/.test(p);
export function comparePositions(a: Position, b: Position): number {
  const [ac, ap] = parsePosition(a);
  const [bc, bp] = parsePosition(b);
  if (ac !== bc) return ac < bc ? -1 : 1;
  if (ap !== bp) return ap < bp ? -1 : 1;
  return 0;
}

/** 'no_stream': the stream must not exist; 'any': no check; a number: the stream's current last revision. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export type EventToAppend = { id: string; type: string; data: unknown; metadata: EventMetadata };

export type StoredEvent = {
  id: string;
  type: string;
  data: any;
  metadata: EventMetadata;
  streamName: string;
  /** 0-based revision of the event in its stream. */
  revision: number;
  position: Position;
  /** When the store committed it (ISO). */
  createdAt: string;
};

export type AppendResult = {
  /** Revision of the last event written (or the stream's current revision when nothing was written). */
  nextRevision: number;
  /** Global position of the last event written. */
  position: Position;
};

/** What a command answered the first time; replayed for a duplicate command id. */
export type CommandRecord = { commandId: string; streamName: string; nextRevision: number; position: Position; result: unknown };

export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY_CONFLICT';
  constructor(readonly streamName: string, readonly expected: ExpectedRevision, readonly actual?: number | null) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, found ${actual ?? 'unknown'}`);
    this.name = 'ConcurrencyError';
  }
}

/** Thrown by appendToStream when the command id was already recorded: the caller answers with `record`. */
export class DuplicateCommandError extends Error {
  readonly code = 'DUPLICATE_COMMAND';
  constructor(readonly record: CommandRecord) {
    super(`Command ${record.commandId} was already handled`);
    this.name = 'DuplicateCommandError';
  }
}

export type AppendOptions = {
  expectedRevision: ExpectedRevision;
  /** Records the command atomically with its events (PostgreSQL) or right after (EventStoreDB). */
  command?: { id: string; result?: unknown };
};

export type Subscription = { stop: () => Promise<void> };

export type SubscribeOptions = {
  /** Deliver events strictly after this position. */
  after: Position;
  batchSize?: number;
  /** Called with each batch in global order; the next batch waits for it to settle. */
  onBatch: (events: StoredEvent[]) => Promise<void>;
  onError?: (err: unknown) => void;
};

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(streamName: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult>;
  /** Events of one stream in revision order; with `upTo`, only those committed at or before that instant. */
  readStream(streamName: string, options?: { upTo?: Date; fromRevision?: number }): Promise<StoredEvent[]>;
  /** Global log strictly after `after`, in a stable order with no gaps skipped (non-system events only). */
  readAll(options: { after: Position; limit: number }): Promise<StoredEvent[]>;
  /** Catch up from `after`, then follow live. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  findCommand(commandId: string): Promise<CommandRecord | null>;
  /** Position of the newest committed event, readable yet or not (START when empty). */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}
