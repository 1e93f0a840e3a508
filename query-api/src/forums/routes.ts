import type { FastifyPluginAsync } from 'fastify';
import {
  activityView, commentsView, dailyPointsView, farmhousesView, farmlandsView, forumEventsView, membersView, platformUpdatesView, postsView,
  userStatsView, usersView, votesView,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { communityReadRoutes } from './community-routes';
import { postReadRoutes } from './post-routes';
import { profileRoutes } from './profile-routes';
import { searchRoutes } from './search-routes';
import { widgetRoutes } from './widget-routes';

/** Every forum read. Anyone may read; the caller's session only adds their own membership and votes. */
export const forumsReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (app) => {
  // this process must know the views' typed fields, or sorts and filters miss the expression indexes
  const views = [farmlandsView, farmhousesView, membersView, postsView, commentsView, votesView, forumEventsView, platformUpdatesView, userStatsView, dailyPointsView, activityView, usersView];
  for (const v of views) await deps.readStore.ensureCollection(v);
  await app.register(communityReadRoutes(deps));
  await app.register(postReadRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(profileRoutes(deps));
  await app.register(widgetRoutes(deps));
};
