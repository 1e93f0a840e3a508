import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignInput, assignNeedsWhom, changeStatusInput, forbidden, isTicketsAdmin, openTicketInput, replyInput, ticketMessages, ticketUpdateInput, validation } from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { withCommandId } from '../commands/envelope';
import { deterministicUuid } from '../commands/ids';
import { attachmentRoutes } from './attachments';
import { bulkRoutes } from './bulk';
import { loadUser, postedMessageId, runTicketCommand, ticketIdParam, updatedTicket } from './command';

/** Ticket commands (practice-and-support §7). Who may do what is decided in the domain; here only 401 for guests. */
export const ticketsRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const es = deps.eventStore;

  app.post('/api/tickets', { schema: { body: withCommandId(openTicketInput.shape) } }, async (req, reply) => {
    requireActor(req);
    // derived from the command id: a retried create lands on the same stream and is answered once
    const ticketId = deterministicUuid(`ticket:${req.body.commandId}`);
    const { subject, message, priority, tags } = req.body;
    const answer = await runTicketCommand(es, req, ticketId, { type: 'OpenTicket', data: { ticketId, subject, message, priority, tags } }, {
      answer: (events) => ({ ticketId, messageId: postedMessageId(events) ?? (events[0]?.type === 'TicketOpened' ? events[0].data.messageId : null) }),
    });
    reply.status(answer.duplicate ? 200 : 201);
    return { success: true, ...answer, ticketId };
  });

  app.post('/api/tickets/:id/messages', { schema: { params: ticketIdParam, body: withCommandId(replyInput.shape) } }, async (req) => {
    requireActor(req);
    const { body, attachments, status } = req.body;
    const answer = await runTicketCommand(es, req, req.params.id, { type: 'PostTicketMessage', data: { body, attachmentIds: attachments, status } }, {
      answer: (events) => ({ messageId: postedMessageId(events) }),
    });
    return { success: true, message: { id: answer.messageId, ticketId: req.params.id }, ...answer };
  });

  app.post('/api/tickets/:id/status', { schema: { params: ticketIdParam, body: withCommandId(changeStatusInput.shape) } }, async (req) => {
    requireActor(req);
    const answer = await runTicketCommand(es, req, req.params.id, { type: 'UpdateTicket', data: { status: req.body.status } }, { answer: (events, state) => ({ ticket: updatedTicket(events, state) }) });
    return { success: true, ticketId: req.params.id, status: req.body.status, ...answer };
  });

  app.patch('/api/tickets/:id', { schema: { params: ticketIdParam, body: withCommandId(ticketUpdateInput.shape) } }, async (req) => {
    requireActor(req);
    const { status, priority, tags } = req.body;
    if (status === undefined && priority === undefined && tags === undefined) throw validation(ticketMessages.noChange);
    const answer = await runTicketCommand(es, req, req.params.id, { type: 'UpdateTicket', data: { status, priority, tags } }, { answer: (events, state) => ({ ticket: updatedTicket(events, state) }) });
    return { success: true, ticketId: req.params.id, ...answer };
  });

  app.post('/api/tickets/:id/reopen', { schema: { params: ticketIdParam, body: withCommandId({}) } }, async (req) => {
    requireActor(req);
    const answer = await runTicketCommand(es, req, req.params.id, { type: 'ReopenTicket', data: {} }, { answer: (events) => ({ messageId: postedMessageId(events) }) });
    return { success: true, ticketId: req.params.id, status: 'open', ...answer };
  });

  app.post('/api/tickets/:id/assign', { schema: { params: ticketIdParam, body: withCommandId(assignInput.shape) } }, async (req) => {
    const actor = requireActor(req);
    const { id } = req.params;
    const { assignToSelf, takeOver, expectedAssigneeId, assigneeUserId } = req.body;
    if (assignToSelf === undefined && assigneeUserId === undefined) throw validation(assignNeedsWhom);
    if (assigneeUserId !== undefined && assigneeUserId !== actor.userId) {
      // looked up only for admins: a student must not learn whether an id is a user
      if (!isTicketsAdmin(actor.roles)) throw forbidden(ticketMessages.onlyAdmins);
      const user = await loadUser(es, assigneeUserId);
      if (!user) throw validation(ticketMessages.assigneeNotHandler);
      const assignee = { userId: user.userId, email: user.email, name: user.username, roles: user.roles };
      const answer = await runTicketCommand(es, req, id, { type: 'AssignTicket', data: { mode: 'other', assignee } });
      return { success: true, ticketId: id, assignee: { userId: assignee.userId, email: assignee.email, name: assignee.name }, ...answer };
    }
    if (assignToSelf === false) {
      const answer = await runTicketCommand(es, req, id, { type: 'UnassignTicket', data: {} });
      return { success: true, ticketId: id, assignee: null, ...answer };
    }
    const data = takeOver ? { mode: 'takeOver' as const, expectedAssigneeId } : { mode: 'self' as const };
    const answer = await runTicketCommand(es, req, id, { type: 'AssignTicket', data });
    return { success: true, ticketId: id, assignee: { userId: actor.userId, email: actor.email, name: actor.username }, ...answer };
  });

  await app.register(bulkRoutes(deps));
  await app.register(attachmentRoutes(deps));
};
