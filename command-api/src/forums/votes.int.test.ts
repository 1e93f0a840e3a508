import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { forumKit, type TestUser } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof forumKit>;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let farmhouseId: string;
beforeAll(async () => {
  t = await startTestApp();
  k = forumKit(t);
  admin = k.user('admin', ['user', 'ForumAdmin']);
  alice = k.user('alice');
  bob = k.user('bob');
  ({ farmhouseId } = await k.community(admin));
  await k.join(alice, farmhouseId);
  await k.join(bob, farmhouseId);
});
afterAll(async () => t?.stop());

describe('votes', () => {
  it('needs login and refuses votes on your own post or comment', async () => {
    const postId = await k.postId(alice, farmhouseId);
    const guest = await k.vote(null, 'post', postId, 'up');
    expect(guest.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', detail: 'Please log in to vote' });
    expect((await k.vote(alice, 'post', postId, 'up')).json()).toMatchObject({ status: 403, detail: 'You cannot vote on your own post' });
    const commentId = (await k.comment(bob, postId, 'Use (n-1)!')).json().commentId;
    expect((await k.vote(bob, 'comment', commentId, 'down')).json()).toMatchObject({ status: 403, detail: 'You cannot vote on your own comment' });
    expect((await k.vote(alice, 'comment', commentId, 'up')).statusCode).toBe(200);
    expect((await k.vote(bob, 'post', 'no-such-post', 'up')).statusCode).toBe(404);
  });

  it('goes none -> up, same again removes, opposite switches', async () => {
    const postId = await k.postId(alice, farmhouseId);
    const steps: Array<['up' | 'down', 'up' | 'down' | null]> = [['up', 'up'], ['up', null], ['down', 'down'], ['up', 'up'], ['down', 'down']];
    for (const [click, expected] of steps) {
      const r = await k.vote(bob, 'post', postId, click);
      expect(r.json()).toMatchObject({ success: true, vote: expected });
    }
  });

  it('never loses a vote when many people vote on one post at once', async () => {
    const postId = await k.postId(alice, farmhouseId);
    const voters = Array.from({ length: 60 }, (_, i) => k.user(`voter${i}`));
    const answers = await Promise.all(voters.map((v, i) => k.vote(v, 'post', postId, i % 4 === 0 ? 'down' : 'up')));
    expect(answers.map((a) => a.statusCode)).toEqual(voters.map(() => 200));
    await t.settle();
    const post = (await k.get(`/api/forums/posts/${postId}`)).json().post;
    expect(post.votes).toEqual({ upvotes: 45, downvotes: 15 });
  });
});

describe('accepted answer', () => {
  it('lets the author mark one comment on an academic post; marking another moves it', async () => {
    const carol = k.user('carol');
    await k.join(carol, farmhouseId);
    const postId = await k.postId(alice, farmhouseId);
    const first = (await k.comment(bob, postId, '120 ways')).json().commentId;
    const second = (await k.comment(carol, postId, '24 ways: (5-1)!')).json().commentId;
    expect((await k.send('POST', `/api/forums/posts/${postId}/answer`, bob, { commentId: first })).statusCode).toBe(403);
    expect((await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId: first })).statusCode).toBe(200);
    const moved = await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId: second });
    expect(moved.statusCode).toBe(200);
    await t.settle();
    const view = (await k.get(`/api/forums/posts/${postId}`)).json();
    expect(view.post).toMatchObject({ isCorrectAnswerMarked: true, correctAnswerCommentId: second });
    const flags = Object.fromEntries(view.comments.map((c: { id: string; isCorrectAnswer: boolean }) => [c.id, c.isCorrectAnswer]));
    expect(flags).toEqual({ [first]: false, [second]: true });

    const discussion = await k.postId(alice, farmhouseId, { type: 'discussion', exam: undefined, topic: undefined });
    const c = (await k.comment(bob, discussion, 'hi')).json().commentId;
    expect((await k.send('POST', `/api/forums/posts/${discussion}/answer`, alice, { commentId: c })).json()).toMatchObject({ status: 400, detail: 'Only academic posts can have an accepted answer' });
    expect((await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId: c })).json()).toMatchObject({ status: 400, detail: 'This comment does not belong to this post' });
  });
});
