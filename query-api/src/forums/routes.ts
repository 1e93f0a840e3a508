import type { FastifyPluginAsync } from 'fastify';
import type { QueryApiDeps } from '../app';
import { communityReadRoutes } from './community-routes';
import { postReadRoutes } from './post-routes';
import { profileRoutes } from './profile-routes';
import { searchRoutes } from './search-routes';
import { widgetRoutes } from './widget-routes';

/** Every forum read. Anyone may read; the caller's session only adds their own membership and votes. */
export const forumsReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  await app.register(communityReadRoutes(deps));
  await app.register(postReadRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(profileRoutes(deps));
  await app.register(widgetRoutes(deps));
};
