import type { Position } from '../event-store/port';

/** A read-model document. `id` is the primary key. */
export type Doc = { id: string; [k: string]: unknown };

import type { ViewDef, ViewFieldType } from '@exam/domain';

export type FieldType = ViewFieldType;
/** A view collection (defined in domain, next to the documents it holds). */
export type CollectionDef = ViewDef;

/**
 * A small Mongo-like filter:
 *   { field: value }                       equality (null matches missing)
 *   { field: { $in: [...] } }, $nin, $ne, $gt, $gte, $lt, $lte, $exists: boolean
 *   { field: { $contains: value } }        array field contains value
 *   { field: { $containsAny: [...] } }    array field contains any
 *   { field: { $containsAll: [...] } }    array field contains every one (one index look-up)
 *   { $search: 'text' }                    case-insensitive substring over the collection's searchFields
 *   { $or: [filter, ...] }, { $and: [filter, ...] }
 * Nested fields use dots: 'stats.total'.
 */
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
export type FindQuery = { filter?: Filter; sort?: Sort; skip?: number; limit?: number };

export interface ReadOps {
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  getMany<T extends Doc = Doc>(collection: string, ids: string[]): Promise<T[]>;
  find<T extends Doc = Doc>(collection: string, query?: FindQuery): Promise<T[]>;
  count(collection: string, filter?: Filter): Promise<number>;
}

export interface WriteOps extends ReadOps {
  upsertMany(collection: string, docs: Doc[]): Promise<void>;
  deleteMany(collection: string, ids: string[]): Promise<void>;
  /** Removes every document of the collection (used by rebuilds). */
  clear(collection: string): Promise<void>;
  /**
   * Compare-and-set of a projection checkpoint. Returns false (and writes nothing) when the stored
   * checkpoint is not `expected` — someone reset or advanced it: the caller must roll back.
   */
  setCheckpoint(name: string, expected: Checkpoint | null, next: Checkpoint): Promise<boolean>;
  park(entry: ParkedEvent): Promise<void>;
}

export type Checkpoint = { position: Position; generation: number };
export type ParkedEvent = { projection: string; position: Position; eventId: string; eventType: string; error: string; parkedAt: string };

export interface ReadStore extends ReadOps {
  readonly kind: 'postgres' | 'mongodb';
  ensureCollection(def: CollectionDef): Promise<void>;
  /** One unit of work: view changes and checkpoint commit together or not at all. */
  transaction<R>(fn: (tx: WriteOps) => Promise<R>): Promise<R>;
  getCheckpoint(name: string): Promise<Checkpoint | null>;
  listCheckpoints(): Promise<Array<{ name: string } & Checkpoint>>;
  listParked(projection?: string): Promise<ParkedEvent[]>;
  /** Outside any transaction, convenience for seeds and tests. */
  upsertMany(collection: string, docs: Doc[]): Promise<void>;
  close(): Promise<void>;
}
