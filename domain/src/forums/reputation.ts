import type { CommentEvent } from './comment';
import type { PostEvent } from './post';
import type { VoteEvent } from './vote';

/**
 * Reputation: the ONE place its values live. The spec names the actions (profile activity:
 * post_created, comment, upvote_received, correct_answer_marked) but not the values, so they follow
 * Apache Answer's defaults: +10 for an upvote received, +15 for an accepted answer, and a daily cap of
 * 200 points on what can be farmed by volume. Creating content earns a little (Answer gives nothing;
 * the spec wants points for it), kept small so posting cannot outrun being helpful.
 *
 * - post_created +5, comment +2, upvote_received +10: together capped at DAILY_CAP per user per UTC day
 *   (the cap counts the day the points were earned).
 * - correct_answer_marked +15: not capped (one per post at most, like Answer and Stack Overflow).
 * - Withdrawals: removing or switching an upvote takes back exactly what that upvote earned (0 if it
 *   hit the cap); moving the accepted answer takes the +15 back from the previous author. A withdrawal
 *   is booked on the day of the original award, so weekly/monthly windows stay consistent.
 * - Never for your own content: a vote on your own post or comment is refused outright, and accepting
 *   your own comment (as post author or as moderator) earns nothing and does not count as a solution.
 * - Downvotes cost nothing (the spec's actions do not include them).
 */
export const POINTS = {
  post_created: 5,
  comment: 2,
  upvote_received: 10,
  correct_answer_marked: 15,
} as const;
export type PointsAction = keyof typeof POINTS;
export const POINTS_ACTIONS = Object.keys(POINTS) as PointsAction[];

export const DAILY_CAP = 200;
export const CAPPED_ACTIONS: readonly PointsAction[] = ['post_created', 'comment', 'upvote_received'];

/** What a profile counts besides points (achievements use them). */
export type Counter = 'totalPosts' | 'totalComments' | 'correctAnswers';

export type ReputationEffect =
  | {
      kind: 'award';
      /** Identifies the award so a later withdrawal finds exactly what was given. */
      key: string;
      user: { userId: string; email: string; username: string };
      action: PointsAction;
      counter?: Counter;
      postId: string;
    }
  | { kind: 'withdraw'; key: string };

/** Points for an award, given how many capped points the user already earned that day. */
export function pointsFor(action: PointsAction, cappedEarnedThatDay: number): number {
  const base = POINTS[action];
  if (!CAPPED_ACTIONS.includes(action)) return base;
  return Math.max(0, Math.min(base, DAILY_CAP - cappedEarnedThatDay));
}

export const upvoteKey = (targetId: string, voterId: string) => `upvote:${targetId}:${voterId}`;
export const answerKey = (postId: string) => `answer:${postId}`;

/** The awards and withdrawals a forum event causes, in the order they apply. */
export function reputationEffects(event: PostEvent | CommentEvent | VoteEvent): ReputationEffect[] {
  switch (event.type) {
    case 'PostCreated':
      return [{ kind: 'award', key: `post:${event.data.postId}`, user: event.data.author, action: 'post_created', counter: 'totalPosts', postId: event.data.postId }];
    case 'CommentPosted':
      return [{ kind: 'award', key: `comment:${event.data.commentId}`, user: event.data.author, action: 'comment', counter: 'totalComments', postId: event.data.postId }];
    case 'PostVoted':
    case 'CommentVoted': {
      const d = event.data;
      const targetId = event.type === 'CommentVoted' ? event.data.commentId : d.postId;
      if (d.voter.userId === d.author.userId) return [];
      const key = upvoteKey(targetId, d.voter.userId);
      const out: ReputationEffect[] = [];
      if (d.previous === 'up' && d.current !== 'up') out.push({ kind: 'withdraw', key });
      if (d.current === 'up' && d.previous !== 'up') out.push({ kind: 'award', key, user: d.author, action: 'upvote_received', postId: d.postId });
      return out;
    }
    case 'CommentMarkedAsAnswer': {
      const d = event.data;
      const key = answerKey(d.postId);
      const out: ReputationEffect[] = [];
      if (d.previous) out.push({ kind: 'withdraw', key });
      const own = d.commentAuthor.userId === d.postAuthor.userId || d.commentAuthor.userId === d.markedBy;
      if (!own) out.push({ kind: 'award', key, user: d.commentAuthor, action: 'correct_answer_marked', counter: 'correctAnswers', postId: d.postId });
      return out;
    }
    default:
      return [];
  }
}
