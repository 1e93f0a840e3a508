import pg from 'pg';
import type { Config } from './config/config';
import type { EventStore } from './event-store/port';
import type { ReadStore } from './read-store/port';
import type { ChangePublisher } from './realtime/port';
import type { BlobStore } from './blob/port';
import { createFileBlobStore } from './blob/files';
import type { Logger } from './log/logger';
import { createPostgresEventStore } from './event-store/postgres';
import { createPostgresReadStore } from './read-store/postgres';
import { createPgPublisher, createMongoPublisher } from './realtime/publishers';

export type Stores = {
  eventStore: EventStore;
  readStore: ReadStore;
  /** The PostgreSQL pool when one is configured (event store, read store or the socket adapter use it). */
  pool: pg.Pool | null;
  /** The MongoDB client when READ_STORE=mongodb. */
  mongo: import('mongodb').MongoClient | null;
  /** Attachment bytes: files under the data directory, or GridFS with MongoDB. Never in events. */
  blobStore: BlobStore;
  close: () => Promise<void>;
};

export function createPool(connectionString: string, max = 20) {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined); // an idle client dying must not crash the process; the next query reconnects
  return pool;
}

/** Opens the two stores the configuration names. */
export async function openStores(config: Config, log: Logger, opts: { poolSize?: number } = {}): Promise<Stores> {
  const needsPg = config.EVENT_STORE === 'postgres' || config.READ_STORE === 'postgres';
  if (needsPg && !config.DATABASE_URL) throw new Error('Invalid configuration:\n  DATABASE_URL: required for the PostgreSQL backends');
  const pool = needsPg ? createPool(config.DATABASE_URL!, opts.poolSize ?? 20) : null;
  let mongo: import('mongodb').MongoClient | null = null;

  const eventStore =
    config.EVENT_STORE === 'postgres'
      ? await createPostgresEventStore(pool!, { connectionString: config.DATABASE_URL!, log })
      : (await import('./event-store/eventstoredb')).createEventStoreDbEventStore(config.EVENTSTORE_URL!);

  let readStore: ReadStore;
  if (config.READ_STORE === 'postgres') readStore = await createPostgresReadStore(pool!);
  else {
    const mod = await import('./read-store/mongodb');
    readStore = await mod.createMongoReadStore(config.MONGODB_URL!);
    const { MongoClient } = await import('mongodb');
    mongo = new MongoClient(config.MONGODB_URL!);
    await mongo.connect();
  }

  const blobStore = mongo
    ? (await import('./blob/gridfs')).gridFsBlobStore(mongo.db())
    : createFileBlobStore(config.BLOB_DIR ?? `${config.DATA_DIR}/blobs`);

  return {
    eventStore,
    readStore,
    pool,
    mongo,
    blobStore,
    async close() {
      await eventStore.close().catch(() => undefined);
      await readStore.close().catch(() => undefined);
      await mongo?.close().catch(() => undefined);
      await pool?.end().catch(() => undefined);
    },
  };
}

/** The Socket.IO change publisher matching the read store (so query-api's adapter hears it). */
export async function openPublisher(stores: Stores): Promise<ChangePublisher> {
  if (stores.mongo) {
    const db = stores.mongo.db();
    await db.createCollection('socket_io_events', { capped: true, size: 1e7 }).catch(() => undefined);
    return createMongoPublisher(db.collection('socket_io_events'));
  }
  return createPgPublisher(stores.pool!);
}
