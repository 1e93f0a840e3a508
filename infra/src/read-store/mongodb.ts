import { type ClientSession, type Db, type Document, MongoClient } from 'mongodb';
import { indexKeys, sortStages, toMongoFilter } from './mongo-filter';
import type { Checkpoint, CollectionDef, Doc, FindQuery, ParkedEvent, ReadOps, ReadStore, WriteOps } from './port';

const CHECKPOINTS = 'projection_checkpoints';
const PARKED = 'parked_events';

/** View collections get a prefix so a view can never collide with the store's own collections. */
const viewName = (collection: string) => {
  if (!/^[a-z][a-z0-9_]*$/.test(collection)) throw new Error(`Invalid collection name ${collection}`);
  return `rv_${collection}`;
};

type Stored = Document & { _id: string };

/** Documents are JSON on every backend: a Date becomes its ISO string, undefined fields vanish. */
const toStored = ({ id, ...rest }: Doc): Stored => ({ ...JSON.parse(JSON.stringify(rest)), _id: id });
const fromStored = <T extends Doc>({ _id, ...rest }: Document): T => ({ id: _id, ...rest }) as T;

export async function createMongoReadStore(url: string, dbName?: string): Promise<ReadStore> {
  const client = new MongoClient(url, { ignoreUndefined: true });
  await client.connect();
  const db: Db = client.db(dbName);
  const defs = new Map<string, CollectionDef>();
  const defOf = (name: string): CollectionDef => defs.get(name) ?? { name };
  const view = (name: string) => db.collection<Stored>(viewName(name));

  await db.collection(PARKED).createIndex({ projection: 1, parkedAt: 1 });

  // `session` is set inside a transaction, so reads there see the transaction's own writes.
  const reads = (session?: ClientSession): ReadOps => ({
    async get<T extends Doc = Doc>(collection: string, id: string) {
      const d = await view(collection).findOne({ _id: id }, { session });
      return d ? fromStored<T>(d) : null;
    },
    async getMany<T extends Doc = Doc>(collection: string, ids: string[]) {
      if (!ids.length) return [];
      const docs = await view(collection).find({ _id: { $in: ids } }, { session }).toArray();
      return docs.map((d) => fromStored<T>(d));
    },
    async find<T extends Doc = Doc>(collection: string, query: FindQuery = {}) {
      const { addFields, sort, flags } = sortStages(query.sort);
      const pipeline: Document[] = [{ $match: toMongoFilter(defOf(collection), query.filter) }];
      if (addFields) pipeline.push({ $addFields: addFields });
      pipeline.push({ $sort: sort });
      if (query.skip) pipeline.push({ $skip: Math.max(0, Math.floor(query.skip)) });
      if (query.limit !== undefined) {
        // $limit must be positive; a zero limit simply means no documents.
        if (query.limit <= 0) return [];
        pipeline.push({ $limit: Math.floor(query.limit) });
      }
      if (flags.length) pipeline.push({ $project: Object.fromEntries(flags.map((f) => [f, 0])) });
      const docs = await view(collection).aggregate(pipeline, { session, allowDiskUse: true }).toArray();
      return docs.map((d) => fromStored<T>(d));
    },
    async count(collection: string, filter?: Record<string, unknown>) {
      return view(collection).countDocuments(toMongoFilter(defOf(collection), filter), { session });
    },
  });

  const upsertMany = async (collection: string, docs: Doc[], session?: ClientSession) => {
    if (!docs.length) return;
    await view(collection).bulkWrite(
      docs.map((d) => ({ replaceOne: { filter: { _id: d.id }, replacement: toStored(d), upsert: true } })),
      { session, ordered: true },
    );
  };

  const writes = (session: ClientSession): WriteOps => ({
    ...reads(session),
    upsertMany: (collection, docs) => upsertMany(collection, docs, session),
    async deleteMany(collection, ids) {
      if (!ids.length) return;
      await view(collection).deleteMany({ _id: { $in: ids } }, { session });
    },
    async clear(collection) {
      await view(collection).deleteMany({}, { session });
    },
    async setCheckpoint(name, expected: Checkpoint | null, next: Checkpoint) {
      const checkpoints = db.collection<{ _id: string } & Checkpoint & { updatedAt: string }>(CHECKPOINTS);
      const updatedAt = new Date().toISOString();
      if (expected === null) {
        // $setOnInsert writes only when no checkpoint exists. No duplicate-key error is raised, which
        // matters: a failed command inside a MongoDB transaction would abort the whole transaction.
        const r = await checkpoints.updateOne(
          { _id: name },
          { $setOnInsert: { position: next.position, generation: next.generation, updatedAt } },
          { upsert: true, session },
        );
        return r.upsertedCount === 1;
      }
      const r = await checkpoints.updateOne(
        { _id: name, position: expected.position, generation: expected.generation },
        { $set: { position: next.position, generation: next.generation, updatedAt } },
        { session },
      );
      return r.matchedCount === 1;
    },
    async park(e: ParkedEvent) {
      // Parking the same event twice keeps the first entry, like the PostgreSQL adapter.
      await db.collection<Document>(PARKED).updateOne(
        { _id: `${e.projection}:${e.eventId}` as any },
        { $setOnInsert: { ...e } },
        { upsert: true, session },
      );
    },
  });

  return {
    kind: 'mongodb',
    ...reads(),
    upsertMany: (collection, docs) => upsertMany(collection, docs),

    async ensureCollection(def) {
      viewName(def.name);
      defs.set(def.name, def);
      // Collections are created up front: creating one inside a transaction is allowed but can conflict.
      const exists = await db.listCollections({ name: viewName(def.name) }, { nameOnly: true }).hasNext();
      if (!exists) {
        await db.createCollection(viewName(def.name)).catch((e: any) => {
          if (e?.codeName !== 'NamespaceExists') throw e; // created concurrently by another process
        });
      }
      for (const keys of indexKeys(def)) await view(def.name).createIndex(keys);
    },

    async transaction(fn) {
      const session = client.startSession();
      try {
        // withTransaction retries the callback on transient errors (write conflicts), so `fn` must
        // only depend on what it reads through `tx`.
        return await session.withTransaction(() => fn(writes(session)), {
          readConcern: { level: 'snapshot' },
          writeConcern: { w: 'majority' },
          readPreference: 'primary',
        });
      } finally {
        await session.endSession();
      }
    },

    async getCheckpoint(name) {
      const c = await db.collection<{ _id: string } & Checkpoint>(CHECKPOINTS).findOne({ _id: name });
      return c ? { position: c.position, generation: c.generation } : null;
    },
    async listCheckpoints() {
      const all = await db.collection<{ _id: string } & Checkpoint>(CHECKPOINTS).find({}).sort({ _id: 1 }).toArray();
      return all.map((c) => ({ name: c._id, position: c.position, generation: c.generation }));
    },
    async listParked(projection) {
      const rows = await db
        .collection<Document>(PARKED)
        .find(projection ? { projection } : {}, { projection: { _id: 0 } })
        .sort({ parkedAt: 1, _id: 1 })
        .toArray();
      return rows.map((r) => ({
        projection: r.projection, position: r.position, eventId: r.eventId, eventType: r.eventType, error: r.error, parkedAt: r.parkedAt,
      }));
    },
    async close() {
      await client.close();
    },
  };
}
