import { isTicketsAdmin, type TicketDoc, ticketsView } from '@exam/domain';
import type { ReadStore } from '@exam/infra';
import type { RoomRule } from '../realtime/rooms';

/** A reporter may open the room of a ticket the projection has not stored yet (just created): wait briefly. */
async function reporterOf(readStore: ReadStore, id: string, waitMs = 2000): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 200)) {
    const doc = await readStore.get<TicketDoc>(ticketsView.name, id);
    if (doc) return doc.reporterId;
    if (Date.now() >= deadline) return null;
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** The queue and stats are for tickets handlers and super admins; a ticket's room also for its reporter. */
export const ticketRoomRules: RoomRule[] = [
  { pattern: /^tickets:(queue|stats)$/, allow: (s) => isTicketsAdmin(s?.roles) },
  { pattern: /^tickets:user:(.+)$/, allow: (s, m) => !!s && s.userId === m[1] },
  {
    pattern: /^ticket:([A-Za-z0-9-]{1,64})$/,
    allow: async (s, m, readStore) => !!s && (isTicketsAdmin(s.roles) || (await reporterOf(readStore, m[1])) === s.userId),
  },
];
