import type { Server, Socket } from 'socket.io';
import { isTicketsAdmin, TICKET_PRESENCE_EVENT, type TicketPresence, type TicketPresenceState } from '@exam/domain';
import type { Logger, Session } from '@exam/infra';

const STATES: readonly TicketPresenceState[] = ['viewing', 'replying', 'left'];
const ID = /^[A-Za-z0-9-]{1,64}$/;
/** Internal rooms: no join rule matches them, so only this handler puts sockets there (admins only). */
const presenceRoom = (ticketId: string) => `ticket-presence:${ticketId}`;

type Data = { session?: Session | null; ticketPresence?: Record<string, 'viewing' | 'replying'> };

/**
 * Collision detection: admins with a ticket open say whether they are viewing or replying; every
 * admin on that ticket gets the list. Kept in socket data, so it works across query-api instances
 * (fetchSockets goes through the adapter) and vanishes with the connection.
 */
export function attachTicketPresence(io: Server, log: Logger) {
  const broadcast = async (ticketId: string) => {
    const room = presenceRoom(ticketId);
    const sockets = await io.in(room).fetchSockets();
    const admins = new Map<string, TicketPresence['admins'][number]>();
    for (const s of sockets) {
      const data = s.data as Data;
      const state = data.ticketPresence?.[ticketId];
      if (!data.session || !state) continue;
      const prev = admins.get(data.session.userId);
      admins.set(data.session.userId, { userId: data.session.userId, name: data.session.username, replying: state === 'replying' || !!prev?.replying });
    }
    const payload: TicketPresence = { ticketId, admins: [...admins.values()] };
    io.to(room).emit(TICKET_PRESENCE_EVENT, payload);
  };
  // one broadcast at a time per ticket: an older one (computed before someone joined) finishing last
  // would otherwise overwrite the newer list on every screen
  const chains = new Map<string, Promise<void>>();
  const safeBroadcast = (ticketId: string) => {
    const next = (chains.get(ticketId) ?? Promise.resolve())
      .then(() => broadcast(ticketId))
      .catch((err) => log.warn({ err, ticketId }, 'presence broadcast failed'));
    chains.set(ticketId, next);
    void next.then(() => chains.get(ticketId) === next && chains.delete(ticketId));
    return next;
  };

  io.on('connection', (socket: Socket) => {
    socket.on(TICKET_PRESENCE_EVENT, async (msg: unknown, ack?: (r: { ok: boolean; error?: string }) => void) => {
      const reply = (r: { ok: boolean; error?: string }) => typeof ack === 'function' && ack(r);
      const data = socket.data as Data;
      if (!isTicketsAdmin(data.session?.roles)) return reply({ ok: false, error: data.session ? 'FORBIDDEN' : 'UNAUTHENTICATED' });
      const { ticketId, state } = (msg ?? {}) as { ticketId?: unknown; state?: unknown };
      if (typeof ticketId !== 'string' || !ID.test(ticketId) || !STATES.includes(state as TicketPresenceState)) return reply({ ok: false, error: 'VALIDATION_FAILED' });
      const presence = { ...(data.ticketPresence ?? {}) };
      if (state === 'left') {
        delete presence[ticketId];
        await socket.leave(presenceRoom(ticketId));
      } else {
        presence[ticketId] = state as 'viewing' | 'replying';
        await socket.join(presenceRoom(ticketId));
      }
      data.ticketPresence = presence;
      reply({ ok: true });
      await safeBroadcast(ticketId);
      // the one who left is out of the room now: tell them explicitly that they see nobody
      if (state === 'left') socket.emit(TICKET_PRESENCE_EVENT, { ticketId, admins: [] } satisfies TicketPresence);
    });
    socket.on('disconnect', () => {
      for (const ticketId of Object.keys((socket.data as Data).ticketPresence ?? {})) void safeBroadcast(ticketId);
    });
  });
}
