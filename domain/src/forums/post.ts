import { forbidden, notFound, validation } from '../core/errors';
import type { Actor, Decider } from '../core/types';
import { assertNever } from '../core/types';
import { canModerate, type MembershipFacts, requireUser } from './access';
import type { FarmhouseFacts } from './community';
import { allowsType, FORUM_LIMITS as L, forumMessages as M, IMAGE_MIME_TYPES, type PostType } from './constants';
import { firstIssue, type PostContent, type PostContentInput, postContentSchema } from './schemas';

export const postStream = (postId: string) => `post-${postId}`;

/** An image's bytes live in the blob store under `id`; the event only names them. */
export type PostImage = { id: string; mimeType: string; size: number; filename: string };
export type ForumPerson = { userId: string; email: string; username: string };
/** What the handler looked up about a comment for MarkAnswer (from the comment's stream). */
export type CommentFacts = { exists: boolean; postId: string; isDeleted: boolean; author: ForumPerson };

type Editable = Omit<PostContent, 'type'>;

export type PostEvent =
  | { type: 'PostCreated'; data: { postId: string; farmlandId: string; farmhouseId: string; author: ForumPerson; images: PostImage[] } & PostContent }
  | { type: 'PostEdited'; data: { postId: string; editedBy: string } & Editable }
  | { type: 'PostDeleted'; data: { postId: string; farmhouseId: string; deletedBy: string; reason?: string } }
  | { type: 'PostPinned'; data: { postId: string; farmhouseId: string } }
  | { type: 'PostUnpinned'; data: { postId: string; farmhouseId: string } }
  | { type: 'PostArchived'; data: { postId: string; farmhouseId: string; reason?: string } }
  | { type: 'PostUnarchived'; data: { postId: string; farmhouseId: string } }
  | { type: 'PostMoved'; data: { postId: string; fromFarmhouseId: string; toFarmhouseId: string; toFarmlandId: string } }
  | {
      type: 'CommentMarkedAsAnswer';
      data: { postId: string; commentId: string; commentAuthor: ForumPerson; postAuthor: ForumPerson; markedBy: string; previous: { commentId: string; author: ForumPerson } | null };
    };

type WithMembership = { membership: MembershipFacts };
export type PostCommand =
  | ({ type: 'CreatePost'; data: { postId: string; farmhouseId: string; content: PostContentInput; images: PostImage[] }; farmhouse: FarmhouseFacts } & WithMembership)
  | ({ type: 'EditPost'; data: Omit<PostContentInput, 'type'> } & WithMembership)
  | ({ type: 'DeletePost'; data: { reason?: string } } & WithMembership)
  | ({ type: 'PinPost' | 'UnpinPost' | 'UnarchivePost' } & WithMembership)
  | ({ type: 'ArchivePost'; data: { reason?: string } } & WithMembership)
  | ({ type: 'MovePost'; data: { farmhouseId: string }; target: FarmhouseFacts } & WithMembership)
  | ({ type: 'MarkAnswer'; data: { commentId: string }; comment: CommentFacts } & WithMembership);

type PostBody = {
  postId: string;
  farmlandId: string;
  farmhouseId: string;
  type: PostType;
  author: ForumPerson;
  isPinned: boolean;
  isArchived: boolean;
  answer: { commentId: string; author: ForumPerson } | null;
};
export type PostState = { status: 'none' } | ({ status: 'active' } & PostBody) | ({ status: 'deleted' } & PostBody);

/** Validates with the same schema the API and the web form use, throwing the spec sentence. */
export function parsePostContent(input: PostContentInput): PostContent {
  const r = postContentSchema.safeParse(input);
  if (!r.success) throw validation(firstIssue(r.error));
  return r.data;
}

export function checkImages(images: PostImage[]) {
  if (images.length > L.images) throw validation(M.imagesMax);
  for (const img of images) {
    if (img.size > L.imageBytes) throw validation(M.imageTooLarge);
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(img.mimeType)) throw validation(M.imageType);
  }
}

type Live = { status: 'active' | 'deleted' } & PostBody;

