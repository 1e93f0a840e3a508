import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CommentDoc, commentsView, type FarmhouseDoc, farmhousesView, type FarmlandDoc, farmlandsView, notFound, type PostDoc, postsView,
  type VoteDoc, votesView,
} from '@exam/domain';
import type { QueryApiDeps } from '../app';
import { afterQuery, waitForProjections } from '../lib/catch-up';
import { commentTree, FORUMS, membershipOf, publicFarmhouse, publicPost, visibleHouse } from './shape';

const idParams = z.object({ id: z.string().min(1).max(100) });
const MAX_COMMENTS = 2000;
const DAY_MS = 86_400_000;

/** A post with its comment tree, the caller's own votes and what the caller may do. */
export const postReadRoutes = (deps: QueryApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rs = deps.readStore;

  app.get('/api/forums/posts/:id', { schema: { params: idParams, querystring: z.object({ after: afterQuery }) } }, async (req) => {
    const caughtUp = await waitForProjections(rs, FORUMS, req.query.after);
    const post = await rs.get<PostDoc>(postsView.name, req.params.id);
    if (!post) throw notFound('Post');
    const farmhouse = await rs.get<FarmhouseDoc>(farmhousesView.name, post.farmhouseId);
    if (!visibleHouse(req, farmhouse)) throw notFound('Post');
    const [comments, farmland, membership, votes] = await Promise.all([
      rs.find<CommentDoc>(commentsView.name, { filter: { postId: post.id }, sort: { createdAt: 1 }, limit: MAX_COMMENTS }),
      rs.get<FarmlandDoc>(farmlandsView.name, post.farmlandId),
      membershipOf(rs, req, post.farmhouseId),
      req.actor ? rs.find<VoteDoc>(votesView.name, { filter: { postId: post.id, userId: req.actor.userId }, limit: MAX_COMMENTS }) : [],
    ]);
    const canModerate = membership.role === 'moderator' || membership.role === 'admin';
    const isAuthor = req.actor?.userId === post.authorId;
    return {
      success: true, stale: !caughtUp,
      post: publicPost(post), farmhouse: publicFarmhouse(farmhouse!), farmland, membership,
      comments: commentTree(comments),
      myVotes: Object.fromEntries(votes.map((v) => [v.targetId, v.direction])),
      can: {
        comment: !!req.actor && (membership.isMember || canModerate) && !post.isArchived && !post.isDeleted,
        vote: !!req.actor && !isAuthor,
        edit: !post.isDeleted && (isAuthor || canModerate),
        moderate: canModerate,
        markAnswer: post.type === 'academic' && !post.isDeleted && (isAuthor || canModerate),
      },
      moderation: canModerate ? await moderationStats(post.farmhouseId) : null,
    };
  });

  /** The Moderator Controls panel's statistics (the spec's placeholders, made real). */
  const moderationStats = async (farmhouseId: string) => {
    const since = new Date(Date.now() - 7 * DAY_MS).toISOString();
    const [pinned, archived, postsThisWeek] = await Promise.all([
      rs.count(postsView.name, { farmhouseId, isPinned: true, isDeleted: false }),
      rs.count(postsView.name, { farmhouseId, isArchived: true, isDeleted: false }),
      rs.count(postsView.name, { farmhouseId, isDeleted: false, createdAt: { $gte: since } }),
    ]);
    return { pinned, archived, postsThisWeek };
  };

  /** Post images from the blob store; only the image types the command side accepted are stored. */
  app.get('/api/forums/images/:id', { schema: { params: z.object({ id: z.string().regex(/^forum-image-[0-9a-f-]+-\d$/, 'Image not found') }) } }, async (req, reply) => {
    const blob = await deps.blobStore?.get(req.params.id);
    if (!blob || !blob.mimeType.startsWith('image/')) throw notFound('Image');
    return reply
      .header('content-type', blob.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(blob.bytes);
  });
};
