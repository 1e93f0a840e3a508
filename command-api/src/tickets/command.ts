import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { evolveTicket, fold, ticketDecider, ticketStream, userDecider, userStream, type TicketCommand, type TicketEvent, type TicketState, type UserState } from '@exam/domain';
import type { EventStore } from '@exam/infra';
import { envelopeOf } from '../commands/envelope';
import { type CommandEnvelope, handleCommand } from '../commands/handle';

/** Ticket ids in paths: anything else is simply not a ticket. */
export const ticketIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Ticket not found') });

/** The id of the message a command posted, if any. */
export const postedMessageId = (events: TicketEvent[]) => {
  const e = events.find((x) => x.type === 'TicketMessagePosted');
  return e?.type === 'TicketMessagePosted' ? e.data.messageId : null;
};

/** Load the ticket's stream, decide, append with its expected revision (handleCommand retries conflicts). */
export function runTicketCommand<R extends Record<string, unknown> = Record<string, never>>(
  eventStore: EventStore,
  req: FastifyRequest,
  ticketId: string,
  command: TicketCommand,
  opts: { envelope?: CommandEnvelope; answer?: (events: TicketEvent[], state: TicketState) => R } = {},
) {
  const envelope = opts.envelope ?? envelopeOf(req, req.body as { commandId: string });
  const answer = opts.answer;
  return handleCommand({ eventStore, log: req.log }, {
    stream: ticketStream(ticketId),
    decider: ticketDecider,
    command,
    envelope,
    answer: answer ? (state, events) => answer(events, state) : undefined,
  });
}

/** A user as their own stream says (the truth, not a read model that may lag): for assigning to someone. */
export async function loadUser(eventStore: EventStore, userId: string) {
  const state = fold(userDecider, (await eventStore.readStream(userStream(userId))) as never) as UserState;
  return state.status === 'registered' ? state : null;
}

/** The ticket's fields after the command (§7: PATCH answers with the updated ticket), from the stream itself. */
export function updatedTicket(events: TicketEvent[], before: TicketState) {
  const t = events.reduce(evolveTicket, before);
  if (t.status === 'none') return null;
  return { id: t.ticketId, _id: t.ticketId, subject: t.subject, status: t.status, priority: t.priority, tags: t.tags, assignee: t.assignee };
}
