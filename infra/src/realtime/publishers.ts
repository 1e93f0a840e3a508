import { Emitter as MongoEmitter } from '@socket.io/mongo-emitter';
import type pg from 'pg';
import type { Collection } from 'mongodb';
import { type ChangeNotice, type ChangePublisher, VIEW_CHANGED } from './port';

export const SOCKET_IO_ATTACHMENTS_SQL = `create table if not exists socket_io_attachments (
  id bigserial unique, created_at timestamptz default now(), payload bytea)`;

const PG_CHANNEL = 'socket.io#/';
const MAX_NOTIFY_BYTES = 7000; // under the adapter's 8000-byte threshold and NOTIFY's 8000-byte limit

/**
 * Publishes to every query-api instance through the official @socket.io/postgres-adapter's channel.
 * The message is the adapter's own BROADCAST format. We do not use @socket.io/postgres-emitter 0.1.1:
 * it omits the top-level `nsp` that postgres-adapter 0.5 (ClusterAdapter) requires, so the adapter
 * silently drops every message it sends.
 */
export async function createPgPublisher(pool: pg.Pool): Promise<ChangePublisher> {
  await pool.query(SOCKET_IO_ATTACHMENTS_SQL).catch(() => undefined);
  const send = (rooms: string[], notice: ChangeNotice) => {
    const payload = JSON.stringify({
      uid: 'emitter', nsp: '/', type: 3,
      data: { packet: { type: 2, data: [VIEW_CHANGED, notice], nsp: '/' }, opts: { rooms, flags: {}, except: [] } },
    });
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES && notice.ids.length > 1) {
      // many ids: split the notice rather than lose it
      const half = Math.ceil(notice.ids.length / 2);
      send(rooms, { ...notice, ids: notice.ids.slice(0, half) });
      send(rooms, { ...notice, ids: notice.ids.slice(half) });
      return;
    }
    pool.query('select pg_notify($1, $2)', [PG_CHANNEL, payload]).catch(() => undefined);
  };
  return {
    publish(rooms, notice) {
      if (rooms.length) send(rooms, notice);
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
