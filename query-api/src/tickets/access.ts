import type { FastifyRequest } from 'fastify';
import { DomainError, isTicketsAdmin, type TicketDoc, ticketsView } from '@exam/domain';
import { requireActor, type ReadStore } from '@exam/infra';

/** What lists and details send: the search column is internal and can be large. */
export function publicTicket(doc: TicketDoc) {
  const { searchText: _s, lastSeq: _l, ...rest } = doc;
  return { ...rest, _id: doc.id };
}

/** The ticket if the caller may see it (its reporter or an admin); anyone else gets the same 404 as for a missing one. */
export async function ticketFor(req: FastifyRequest, readStore: ReadStore, id: string) {
  const actor = requireActor(req);
  const admin = isTicketsAdmin(actor.roles);
  const doc = await readStore.get<TicketDoc>(ticketsView.name, id);
  if (!doc || (!admin && doc.reporterId !== actor.userId)) throw new DomainError('NOT_FOUND', 'Ticket not found', 404);
  return { doc, actor, admin };
}
