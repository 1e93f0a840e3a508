import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultFlags, FLAGS_DOC_ID, type FlagsDoc, flagsView } from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';

/** Everyone may read the flags: the web needs them to show maintenance popups. */
export const flagsRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  instance.withTypeProvider<ZodTypeProvider>().get('/api/feature-flags', { schema: { querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(deps.readStore, ['flags'], req.query.after);
    const doc = await deps.readStore.get<FlagsDoc>(flagsView.name, FLAGS_DOC_ID);
    const checkpoint = await deps.readStore.getCheckpoint('flags');
    return { success: true, features: { ...defaultFlags(), ...(doc?.features ?? {}) }, position: checkpoint?.position ?? null, stale: !caughtUp };
  });
};
