import { Emitter as PgEmitter } from '@socket.io/postgres-emitter';
import { Emitter as MongoEmitter } from '@socket.io/mongo-emitter';
import type pg from 'pg';
import type { Collection } from 'mongodb';
import { type ChangeNotice, type ChangePublisher, VIEW_CHANGED } from './port';

export const SOCKET_IO_ATTACHMENTS_SQL = `create table if not exists socket_io_attachments (
  id bigserial unique, created_at timestamptz default now(), payload bytea)`;

/** Publishes through the official Socket.IO PostgreSQL emitter (NOTIFY), for any query-api instance. */
export async function createPgPublisher(pool: pg.Pool): Promise<ChangePublisher> {
  await pool.query(SOCKET_IO_ATTACHMENTS_SQL).catch(() => undefined);
  const emitter = new PgEmitter(pool);
  return {
    publish(rooms, notice: ChangeNotice) {
      if (rooms.length) emitter.to(rooms).emit(VIEW_CHANGED, notice);
    },
    async close() {},
  };
}

export function createMongoPublisher(collection: Collection): ChangePublisher {
  const emitter = new MongoEmitter(collection);
  return {
    publish(rooms, notice) {
      if (rooms.length) emitter.to(rooms).emit(VIEW_CHANGED, notice);
    },
    async close() {},
  };
}

/** In-process publisher for tests: records every notice. */
export function createMemoryPublisher(): ChangePublisher & { notices: Array<{ rooms: string[]; notice: ChangeNotice }> } {
  const notices: Array<{ rooms: string[]; notice: ChangeNotice }> = [];
  return { notices, publish: (rooms, notice) => void notices.push({ rooms, notice }), close: async () => {} };
}
