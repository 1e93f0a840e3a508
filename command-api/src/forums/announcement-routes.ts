import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcementDecider, forumEventInput, forumEventStream, platformUpdateInput, platformUpdateStream } from '@exam/domain';
import { requirePermission } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Upcoming events and platform updates, written by forum admins. */
export const announcementRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const es = (log: typeof instance.log) => ({ eventStore: deps.eventStore, log });

  app.post('/api/forums/events', { schema: { body: withCommandId(forumEventInput.shape) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const { commandId: id, ...data } = req.body;
    const eventId = deterministicUuid(`forum-event:${id}`);
    const answer = await handleCommand(es(req.log), { stream: forumEventStream(eventId), decider: announcementDecider, command: { type: 'ScheduleForumEvent', data: { eventId, ...data } }, envelope: envelopeOf(req, req.body) });
    return { success: true, eventId, ...answer };
  });

  app.delete('/api/forums/events/:id', { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const answer = await handleCommand(es(req.log), { stream: forumEventStream(req.params.id), decider: announcementDecider, command: { type: 'CancelForumEvent', data: { eventId: req.params.id } }, envelope: envelopeOf(req, req.body) });
    return { success: true, ...answer };
  });

  app.post('/api/forums/updates', { schema: { body: withCommandId(platformUpdateInput.shape) } }, async (req) => {
    const actor = requirePermission(req, 'forums.admin');
    const { commandId: id, ...data } = req.body;
    const updateId = deterministicUuid(`platform-update:${id}`);
    const answer = await handleCommand(es(req.log), { stream: platformUpdateStream(updateId), decider: announcementDecider, command: { type: 'PublishPlatformUpdate', data: { updateId, author: actor.username, ...data } }, envelope: envelopeOf(req, req.body) });
    return { success: true, updateId, ...answer };
  });

  app.delete('/api/forums/updates/:id', { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
    requirePermission(req, 'forums.admin');
    const answer = await handleCommand(es(req.log), { stream: platformUpdateStream(req.params.id), decider: announcementDecider, command: { type: 'WithdrawPlatformUpdate', data: { updateId: req.params.id } }, envelope: envelopeOf(req, req.body) });
    return { success: true, ...answer };
  });
};
