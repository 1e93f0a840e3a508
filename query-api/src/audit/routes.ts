import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPosition, START, type StoredEvent } from '@exam/infra';
import type { QueryApiDeps } from '../app';
import { requireAny } from '../history/access';
import { toTimeline } from './timeline';

const SCAN_BUDGET = 5000;

/**
 * The full event timeline for auditors (type, actor, time, correlation id) read from the global log,
 * oldest first, paged by position. `stream` keeps events whose stream starts with it (e.g. 'question-');
 * a page scans at most SCAN_BUDGET events and answers `next` to continue from.
 */
export const auditRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/audit/events', {
    schema: {
      querystring: z.object({
        after: z.string().refine(isPosition, 'after must be a position like 123:456').default(START),
        limit: z.coerce.number().int().min(1).max(500).default(100),
        stream: z.string().max(100).optional(),
        type: z.string().max(100).optional(),
        correlationId: z.string().max(100).optional(),
      }),
    },
  }, async (req) => {
    requireAny(req, 'audit.read');
    const { limit, stream, type, correlationId } = req.query;
    const keep = (e: StoredEvent) => (!stream || e.streamName.startsWith(stream)) && (!type || e.type === type) && (!correlationId || e.metadata.correlationId === correlationId);
    const out: StoredEvent[] = [];
    let cursor = req.query.after;
    let scanned = 0;
    let done = false;
    while (out.length < limit && scanned < SCAN_BUDGET) {
      const batch = await deps.eventStore.readAll({ after: cursor, limit: 500 });
      if (!batch.length) {
        done = true;
        break;
      }
      for (const e of batch) {
        scanned++;
        cursor = e.position;
        if (keep(e)) out.push(e);
        if (out.length >= limit) break;
      }
    }
    return { events: await toTimeline(deps.readStore, out), next: cursor, end: done };
  });
};
