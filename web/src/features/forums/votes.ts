import { nextVote, type VoteCounts, type VoteDirection } from '@exam/domain';
import type { CommentNode, PostData } from './api';

export type PendingVote = { targetType: 'post' | 'comment'; next: VoteDirection | null; seq: number };

const shift = (v: VoteCounts, from: VoteDirection | null | undefined, to: VoteDirection | null): VoteCounts => ({
  upvotes: v.upvotes - (from === 'up' ? 1 : 0) + (to === 'up' ? 1 : 0),
  downvotes: v.downvotes - (from === 'down' ? 1 : 0) + (to === 'down' ? 1 : 0),
});

function mapComments(nodes: CommentNode[], id: string, f: (c: CommentNode) => CommentNode): CommentNode[] {
  return nodes.map((c) => (c.id === id ? f(c) : { ...c, replies: mapComments(c.replies, id, f) }));
}

/**
 * The page as the server said, with the caller's votes still in flight laid over it: a refetch
 * caused by someone else's vote cannot make ours blink away before the server has answered.
 */
export function withPendingVotes(data: PostData | null, pending: Record<string, PendingVote>): PostData | null {
  if (!data) return data;
  let out = data;
  for (const [id, p] of Object.entries(pending)) {
    const server = data.myVotes[id] ?? null;
    if (server === p.next) continue;
    const myVotes = { ...out.myVotes };
    if (p.next) myVotes[id] = p.next;
    else delete myVotes[id];
    out = p.targetType === 'post'
      ? { ...out, myVotes, post: { ...out.post, votes: shift(out.post.votes, server, p.next) } }
      : { ...out, myVotes, comments: mapComments(out.comments, id, (c) => ({ ...c, votes: shift(c.votes, server, p.next) })) };
  }
  return out;
}

export { nextVote };
