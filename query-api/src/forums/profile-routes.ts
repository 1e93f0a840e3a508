import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementsFor, type ActivityDoc, activityView, type CommentDoc, commentsView, FORUM_LIMITS, LEADERBOARD_WINDOWS, notFound, type PostDoc,
  postsView, type UserDoc, type UserStatsDoc, userStatsView, usersView,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { leaderboard } from './leaderboard';
import { FORUMS, publicPost, REPUTATION } from './shape';

const LIST = 20;

/** Profiles (/forums/p/{username}) and the leaderboards. */
export const profileRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rs = deps.readStore;

  /** Registered accounts, or anyone the forum has seen (their reputation document names them). */
  const findUser = async (usernameLower: string) => {
    const [account] = await rs.find<UserDoc>(usersView.name, { filter: { usernameLower }, limit: 1 });
    if (account) return { userId: account.userId, username: account.username, email: account.email, joinedAt: account.registeredAt as string | null };
    const [seen] = await rs.find<UserStatsDoc>(userStatsView.name, { filter: { usernameLower }, limit: 1 });
    return seen ? { userId: seen.userId, username: seen.username, email: seen.email, joinedAt: null } : null;
  };

  app.get('/api/forums/users/:username', { schema: { params: z.object({ username: z.string().min(1).max(60) }), querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(rs, [...FORUMS, ...REPUTATION], req.query.after);
    const user = await findUser(req.params.username.toLowerCase());
    if (!user) throw notFound('User');
    const [stats, activity, posts, comments] = await Promise.all([
      rs.get<UserStatsDoc>(userStatsView.name, user.userId),
      rs.find<ActivityDoc>(activityView.name, { filter: { userId: user.userId }, sort: { createdAt: -1 }, limit: FORUM_LIMITS.activityItems }),
      rs.find<PostDoc>(postsView.name, { filter: { authorId: user.userId, isDeleted: false }, sort: { createdAt: -1 }, limit: LIST }),
      rs.find<CommentDoc>(commentsView.name, { filter: { authorId: user.userId, isDeleted: false }, sort: { createdAt: -1 }, limit: LIST }),
    ]);
    const titles = new Map((await rs.getMany<PostDoc>(postsView.name, [...new Set(comments.map((c) => c.postId))])).map((p) => [p.id, p]));
    const totals = { totalPoints: stats?.totalPoints ?? 0, totalPosts: stats?.totalPosts ?? 0, totalComments: stats?.totalComments ?? 0, correctAnswers: stats?.correctAnswers ?? 0 };
    return {
      success: true, stale: !caughtUp,
      user: { userId: user.userId, name: user.username, username: user.username, email: user.email, avatar: null, joinedAt: user.joinedAt },
      activity: { ...totals, recentActivity: activity.map(({ action, points, createdAt, postId }) => ({ action, points, createdAt, postId })) },
      achievements: achievementsFor({ points: totals.totalPoints, correctAnswers: totals.correctAnswers, posts: totals.totalPosts, comments: totals.totalComments }),
      posts: posts.map(publicPost),
      comments: comments.map((c) => {
        const p = titles.get(c.postId);
        return { ...c, postTitle: p?.title ?? '', farmlandId: p?.farmlandId ?? '', farmhouseId: p?.farmhouseId ?? '' };
      }),
    };
  });

  const boardQuery = z.object({
    window: z.enum(LEADERBOARD_WINDOWS as [string, ...string[]]).default('all'),
    limit: z.coerce.number().int().min(1).max(100).default(FORUM_LIMITS.leaderboardTop),
    skip: z.coerce.number().int().min(0).default(0),
    after: afterQuery,
  });
  app.get('/api/forums/leaderboard', { schema: { querystring: boardQuery } }, async (req) => {
    const caughtUp = await waitForProjections(rs, REPUTATION, req.query.after);
    const board = await leaderboard(rs, req.query.window as (typeof LEADERBOARD_WINDOWS)[number], { limit: req.query.limit, skip: req.query.skip, email: req.actor?.email });
    const position = (await rs.getCheckpoint(REPUTATION[0]))?.position ?? null;
    return { success: true, ...board, position, stale: !caughtUp };
  });
};
