import { describe, expect, it } from 'vitest';
import { type CommentCommand, commentDecider, type CommentEvent } from './comment';
import { given, person, ref } from './test-kit';
import { type VoteCommand, voteDecider, type VoteEvent } from './vote';

const alice = person('alice');
const bob = person('bob');
const mod = person('mod');
const member = { isMember: true, isModerator: false };
const post = { exists: true, isDeleted: false, isArchived: false, farmhouseId: 'quant', author: ref(alice) };

const postComment = (over: Partial<CommentCommand & { type: 'PostComment' }> = {}, content = 'Use (n-1)!'): CommentCommand => ({
  type: 'PostComment', data: { commentId: 'c1', postId: 'p1', parentCommentId: null, content }, post, parent: null, membership: member, ...over,
});
const posted: CommentEvent = {
  type: 'CommentPosted', data: { commentId: 'c1', postId: 'p1', farmhouseId: 'quant', parentCommentId: null, content: 'x', author: ref(bob), postAuthorId: alice.userId },
};

describe('comments', () => {
  it('posts a comment or a reply for a logged-in member', () => {
    expect(given(commentDecider).when(postComment(), bob).events()[0]).toMatchObject({ type: 'CommentPosted', data: { author: { userId: bob.userId }, postAuthorId: alice.userId } });
    const reply = postComment({ data: { commentId: 'c2', postId: 'p1', parentCommentId: 'c1', content: 'thanks' }, parent: { exists: true, postId: 'p1', isDeleted: false, author: ref(bob) } });
    expect(given(commentDecider).when(reply, alice).events()[0]).toMatchObject({ data: { parentCommentId: 'c1' } });
    given(commentDecider).when({ ...reply, parent: { exists: true, postId: 'other', isDeleted: false, author: ref(bob) } } as CommentCommand, alice).thenThrows('VALIDATION_FAILED');
  });

  it('says why it refuses: login, membership, archive, blank and long text', () => {
    given(commentDecider).when(postComment(), null).thenThrows('UNAUTHENTICATED', 'Please log in to comment');
    given(commentDecider).when(postComment({ membership: { isMember: false, isModerator: false } }), bob).thenThrows('FORBIDDEN', 'Join this community to post or comment');
    given(commentDecider).when(postComment({ post: { ...post, isArchived: true } }), bob).thenThrows('VALIDATION_FAILED', 'This post is archived: comments and replies are closed');
    given(commentDecider).when(postComment({ post: { ...post, isDeleted: true } }), bob).thenThrows('NOT_FOUND');
    given(commentDecider).when(postComment({}, '   \n '), bob).thenThrows('VALIDATION_FAILED', 'Comment cannot be empty');
    given(commentDecider).when(postComment({}, 'x'.repeat(2001)), bob).thenThrows('VALIDATION_FAILED', 'Comment must be at most 2000 characters');
    expect(given(commentDecider).when(postComment({}, 'x'.repeat(2000)), bob).events()).toHaveLength(1);
  });

  it('stores markdown as written (rendering is where it is made safe)', () => {
    const md = '**bold** <script>alert(1)</script>';
    expect(given(commentDecider).when(postComment({}, md), bob).events()[0]).toMatchObject({ data: { content: md } });
  });

  it('lets the author or a moderator edit and delete', () => {
    const edit: CommentCommand = { type: 'EditComment', data: { content: 'better' }, membership: member };
    expect(given(commentDecider, [posted]).when(edit, bob).events()[0]).toMatchObject({ type: 'CommentEdited', data: { content: 'better' } });
    given(commentDecider, [posted]).when(edit, alice).thenThrows('FORBIDDEN');
    given(commentDecider, [posted]).when({ ...edit, data: { content: ' ' } }, bob).thenThrows('VALIDATION_FAILED', 'Comment cannot be empty');
    const del: CommentCommand = { type: 'DeleteComment', membership: { isMember: true, isModerator: true } };
    expect(given(commentDecider, [posted]).when(del, mod).events()[0].type).toBe('CommentDeleted');
    given(commentDecider, [posted, { type: 'CommentDeleted', data: { commentId: 'c1', postId: 'p1', deletedBy: bob.userId } }]).when(edit, bob).thenThrows('NOT_FOUND');
  });
});

describe('votes', () => {
  const target = { exists: true, isDeleted: false, postId: 'p1', author: ref(alice) };
  const vote = (direction: 'up' | 'down', targetType: 'post' | 'comment' = 'post'): VoteCommand => ({ type: 'CastVote', data: { targetType, targetId: targetType === 'post' ? 'p1' : 'c1', direction }, target });
  const voted = (previous: 'up' | 'down' | null, current: 'up' | 'down' | null): VoteEvent => ({ type: 'PostVoted', data: { postId: 'p1', voter: ref(bob), author: ref(alice), previous, current } });

  it('goes none -> up or down', () => {
    expect(given(voteDecider).when(vote('up'), bob).events()[0]).toMatchObject({ type: 'PostVoted', data: { previous: null, current: 'up', author: { userId: alice.userId } } });
    expect(given(voteDecider).when(vote('down', 'comment'), bob).events()[0]).toMatchObject({ type: 'CommentVoted', data: { commentId: 'c1', previous: null, current: 'down' } });
  });

  it('removes the vote on the same direction again and switches on the opposite', () => {
    expect(given(voteDecider, [voted(null, 'up')]).when(vote('up'), bob).events()[0].data).toMatchObject({ previous: 'up', current: null });
    expect(given(voteDecider, [voted(null, 'up')]).when(vote('down'), bob).events()[0].data).toMatchObject({ previous: 'up', current: 'down' });
    expect(given(voteDecider, [voted(null, 'up'), voted('up', null)]).when(vote('up'), bob).events()[0].data).toMatchObject({ previous: null, current: 'up' });
  });

  it('refuses guests, authors on their own content, and deleted targets', () => {
    given(voteDecider).when(vote('up'), null).thenThrows('UNAUTHENTICATED', 'Please log in to vote');
    given(voteDecider).when(vote('up'), alice).thenThrows('FORBIDDEN', 'You cannot vote on your own post');
    given(voteDecider).when(vote('up', 'comment'), alice).thenThrows('FORBIDDEN', 'You cannot vote on your own comment');
    given(voteDecider).when({ ...vote('up'), target: { ...target, isDeleted: true } }, bob).thenThrows('NOT_FOUND');
  });
});