function live(state: PostState): { status: 'active' } & PostBody {
  if (state.status !== 'active') throw notFound(M.postNotFound);
  return state;
}
const isAuthor = (actor: Actor, s: Live) => actor.userId === s.author.userId;

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'PostCreated') {
      const d = event.data;
      return { status: 'active', postId: d.postId, farmlandId: d.farmlandId, farmhouseId: d.farmhouseId, type: d.type, author: d.author, isPinned: false, isArchived: false, answer: null };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'PostEdited':
        return state;
      case 'PostDeleted':
        return { ...state, status: 'deleted' };
      case 'PostPinned':
      case 'PostUnpinned':
        return { ...state, isPinned: event.type === 'PostPinned' };
      case 'PostArchived':
      case 'PostUnarchived':
        return { ...state, isArchived: event.type === 'PostArchived' };
      case 'PostMoved':
        return { ...state, farmhouseId: event.data.toFarmhouseId, farmlandId: event.data.toFarmlandId };
      case 'CommentMarkedAsAnswer':
        return { ...state, answer: { commentId: event.data.commentId, author: event.data.commentAuthor } };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    if (command.type === 'CreatePost') {
      const actor = requireUser(ctx, M.loginToPost);
      const { farmhouse, membership } = command;
      if (state.status !== 'none') return []; // the same post id twice: already created
      if (!farmhouse.exists) throw notFound(M.communityNotFound);
      if (!farmhouse.isActive) throw validation(M.communityInactive);
      if (!membership.isMember && !canModerate(actor, membership)) throw forbidden(M.membershipRequired);
      const content = parsePostContent(command.data.content);
      if (!allowsType(farmhouse.allowedPostTypes, content.type)) throw validation(M.typeNotAllowed);
      checkImages(command.data.images);
      const author = { userId: actor.userId, email: actor.email, username: actor.username };
      const { postId, farmhouseId, images } = command.data;
      return [{ type: 'PostCreated', data: { postId, farmlandId: farmhouse.farmlandId, farmhouseId, author, images, ...content } }];
    }
    const actor = requireUser(ctx);
    const s = live(state);
    const { postId, farmhouseId } = s;
    const moderator = canModerate(actor, command.membership);
    const requireModerator = () => {
      if (!moderator) throw forbidden(M.onlyModerator);
    };
    switch (command.type) {
      case 'EditPost': {
        if (!isAuthor(actor, s) && !moderator) throw forbidden(M.onlyAuthorOrModerator);
        const { type: _type, ...content } = parsePostContent({ ...command.data, type: s.type });
        return [{ type: 'PostEdited', data: { postId, editedBy: actor.userId, ...content } }];
      }
      case 'DeletePost':
        if (!isAuthor(actor, s) && !moderator) throw forbidden(M.onlyAuthorOrModerator);
        return [{ type: 'PostDeleted', data: { postId, farmhouseId, deletedBy: actor.userId, reason: command.data.reason || undefined } }];
      case 'PinPost':
      case 'UnpinPost':
        requireModerator();
        if (s.isPinned === (command.type === 'PinPost')) return [];
        return [{ type: command.type === 'PinPost' ? 'PostPinned' : 'PostUnpinned', data: { postId, farmhouseId } }];
      case 'ArchivePost':
        requireModerator();
        if (s.isArchived) return [];
        return [{ type: 'PostArchived', data: { postId, farmhouseId, reason: command.data.reason || undefined } }];
      case 'UnarchivePost':
        requireModerator();
        if (!s.isArchived) return [];
        return [{ type: 'PostUnarchived', data: { postId, farmhouseId } }];
      case 'MovePost': {
        requireModerator();
        const { target } = command;
        if (!target.exists) throw notFound(M.communityNotFound);
        if (command.data.farmhouseId === farmhouseId) throw validation(M.sameFarmhouse);
        if (!target.isActive) throw validation(M.communityInactive);
        if (!allowsType(target.allowedPostTypes, s.type)) throw validation(M.typeNotAllowed);
        return [{ type: 'PostMoved', data: { postId, fromFarmhouseId: farmhouseId, toFarmhouseId: command.data.farmhouseId, toFarmlandId: target.farmlandId } }];
      }
      case 'MarkAnswer': {
        if (s.type !== 'academic') throw validation(M.notAcademic);
        if (!isAuthor(actor, s) && !moderator) throw forbidden(M.onlyAuthorOrModerator);
        const { comment } = command;
        if (!comment.exists || comment.isDeleted) throw notFound(M.commentNotFound);
        if (comment.postId !== postId) throw validation(M.answerNotOnPost);
        if (s.answer?.commentId === command.data.commentId) return [];
        return [{
          type: 'CommentMarkedAsAnswer',
          data: { postId, commentId: command.data.commentId, commentAuthor: comment.author, postAuthor: s.author, markedBy: actor.userId, previous: s.answer },
        }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** What comment and vote deciders need to know about the post. */
export type PostFacts = { exists: boolean; isDeleted: boolean; isArchived: boolean; farmhouseId: string; author: ForumPerson };
export const postFacts = (s: PostState): PostFacts =>
  s.status === 'none'
    ? { exists: false, isDeleted: false, isArchived: false, farmhouseId: '', author: { userId: '', email: '', username: '' } }
    : { exists: true, isDeleted: s.status === 'deleted', isArchived: s.isArchived, farmhouseId: s.farmhouseId, author: s.author };
