import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter as createPgAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createMongoAdapter } from '@socket.io/mongo-adapter';
import { decodeSession, type Logger, readCookie, type ReadStore, SESSION_COOKIE, SOCKET_IO_ATTACHMENTS_SQL, type Stores } from '@exam/infra';
import { canJoin, type RoomRule } from './rooms';

export type SocketDeps = { readStore: ReadStore; log: Logger; sessionSecret: string; rules: RoomRule[]; stores?: Pick<Stores, 'pool' | 'mongo'> };

/**
 * Socket.IO over the query-api's HTTP server. Sessions come from the same signed cookie as HTTP;
 * a client joins rooms with `join` (acknowledged `{ok}` or `{ok:false, error}`), and the projections
 * process reaches every instance through the official PostgreSQL (or MongoDB) adapter.
 */
export async function attachSocketServer(server: HttpServer, deps: SocketDeps) {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  if (deps.stores?.mongo) {
    const db = deps.stores.mongo.db();
    await db.createCollection('socket_io_events', { capped: true, size: 1e7 }).catch(() => undefined);
    io.adapter(createMongoAdapter(db.collection('socket_io_events')));
  } else if (deps.stores?.pool) {
    await deps.stores.pool.query(SOCKET_IO_ATTACHMENTS_SQL).catch(() => undefined);
    io.adapter(createPgAdapter(deps.stores.pool));
  }
  io.use((socket, next) => {
    socket.data.session = decodeSession(readCookie(socket.handshake.headers.cookie, SESSION_COOKIE), deps.sessionSecret, Date.now());
    next();
  });
  io.on('connection', (socket) => {
    socket.on('join', async (room: unknown, ack?: (r: { ok: boolean; error?: string }) => void) => {
      const ok = typeof room === 'string' && (await canJoin(deps.rules, room, socket.data.session, deps.readStore).catch(() => false));
      if (ok) await socket.join(room as string);
      else deps.log.info({ room, userId: socket.data.session?.userId }, 'room refused');
      if (typeof ack === 'function') ack(ok ? { ok } : { ok, error: socket.data.session ? 'FORBIDDEN' : 'UNAUTHENTICATED' });
    });
    socket.on('leave', async (room: unknown) => {
      if (typeof room === 'string') await socket.leave(room);
    });
  });
  return io;
}
