import { createHash } from 'node:crypto';
import {
  ANY, BACKWARDS, END, EventStoreDBClient, excludeSystemEvents, FORWARDS, jsonEvent, NO_STREAM,
  START as ESDB_START, StreamNotFoundError, WrongExpectedVersionError,
  type AllStreamResolvedEvent, type AppendExpectedRevision, type JSONType, type Position as EsdbPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  type AppendOptions, type AppendResult, type CommandRecord, ConcurrencyError, DuplicateCommandError,
  type EventStore, type EventToAppend, type ExpectedRevision, parsePosition, type Position, START,
  type StoredEvent, type SubscribeOptions, type Subscription,
} from './port';

/** Commands are recorded in ordinary streams: `$`-streams are reserved for the server itself. */
const COMMAND_PREFIX = 'command-';
const commandStream = (commandId: string) => `${COMMAND_PREFIX}${commandId}`;

/** A stable uuid for a name, so re-recording the same command is an idempotent write too. */
function uuidFrom(name: string): string {
  const h = createHash('sha1').update(`exam-prep:${name}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const toEsdbRevision = (e: ExpectedRevision): AppendExpectedRevision =>
  e === 'no_stream' ? NO_STREAM : e === 'any' ? ANY : BigInt(e);

/** What the server reports for "no position" (uint64 max). */
const UNKNOWN = 2n ** 64n - 1n;
const formatPosition = (p: EsdbPosition): Position => `${p.commit}:${p.prepare}`;
const toEsdbPosition = (p: Position): EsdbPosition => {
  const [commit, prepare] = parsePosition(p);
  return { commit, prepare };
};
const isAfter = (p: EsdbPosition, q: EsdbPosition) => p.commit > q.commit || (p.commit === q.commit && p.prepare > q.prepare);

type Recorded = NonNullable<ResolvedEvent['event']>;

/** The port promises only domain events: no system events, no links, no command bookkeeping. */
const isDomainEvent = (e: Recorded): boolean =>
  !e.type.startsWith('$') && !e.streamId.startsWith('$') && !e.streamId.startsWith(COMMAND_PREFIX);

function toStored(e: Recorded): StoredEvent {
  if (!e.position) throw new Error(`Event ${e.id} of ${e.streamId} has no position`);
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata as any,
    streamName: e.streamId,
    revision: Number(e.revision),
    position: formatPosition(e.position),
    createdAt: e.created.toISOString(),
  };
}

export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subs = new Set<() => Promise<void>>();

  async function readStreamRaw(name: string, fromRevision: bigint | typeof ESDB_START, maxCount?: number): Promise<Recorded[]> {
    const out: Recorded[] = [];
    try {
      for await (const r of client.readStream(name, { fromRevision, direction: FORWARDS, maxCount })) if (r.event) out.push(r.event);
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  /**
   * The $all position of the event at `revision`, as readers will report it. The append answer's
   * position is that of the write as a whole, which for a multi-event write need not equal the last
   * event's; a caller waiting for readers to reach it could then wait forever. ESDB 22.6+ fills
   * positions on stream reads; older servers report none (or 2^64-1), where the answer is used.
   */
  async function positionOf(streamName: string, revision: bigint, fallback: EsdbPosition | undefined): Promise<Position> {
    const [e] = await readStreamRaw(streamName, revision, 1);
    const p = e?.revision === revision ? e.position : undefined;
    if (p && p.commit !== UNKNOWN) return formatPosition(p);
    if (!fallback) throw new Error(`Append to ${streamName} returned no position`);
    return formatPosition(fallback);
  }

  async function findCommand(commandId: string): Promise<CommandRecord | null> {
    const [e] = await readStreamRaw(commandStream(commandId), ESDB_START, 1);
    return e ? (e.data as CommandRecord) : null;
  }

  async function recordCommand(record: CommandRecord): Promise<void> {
    try {
      await client.appendToStream(
        commandStream(record.commandId),
        jsonEvent({ id: uuidFrom(`command:${record.commandId}`), type: 'CommandHandled', data: record as unknown as JSONType }),
        { expectedRevision: NO_STREAM },
      );
    } catch (err) {
      // A concurrent retry of the same command got here first; its events were deduplicated by id,
      // so its record describes the same append and ours can be dropped.
      if (!(err instanceof WrongExpectedVersionError)) throw err;
    }
  }

  async function readAll({ after, limit }: { after: Position; limit: number }): Promise<StoredEvent[]> {
    // db-client v6 has no server-side filter for reads (only for subscriptions), so pages are read
    // and filtered here; a page is re-read from the last position seen, which readAll includes.
    const out: StoredEvent[] = [];
    let from: EsdbPosition | typeof ESDB_START = after === START ? ESDB_START : toEsdbPosition(after);
    const pageSize = Math.max(limit + 1, 256);
    while (out.length < limit) {
      let seen = 0;
      let last: EsdbPosition | undefined;
      for await (const r of client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }) as AsyncIterable<AllStreamResolvedEvent>) {
        seen++;
        const e = r.event;
        if (!e) continue;
        if (from !== ESDB_START && !isAfter(e.position, from)) continue;
        last = e.position;
        if (isDomainEvent(e) && out.length < limit) out.push(toStored(e));
      }
      if (seen < pageSize || !last) break;
      from = last;
    }
    return out;
  }

  function subscribeToAll(options: SubscribeOptions): Subscription {
    const batchSize = options.batchSize ?? 500;
    let after = options.after;
    let stopped = false;
    let current: ReturnType<typeof client.subscribeToAll> | undefined;

    const consume = async () => {
      const sub = (current = client.subscribeToAll({
        fromPosition: after === START ? ESDB_START : toEsdbPosition(after),
        filter: excludeSystemEvents(),
      }));
      let batch: StoredEvent[] = [];
      try {
        for await (const r of sub as AsyncIterable<AllStreamResolvedEvent>) {
          if (stopped) break;
          if (r.event && isDomainEvent(r.event)) batch.push(toStored(r.event));
          // Flush when full, or when nothing more is buffered, so live events are not held back.
          if (batch.length >= batchSize || (batch.length && sub.readableLength === 0)) {
            await options.onBatch(batch);
            after = batch[batch.length - 1].position;
            batch = [];
          }
        }
      } finally {
        // Leaving the loop only destroys the local stream; the server-side subscription needs a cancel.
        await sub.unsubscribe().catch(() => undefined);
      }
    };

    const loop = (async () => {
      while (!stopped) {
        try {
          await consume();
        } catch (err) {
          if (stopped) break;
          options.onError?.(err);
        }
        // A dropped or failed subscription resumes after the last batch that settled.
        if (!stopped) await new Promise((r) => setTimeout(r, 500));
      }
    })();

    const stop = async () => {
      stopped = true;
      // Destroying ends a for-await that is waiting for the next live event.
      current?.destroy();
      await loop;
      subs.delete(stop);
    };
    subs.add(stop);
    return { stop };
  }

  async function headPosition(): Promise<Position> {
    // The newest domain event, not the newest record: the server keeps writing statistics events,
    // and a reader waiting to reach those would wait forever.
    let from = END as EsdbPosition | typeof END;
    for (;;) {
      let seen = 0;
      let last: EsdbPosition | undefined;
      for await (const r of client.readAll({ fromPosition: from, maxCount: 256, direction: BACKWARDS }) as AsyncIterable<AllStreamResolvedEvent>) {
        seen++;
        const e = r.event;
        if (!e || (from !== END && !isAfter(from, e.position))) continue;
        if (isDomainEvent(e)) return formatPosition(e.position);
        last = e.position;
      }
      if (seen < 256 || !last) return START;
      from = last;
    }
  }

  return {
    kind: 'eventstoredb',

    async appendToStream(streamName: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      if (options.command) {
        const done = await findCommand(options.command.id);
        if (done) throw new DuplicateCommandError(done);
      }
      let res;
      try {
        // Caller-supplied ids make a retried append idempotent: ESDB answers it with the first result.
        res = await client.appendToStream(
          streamName,
          events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: e.metadata })),
          { expectedRevision: toEsdbRevision(options.expectedRevision) },
        );
      } catch (err) {
        if (err instanceof WrongExpectedVersionError) {
          const actual = typeof err.actualVersion === 'bigint' ? Number(err.actualVersion) : null;
          throw new ConcurrencyError(streamName, options.expectedRevision, actual);
        }
        throw err;
      }
      const result: AppendResult = {
        nextRevision: Number(res.nextExpectedRevision),
        position: await positionOf(streamName, res.nextExpectedRevision, res.position),
      };
      if (options.command) {
        await recordCommand({ commandId: options.command.id, streamName, ...result, result: options.command.result ?? null });
      }
      return result;
    },

    async readStream(streamName, options = {}) {
      const from = options.fromRevision ? BigInt(options.fromRevision) : ESDB_START;
      const events = await readStreamRaw(streamName, from);
      const upTo = options.upTo?.getTime();
      // `created` only grows along a stream, but filtering (not cutting) keeps this obviously right.
      return events.filter((e) => upTo === undefined || e.created.getTime() <= upTo).map((e) => toStored(e));
    },

    readAll,
    subscribeToAll,
    findCommand,
    headPosition,

    async close() {
      await Promise.all([...subs].map((s) => s()));
      await client.dispose();
    },
  };
}
