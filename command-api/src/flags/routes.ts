import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FLAGS_STREAM, flagsDecider, toggleFlagInput } from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';

export const flagsRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post('/api/feature-flags/toggle', { schema: { body: withCommandId(toggleFlagInput.shape) } }, async (req) => {
    requireActor(req);
    const { flag, value } = req.body;
    const answer = await handleCommand({ eventStore: deps.eventStore, log: req.log }, {
      stream: FLAGS_STREAM,
      decider: flagsDecider,
      command: { type: 'ToggleFeatureFlag', data: { flag, value } },
      envelope: envelopeOf(req, req.body),
    });
    return { success: true, flag, value, ...answer };
  });
};
