import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ForumEventDoc, forumEventsView, FORUM_LIMITS, type PlatformUpdateDoc, platformUpdatesView } from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { FORUMS } from './shape';

/** Upcoming events and platform updates widgets (back-office §2.12, §9.1). */
export const widgetRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rs = deps.readStore;

  app.get('/api/forums/events', { schema: { querystring: z.object({ after: afterQuery, limit: z.coerce.number().int().min(1).max(50).default(5) }) } }, async (req) => {
    await waitForProjections(rs, FORUMS, req.query.after);
    const events = await rs.find<ForumEventDoc>(forumEventsView.name, { filter: { dateTime: { $gte: new Date().toISOString() } }, sort: { dateTime: 1 }, limit: req.query.limit });
    return { success: true, events };
  });

  app.get('/api/forums/updates', { schema: { querystring: z.object({ after: afterQuery, limit: z.coerce.number().int().min(1).max(100).default(FORUM_LIMITS.updatesShown) }) } }, async (req) => {
    await waitForProjections(rs, FORUMS, req.query.after);
    const [updates, total] = await Promise.all([
      rs.find<PlatformUpdateDoc>(platformUpdatesView.name, { sort: { createdAt: -1 }, limit: req.query.limit }),
      rs.count(platformUpdatesView.name),
    ]);
    return { success: true, updates, total };
  });
};
