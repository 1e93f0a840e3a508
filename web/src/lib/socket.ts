import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Position } from './http';

/** What the projections publish after each commit (architecture.md, Real-time). */
export type ViewNotice = { view: string; ids: string[]; position: Position; room?: string };

type JoinAck = { ok: boolean; error?: string };

let socket: Socket | null = null;
/** Screens sharing a room must not evict each other: leave only when the last one unmounts. */
const roomUsers = new Map<string, number>();

/** One connection per tab, opened on first use; same origin so the session cookie goes along. */
export function getSocket(): Socket {
  socket ??= io({ withCredentials: true });
  return socket;
}

/**
 * The server checks room membership against the session it saw at the handshake, so after a
 * login or logout the connection is renewed; every mounted useRoom re-joins on 'connect'.
 */
export function renewSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

export type UseRoomOptions = {
  /** Only notices of these views; without it every notice the server sends this socket counts. */
  views?: readonly string[];
};

/**
 * Joins `room` while mounted and calls `onChange` for each notice of that room's views, and with
 * `null` after a reconnect: notices sent while away are lost, so the screen must refetch.
 * Pass `null` as room to stay out (e.g. while the user is not known yet).
 */
export function useRoom(
  room: string | null,
  onChange: (notice: ViewNotice | null) => void,
  options: UseRoomOptions = {},
): void {
  // a ref keeps the latest callback without leaving and re-joining the room on every render
  const callback = useRef(onChange);
  const views = useRef(options.views);
  useEffect(() => {
    callback.current = onChange;
    views.current = options.views;
  });

  useEffect(() => {
    if (!room) return;
    const s = getSocket();
    let joinedOnce = false;

    const join = () => {
      s.timeout(5000).emit('join', room, (err: Error | null, ack?: JoinAck) => {
        if (err || !ack?.ok) console.warn(`Could not join room ${room}:`, err?.message ?? ack?.error);
      });
      if (joinedOnce) callback.current(null);
      joinedOnce = true;
    };
    const onNotice = (notice: ViewNotice) => {
      if (notice.room && notice.room !== room) return;
      if (views.current && !views.current.includes(notice.view)) return;
      callback.current(notice);
    };

    roomUsers.set(room, (roomUsers.get(room) ?? 0) + 1);
    s.on('connect', join);
    s.on('view:changed', onNotice);
    if (s.connected) join();
    return () => {
      s.off('connect', join);
      s.off('view:changed', onNotice);
      const left = (roomUsers.get(room) ?? 1) - 1;
      if (left > 0) roomUsers.set(room, left);
      else {
        roomUsers.delete(room);
        if (s.connected) s.emit('leave', room);
      }
    };
  }, [room]);
}
