import {
  type CommentDoc, type CommentEvent, commentsView, type FarmhouseDoc, farmhouseRoom, farmhousesView, forumMessages, type PostDoc,
  type PostEvent, postRoom, postsView, searchKeys, type VoteCounts, voteDocId, type VoteDoc, type VoteEvent, votesView,
} from '@exam/domain';
import type { StoredEvent } from '@exam/infra';
import type { ViewContext } from '../runner/types';

const POSTS = postsView.name;
const COMMENTS = commentsView.name;
const HOUSES = farmhousesView.name;
const VOTES = votesView.name;

async function bumpPostCount(view: ViewContext, farmhouseId: string, delta: number) {
  const house = await view.get<FarmhouseDoc>(HOUSES, farmhouseId);
  if (house) view.put(HOUSES, { ...house, postCount: Math.max(0, house.postCount + delta) });
}

export async function applyPost(e: PostEvent, event: StoredEvent, view: ViewContext) {
  const postId = e.data.postId;
  const at = event.metadata.occurredAt;
  if (e.type === 'PostCreated') {
    const { author, postId: _id, ...d } = e.data;
    const doc: PostDoc = {
      id: postId, ...d, authorId: author.userId, authorEmail: author.email, authorUsername: author.username,
      votes: { upvotes: 0, downvotes: 0 }, commentCount: 0, isPinned: false, isArchived: false, isEdited: false, isDeleted: false,
      isCorrectAnswerMarked: false, correctAnswerCommentId: null, createdAt: at, updatedAt: at, searchKeys: searchKeys(d.title, ...d.tags),
    };
    view.put(POSTS, doc);
    await bumpPostCount(view, d.farmhouseId, 1);
    view.notify([farmhouseRoom(d.farmhouseId), postRoom(postId)], POSTS, postId);
    return;
  }
  const post = await view.get<PostDoc>(POSTS, postId);
  if (!post) return;
  let next: PostDoc = { ...post, updatedAt: at };
  switch (e.type) {
    case 'PostEdited': {
      const { postId: _id, editedBy: _by, ...fields } = e.data;
      next = { ...next, ...fields, isEdited: true, searchKeys: searchKeys(fields.title, ...fields.tags) };
      break;
    }
    case 'PostDeleted':
      // the read model keeps no deleted words: lists and search show the placeholder only
      next = { ...next, isDeleted: true, title: forumMessages.postDeleted, description: '', images: [], links: [], tags: [], searchKeys: [], isPinned: false };
      if (!post.isDeleted) await bumpPostCount(view, post.farmhouseId, -1);
      break;
    case 'PostPinned':
    case 'PostUnpinned':
      next.isPinned = e.type === 'PostPinned';
      break;
    case 'PostArchived':
      next = { ...next, isArchived: true, archiveReason: e.data.reason };
      break;
    case 'PostUnarchived':
      next = { ...next, isArchived: false, archiveReason: undefined };
      break;
    case 'PostMoved':
      next = { ...next, farmhouseId: e.data.toFarmhouseId, farmlandId: e.data.toFarmlandId };
      await bumpPostCount(view, e.data.fromFarmhouseId, -1);
      await bumpPostCount(view, e.data.toFarmhouseId, 1);
      view.notify([farmhouseRoom(e.data.toFarmhouseId)], POSTS, postId);
      break;
    case 'CommentMarkedAsAnswer': {
      next = { ...next, isCorrectAnswerMarked: true, correctAnswerCommentId: e.data.commentId };
      const [previous, chosen] = await Promise.all([
        e.data.previous ? view.get<CommentDoc>(COMMENTS, e.data.previous.commentId) : null,
        view.get<CommentDoc>(COMMENTS, e.data.commentId),
      ]);
      if (previous) view.put(COMMENTS, { ...previous, isCorrectAnswer: false });
      if (chosen) view.put(COMMENTS, { ...chosen, isCorrectAnswer: true });
      view.notify([postRoom(postId)], COMMENTS, e.data.commentId);
      break;
    }
  }
  view.put(POSTS, next);
  view.notify([postRoom(postId), farmhouseRoom(post.farmhouseId)], POSTS, postId);
}

export async function applyComment(e: CommentEvent, event: StoredEvent, view: ViewContext) {
  const { commentId, postId } = e.data;
  const [comment, post] = await Promise.all([view.get<CommentDoc>(COMMENTS, commentId), view.get<PostDoc>(POSTS, postId)]);
  switch (e.type) {
    case 'CommentPosted': {
      if (comment) return;
      const { author } = e.data;
      view.put(COMMENTS, {
        id: commentId, postId, parentCommentId: e.data.parentCommentId, content: e.data.content,
        authorId: author.userId, authorEmail: author.email, authorUsername: author.username, votes: { upvotes: 0, downvotes: 0 },
        isEdited: false, isDeleted: false, isCorrectAnswer: false, createdAt: event.metadata.occurredAt,
      } satisfies CommentDoc);
      if (post) view.put(POSTS, { ...post, commentCount: post.commentCount + 1 });
      break;
    }
    case 'CommentEdited':
      if (!comment) return;
      view.put(COMMENTS, { ...comment, content: e.data.content, isEdited: true });
      break;
    case 'CommentDeleted':
      if (!comment || comment.isDeleted) return;
      // replies stay readable under a placeholder; the words themselves are gone
      view.put(COMMENTS, { ...comment, content: '', isDeleted: true });
      if (post) view.put(POSTS, { ...post, commentCount: Math.max(0, post.commentCount - 1) });
      break;
  }
  view.notify([postRoom(postId)], COMMENTS, commentId);
  if (post && e.type !== 'CommentEdited') view.notify([postRoom(postId), farmhouseRoom(post.farmhouseId)], POSTS, postId);
}

const delta = (d: 'up' | 'down', previous: string | null, current: string | null) => (current === d ? 1 : 0) - (previous === d ? 1 : 0);
const apply = (v: VoteCounts, previous: string | null, current: string | null): VoteCounts => ({
  upvotes: Math.max(0, v.upvotes + delta('up', previous, current)),
  downvotes: Math.max(0, v.downvotes + delta('down', previous, current)),
});

/** Votes are summed here from the per-voter streams; each event carries the voter's previous vote. */
export async function applyVote(e: VoteEvent, view: ViewContext) {
  const { postId, voter, previous, current } = e.data;
  const targetId = e.type === 'CommentVoted' ? e.data.commentId : postId;
  const collection = e.type === 'CommentVoted' ? COMMENTS : POSTS;
  const target = await view.get<PostDoc | CommentDoc>(collection, targetId);
  if (target) view.put(collection, { ...target, votes: apply(target.votes, previous, current) });
  const voteId = voteDocId(targetId, voter.userId);
  if (current) view.put(VOTES, { id: voteId, targetType: e.type === 'CommentVoted' ? 'comment' : 'post', targetId, postId, userId: voter.userId, direction: current } satisfies VoteDoc);
  else view.remove(VOTES, voteId);
  view.notify([postRoom(postId)], collection, targetId);
}
