import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forbidden, isTicketsAdmin, messageListQuery, ticketAttachmentsView, ticketStatsView, ticketListQuery, ticketMessages, type TicketDoc, type TicketMessageDoc,
  ticketMessagesView, TICKET_STATS_ID, type TicketStatsDoc, ticketsView, type UserDoc, usersView,
} from '@exam/domain';
import { requireActor, requirePermission } from '@exam/infra';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { publicTicket, ticketFor } from './access';
import { attachmentDownloadRoutes } from './attachments';
import { pagination, ticketListFilter, totalFromTallies } from './list';
import { statsCache } from './stats';

const PROJECTION = ['tickets'];
const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Ticket not found') });

/** Ticket reads (practice-and-support §7): lists, detail, conversation, stats, handlers, attachment bytes. */
export const ticketsReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rs = deps.readStore;
  // this process must know the views' typed fields and search columns to build the same SQL as their indexes
  for (const v of [ticketsView, ticketMessagesView, ticketAttachmentsView, ticketStatsView]) await rs.ensureCollection(v);
  const stats = statsCache(rs);
  const position = async () => (await rs.getCheckpoint('tickets'))?.position ?? null;

  app.get('/api/tickets', { schema: { querystring: ticketListQuery.extend({ after: afterQuery }) } }, async (req) => {
    const actor = requireActor(req);
    const admin = isTicketsAdmin(actor.roles);
    if (req.query.isAdmin && !admin) throw forbidden(ticketMessages.onlyAdmins);
    const caughtUp = await waitForProjections(rs, PROJECTION, req.query.after);
    const { page, limit } = req.query;
    const filter = ticketListFilter(req.query, { userId: actor.userId, admin: !!req.query.isAdmin });
    const tallies = req.query.isAdmin ? await rs.get<TicketStatsDoc>(ticketStatsView.name, TICKET_STATS_ID) : null;
    const [docs, total, pos] = await Promise.all([
      rs.find<TicketDoc>(ticketsView.name, { filter, sort: { updatedAt: -1 }, skip: (page - 1) * limit, limit }),
      totalFromTallies(filter, tallies) ?? rs.count(ticketsView.name, filter),
      position(),
    ]);
    return {
      success: true,
      tickets: docs.map(publicTicket),
      pagination: pagination(total, page, limit),
      stats: req.query.isAdmin ? await stats() : null,
      position: pos,
      stale: !caughtUp,
    };
  });

  app.get('/api/tickets/stats', { schema: { querystring: z.object({ forceRefresh: z.string().optional(), after: afterQuery }) } }, async (req) => {
    requirePermission(req, 'tickets.admin');
    const caughtUp = await waitForProjections(rs, PROJECTION, req.query.after);
    const value = await stats({ forceRefresh: req.query.forceRefresh === '1' || req.query.forceRefresh === 'true' });
    return { success: true, stats: value, ...value, stale: !caughtUp };
  });

  /** Who an admin can assign a ticket to. */
  app.get('/api/tickets/handlers', async (req) => {
    requirePermission(req, 'tickets.admin');
    const users = await rs.find<UserDoc>(usersView.name, { filter: { roles: { $containsAny: ['TicketsHandler', 'PlatformSuperAdmin'] } }, sort: { usernameLower: 1 }, limit: 200 });
    return { success: true, handlers: users.map((u) => ({ userId: u.userId, email: u.email, name: u.username })) };
  });

  app.get('/api/tickets/:id', { schema: { params: idParam, querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(rs, PROJECTION, req.query.after);
    const { doc } = await ticketFor(req, rs, req.params.id);
    return { success: true, data: publicTicket(doc), position: await position(), stale: !caughtUp };
  });

  app.get('/api/tickets/:id/messages', { schema: { params: idParam, querystring: messageListQuery.extend({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(rs, PROJECTION, req.query.after);
    const { admin } = await ticketFor(req, rs, req.params.id);
    // staff notes (assignment, priority, tags) are for admins only
    const filter = admin ? { ticketId: req.params.id } : { ticketId: req.params.id, audience: 'all' };
    const total = await rs.count(ticketMessagesView.name, filter);
    const { limit } = req.query;
    const last = Math.max(1, Math.ceil(total / limit));
    const page = req.query.page === 'last' ? last : req.query.page;
    const messages = await rs.find<TicketMessageDoc>(ticketMessagesView.name, { filter, sort: { seq: 1 }, skip: (page - 1) * limit, limit });
    return { success: true, messages: messages.map((m) => ({ ...m, _id: m.id })), pagination: pagination(total, page, limit), position: await position(), stale: !caughtUp };
  });

  await app.register(attachmentDownloadRoutes(deps));
};

