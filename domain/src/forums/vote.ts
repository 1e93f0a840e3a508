import { forbidden, notFound } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { requireUser } from './access';
import { forumMessages as M } from './constants';
import type { ForumPerson } from './post';
import type { VoteDirection } from './schemas';

/**
 * A stream per (target, voter): 500 people voting on one hot post write 500 different streams, so
 * no vote waits for or conflicts with another; the projection sums them. A user's own double-click
 * lands on the same stream and is serialised by its revision.
 */
export const voteStream = (targetType: 'post' | 'comment', targetId: string, userId: string) => `vote-${targetType}-${targetId}-${userId}`;

type VoteChange = { postId: string; voter: ForumPerson; author: ForumPerson; previous: VoteDirection | null; current: VoteDirection | null };

export type VoteEvent =
  | { type: 'PostVoted'; data: VoteChange }
  | { type: 'CommentVoted'; data: VoteChange & { commentId: string } };

/** What the handler looked up about the voted post or comment. */
export type VoteTargetFacts = { exists: boolean; isDeleted: boolean; postId: string; author: ForumPerson };

export type VoteCommand = {
  type: 'CastVote';
  data: { targetType: 'post' | 'comment'; targetId: string; direction: VoteDirection };
  target: VoteTargetFacts;
};

export type VoteState = { direction: VoteDirection | null };

/** none -> up/down; the same direction again removes the vote; the opposite switches it. */
export const nextVote = (current: VoteDirection | null, clicked: VoteDirection): VoteDirection | null => (current === clicked ? null : clicked);

export const voteDecider: Decider<VoteState, VoteCommand, VoteEvent> = {
  initialState: () => ({ direction: null }),
  evolve(_state, event) {
    switch (event.type) {
      case 'PostVoted':
      case 'CommentVoted':
        return { direction: event.data.current };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    const actor = requireUser(ctx, M.loginToVote);
    const { target, data } = command;
    const isPost = data.targetType === 'post';
    if (!target.exists || target.isDeleted) throw notFound(isPost ? M.postNotFound : M.commentNotFound);
    if (target.author.userId === actor.userId) throw forbidden(isPost ? M.ownPostVote : M.ownCommentVote);
    const change: VoteChange = {
      postId: target.postId,
      voter: { userId: actor.userId, email: actor.email, username: actor.username },
      author: target.author,
      previous: state.direction,
      current: nextVote(state.direction, data.direction),
    };
    return isPost ? [{ type: 'PostVoted', data: change }] : [{ type: 'CommentVoted', data: { ...change, commentId: data.targetId } }];
  },
};
