import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentDecider, commentStream, createCommentInput, editCommentInput, forumMessages as M, voteDecider, voteInput, voteStream,
  type VoteTargetFacts,
} from '@exam/domain';
import { requireActor } from '@exam/infra';
import type { CommandApiDeps } from '../app';
import { envelopeOf, withCommandId } from '../commands/envelope';
import { handleCommand } from '../commands/handle';
import { deterministicUuid } from '../commands/ids';
import { loadCommentFacts, loadMembership, loadPostFacts } from './facts';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Comments and replies, and votes on posts and comments. */
export const commentRoutes = (deps: CommandApiDeps): FastifyPluginAsync => async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const es = (log: typeof instance.log) => ({ eventStore: deps.eventStore, log });

  app.post('/api/forums/comments', { schema: { body: withCommandId(createCommentInput.shape) } }, async (req) => {
    const actor = requireActor(req, M.loginToComment);
    const { postId, content } = req.body;
    const parentCommentId = req.body.parentCommentId ?? null;
    const commentId = deterministicUuid(`forum-comment:${req.body.commandId}`);
    const post = await loadPostFacts(deps.eventStore, postId);
    const [parent, membership] = await Promise.all([
      parentCommentId ? loadCommentFacts(deps.eventStore, parentCommentId) : null,
      loadMembership(deps.eventStore, post.farmhouseId, actor),
    ]);
    const answer = await handleCommand(es(req.log), {
      stream: commentStream(commentId), decider: commentDecider, envelope: envelopeOf(req, req.body),
      command: { type: 'PostComment', data: { commentId, postId, parentCommentId, content }, post, parent, membership },
    });
    return { success: true, commentId, postId, ...answer };
  });

  const onComment = async (req: FastifyRequest, type: 'EditComment' | 'DeleteComment') => {
    const { id } = req.params as { id: string };
    const body = req.body as { commandId: string; content?: string };
    const comment = await loadCommentFacts(deps.eventStore, id);
    const post = comment.exists ? await loadPostFacts(deps.eventStore, comment.postId) : null;
    const membership = await loadMembership(deps.eventStore, post?.farmhouseId ?? '', req.actor);
    const command = type === 'EditComment' ? { type, data: { content: body.content ?? '' }, membership } : { type, membership };
    return handleCommand(es(req.log), { stream: commentStream(id), decider: commentDecider, command, envelope: envelopeOf(req, body) });
  };

  app.patch('/api/forums/comments/:id', { schema: { params: idParams, body: withCommandId(editCommentInput.shape) } }, async (req) => {
    requireActor(req);
    return { success: true, ...(await onComment(req, 'EditComment')) };
  });

  app.delete('/api/forums/comments/:id', { schema: { params: idParams, body: withCommandId({}) } }, async (req) => {
    requireActor(req);
    return { success: true, ...(await onComment(req, 'DeleteComment')) };
  });

  /** A vote lands on its own (target, voter) stream: concurrent voters never conflict. */
  app.post('/api/forums/votes', { schema: { body: withCommandId(voteInput.shape) } }, async (req) => {
    const actor = requireActor(req, M.loginToVote);
    const { targetType, targetId, direction } = req.body;
    let target: VoteTargetFacts;
    if (targetType === 'post') {
      const p = await loadPostFacts(deps.eventStore, targetId);
      target = { exists: p.exists, isDeleted: p.isDeleted, postId: targetId, author: p.author };
    } else {
      const c = await loadCommentFacts(deps.eventStore, targetId);
      target = { exists: c.exists, isDeleted: c.isDeleted, postId: c.postId, author: c.author };
    }
    const answer = await handleCommand(es(req.log), {
      stream: voteStream(targetType, targetId, actor.userId), decider: voteDecider, envelope: envelopeOf(req, req.body),
      command: { type: 'CastVote', data: { targetType, targetId, direction }, target },
      answer: (state, events) => ({ vote: events.length ? events[0].data.current : state.direction }),
    });
    return { success: true, targetType, targetId, ...answer };
  });
};
