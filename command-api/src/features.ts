import type { FastifyPluginAsync } from 'fastify';
import type { CommandApiDeps } from './app';

/** Feature slices register here (tickets, practice, questions, forums). */
export const featureRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  void deps;
  void app;
};
