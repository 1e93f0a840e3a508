import type { FastifyPluginAsync } from 'fastify';
import type { CommandApiDeps } from '../app';
import { announcementRoutes } from './announcement-routes';
import { commentRoutes } from './comment-routes';
import { communityRoutes } from './community-routes';
import { postRoutes } from './post-routes';

/** Every forum command (spec authoring-and-forums §7 "Forum actions"). */
export const forumsRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (app) => {
  await app.register(communityRoutes(deps));
  await app.register(postRoutes(deps));
  await app.register(commentRoutes(deps));
  await app.register(announcementRoutes(deps));
};
