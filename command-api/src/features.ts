import type { FastifyPluginAsync } from 'fastify';
import type { CommandApiDeps } from './app';
import { ticketsRoutes } from './tickets/routes';
import { questionRoutes } from './questions/routes';
import { practiceRoutes } from './practice/routes';
import { forumsRoutes } from './forums/routes';
import { authoringRoutes } from './authoring/routes';
import { resolverRoutes } from './resolvers/routes';
import { mocksRoutes } from './mocks/routes';
import { aiRoutes } from './ai/routes';

/** Feature slices register here (tickets, practice, questions, forums). */
export const featureRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  void deps;
  void app;
  await app.register(ticketsRoutes(deps));
  await app.register(questionRoutes(deps));
  await app.register(practiceRoutes(deps));
  await app.register(forumsRoutes(deps));
  await app.register(authoringRoutes(deps));
  await app.register(resolverRoutes(deps));
  await app.register(mocksRoutes(deps));
  await app.register(aiRoutes(deps));
};
