import { forbidden, notFound, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { canModerate, type MembershipFacts, requireUser } from './access';
import { forumMessages as M } from './constants';
import type { CommentFacts, ForumPerson, PostFacts } from './post';
import { commentContentSchema, firstIssue } from './schemas';

/** A stream per comment: a busy thread's comments never contend with each other or with votes. */
export const commentStream = (commentId: string) => `comment-${commentId}`;

export type CommentEvent =
  | { type: 'CommentPosted'; data: { commentId: string; postId: string; farmhouseId: string; parentCommentId: string | null; content: string; author: ForumPerson; postAuthorId: string } }
  | { type: 'CommentEdited'; data: { commentId: string; postId: string; content: string; editedBy: string } }
  | { type: 'CommentDeleted'; data: { commentId: string; postId: string; deletedBy: string } };

export type CommentCommand =
  | {
      type: 'PostComment';
      data: { commentId: string; postId: string; parentCommentId: string | null; content: string };
      post: PostFacts;
      parent: CommentFacts | null;
      membership: MembershipFacts;
    }
  | { type: 'EditComment'; data: { content: string }; membership: MembershipFacts }
  | { type: 'DeleteComment'; membership: MembershipFacts };

export type CommentState =
  | { status: 'none' }
  | { status: 'posted' | 'deleted'; commentId: string; postId: string; author: ForumPerson };

function parseContent(content: string): string {
  const r = commentContentSchema.safeParse(content);
  if (!r.success) throw validation(firstIssue(r.error));
  return r.data;
}

export const commentDecider: Decider<CommentState, CommentCommand, CommentEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'CommentPosted':
        return { status: 'posted', commentId: event.data.commentId, postId: event.data.postId, author: event.data.author };
      case 'CommentEdited':
        return state;
      case 'CommentDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'PostComment': {
        const actor = requireUser(ctx, M.loginToComment);
        if (state.status !== 'none') return [];
        const { post, parent, membership, data } = command;
        if (!post.exists || post.isDeleted) throw notFound(M.postNotFound);
        if (post.isArchived) throw validation(M.archived);
        if (!membership.isMember && !canModerate(actor, membership)) throw forbidden(M.membershipRequired);
        if (data.parentCommentId) {
          if (!parent?.exists || parent.isDeleted) throw notFound(M.commentNotFound);
          if (parent.postId !== data.postId) throw validation(M.answerNotOnPost);
        }
        const content = parseContent(data.content);
        return [{
          type: 'CommentPosted',
          data: {
            commentId: data.commentId, postId: data.postId, farmhouseId: post.farmhouseId, parentCommentId: data.parentCommentId,
            content, author: { userId: actor.userId, email: actor.email, username: actor.username }, postAuthorId: post.author.userId,
          },
        }];
      }
      case 'EditComment':
      case 'DeleteComment': {
        const actor = requireUser(ctx);
        if (state.status !== 'posted') throw notFound(M.commentNotFound);
        if (actor.userId !== state.author.userId && !canModerate(actor, command.membership)) throw forbidden(M.onlyAuthorOrModerator);
        if (command.type === 'DeleteComment') return [{ type: 'CommentDeleted', data: { commentId: state.commentId, postId: state.postId, deletedBy: actor.userId } }];
        const content = parseContent(command.data.content);
        return [{ type: 'CommentEdited', data: { commentId: state.commentId, postId: state.postId, content, editedBy: actor.userId } }];
      }
      default:
        return assertNever(command);
    }
  },
};

export const commentFacts = (s: CommentState): CommentFacts =>
  s.status === 'none'
    ? { exists: false, postId: '', isDeleted: false, author: { userId: '', email: '', username: '' } }
    : { exists: true, postId: s.postId, isDeleted: s.status === 'deleted', author: s.author };
