import type { Doc, FindQuery, WriteOps } from '@exam/infra';
import type { ViewContext } from './types';

type Pending = Map<string, Map<string, Doc | null>>; // collection -> id -> doc (null = deleted)

/**
 * Buffers a batch's view changes so a batch of N events costs a handful of round trips, not N.
 * Each event writes into its own overlay, merged only when the event applied cleanly: a poison
 * event leaves no half-applied trace.
 */
export class BatchContext {
  private cache: Pending = new Map();
  private dirty: Pending = new Map();
  readonly notices = new Map<string, { rooms: Set<string>; view: string; ids: Set<string> }>();

  constructor(private tx: WriteOps) {}

  private static slot(p: Pending, c: string) {
    let m = p.get(c);
    if (!m) p.set(c, (m = new Map()));
    return m;
  }

  private async load(collection: string, id: string): Promise<Doc | null> {
    const slot = BatchContext.slot(this.cache, collection);
    if (!slot.has(id)) slot.set(id, await this.tx.get(collection, id));
    return slot.get(id) ?? null;
  }

  /** Warms the cache with one query for many documents (missing ones are remembered as absent). */
  async prefetch(collection: string, ids: string[]) {
    const slot = BatchContext.slot(this.cache, collection);
    const wanted = [...new Set(ids)].filter((id) => !slot.has(id));
    if (!wanted.length) return;
    const found = new Map((await this.tx.getMany(collection, wanted)).map((d) => [d.id, d]));
    for (const id of wanted) slot.set(id, found.get(id) ?? null);
  }

  async flush() {
    for (const [collection, docs] of this.dirty) {
      const upserts = [...docs.values()].filter((d): d is Doc => d !== null);
      const deletes = [...docs.entries()].filter(([, d]) => d === null).map(([id]) => id);
      await this.tx.upsertMany(collection, upserts);
      await this.tx.deleteMany(collection, deletes);
    }
    this.dirty.clear();
  }

  /** A view context for one event; call commit() when it applied without error. */
  forEvent(): ViewContext & { commit: () => void } {
    const overlay: Pending = new Map();
    const notes: Array<[string[], string, string]> = [];
    const ctx = {
      get: async <T extends Doc>(collection: string, id: string) => {
        const o = overlay.get(collection);
        const doc = o?.has(id) ? o.get(id)! : await this.load(collection, id);
        return doc ? (structuredClone(doc) as T) : null;
      },
      put: (collection: string, doc: Doc) => void BatchContext.slot(overlay, collection).set(doc.id, structuredClone(doc)),
      remove: (collection: string, id: string) => void BatchContext.slot(overlay, collection).set(id, null),
      find: async <T extends Doc>(collection: string, query?: FindQuery) => {
        await this.flush();
        return this.tx.find<T>(collection, query);
      },
      count: async (collection: string, filter?: Record<string, unknown>) => {
        await this.flush();
        return this.tx.count(collection, filter);
      },
      notify: (rooms: string[], view: string, id: string) => void notes.push([rooms, view, id]),
      commit: () => {
        for (const [collection, docs] of overlay) {
          for (const [id, doc] of docs) {
            BatchContext.slot(this.cache, collection).set(id, doc);
            BatchContext.slot(this.dirty, collection).set(id, doc);
          }
        }
        for (const [rooms, view, id] of notes) {
          const key = `${view}|${rooms.join(',')}`;
          let n = this.notices.get(key);
          if (!n) this.notices.set(key, (n = { rooms: new Set(rooms), view, ids: new Set() }));
          n.ids.add(id);
        }
      },
    };
    return ctx;
  }
}
