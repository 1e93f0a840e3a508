import type { CollectionDef, Doc, FindQuery, StoredEvent } from '@exam/infra';

/** What a projection sees while applying one event. Writes are buffered and committed with the batch. */
export interface ViewContext {
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  put(collection: string, doc: Doc): void;
  remove(collection: string, id: string): void;
  /** Queries the store (after writing the batch's earlier changes), not this event's own pending writes. */
  find<T extends Doc = Doc>(collection: string, query?: FindQuery): Promise<T[]>;
  count(collection: string, filter?: Record<string, unknown>): Promise<number>;
  /** Tell these Socket.IO rooms, after the commit, that documents of `view` changed. */
  notify(rooms: string[], view: string, id: string): void;
}

export type ProjectionDef = {
  name: string;
  collections: CollectionDef[];
  /** Event types this projection applies; others only advance its checkpoint. */
  handles: readonly string[];
  apply(event: StoredEvent, view: ViewContext): Promise<void> | void;
  /**
   * Optional: the documents a batch of (handled) events will `get`, loaded in one query per
   * collection before the batch is applied, instead of one round trip per document.
   */
  prefetch?(events: StoredEvent[]): Array<[collection: string, id: string]>;
};
