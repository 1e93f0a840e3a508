import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { forumKit, type TestUser } from '../../../command-api/src/forums/test-kit';
import { renderMarkdownToHtml } from '../../../web/src/features/forums/components/render-markdown';

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

describe('comments', () => {
  it('lists top-level comments newest first and replies oldest first', async () => {
    const postId = await k.postId(alice, farmhouseId);
    const first = (await k.comment(bob, postId, 'first')).json().commentId;
    const second = (await k.comment(alice, postId, 'second')).json().commentId;
    await k.comment(alice, postId, 'reply 1', first);
    const last = await k.comment(bob, postId, 'reply 2', first);
    const view = (await k.get(`/api/forums/posts/${postId}?after=${last.json().position}`)).json();
    expect(view.comments.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(view.comments[1].replies.map((r: { content: string }) => r.content)).toEqual(['reply 1', 'reply 2']);
    expect(view.post.commentCount).toBe(4);
  });

  it('returns a script in markdown as written, and its rendering contains no script', async () => {
    const postId = await k.postId(alice, farmhouseId);
    const content = 'Try **this**:\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))';
    const r = await k.comment(bob, postId, content);
    const view = (await k.get(`/api/forums/posts/${postId}?after=${r.json().position}`)).json();
    expect(view.comments[0].content).toBe(content);
    const html = renderMarkdownToHtml(view.comments[0].content);
    expect(html).toContain('<strong>this</strong>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('reputation, profiles and leaderboards', () => {
  it('awards and withdraws points as documented, and never for your own content', async () => {
    // fresh people: points from other tests must not count here
    const [alice, bob, carol] = [k.user('alice'), k.user('bob'), k.user('carol')];
    for (const u of [alice, bob, carol]) await k.join(u, farmhouseId);
    const postId = await k.postId(alice, farmhouseId); // alice +5
    const bobAnswer = (await k.comment(bob, postId, 'answer A')).json().commentId; // bob +2
    const carolAnswer = (await k.comment(carol, postId, 'answer B')).json().commentId; // carol +2
    const own = (await k.comment(alice, postId, 'my own idea')).json().commentId; // alice +2
    await k.vote(bob, 'post', postId, 'up'); // alice +10
    await k.vote(carol, 'comment', bobAnswer, 'up'); // bob +10
    await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId: bobAnswer }); // bob +15
    const points = async (u: TestUser) => (await k.get(`/api/forums/users/${u.username}`)).json().activity.totalPoints;
    await t.settle();
    expect([await points(alice), await points(bob), await points(carol)]).toEqual([17, 27, 2]);

    await k.vote(carol, 'comment', bobAnswer, 'up'); // removed: bob -10
    await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId: carolAnswer }); // bob -15, carol +15
    await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId: own }); // carol -15, own: nothing
    await t.settle();
    expect([await points(alice), await points(bob), await points(carol)]).toEqual([17, 2, 2]);

    const profile = (await k.get(`/api/forums/users/${bob.username}`)).json();
    expect(profile.activity).toMatchObject({ totalPosts: 0, totalComments: 1, correctAnswers: 0 });
    expect(profile.activity.recentActivity.map((a: { action: string; points: number }) => [a.action, a.points])).toEqual([
      ['correct_answer_marked', -15], ['upvote_received', -10], ['correct_answer_marked', 15], ['upvote_received', 10], ['comment', 2],
    ]);
    expect(profile.achievements.next.map((a: { name: string }) => a.name)).toHaveLength(3);
  });

  it('ranks the top 10 with the caller’s own row when below, for all time and the last 7 days', async () => {
    const house = await k.community(admin);
    const author = k.user('author');
    await k.join(author, house.farmhouseId);
    const voters = Array.from({ length: 12 }, (_, i) => k.user(`v${i}`));
    // twelve authors with 1..12 upvotes each: ranks follow the upvotes
    const authors = Array.from({ length: 12 }, (_, i) => k.user(`a${i}`));
    for (const [i, a] of authors.entries()) {
      await k.join(a, house.farmhouseId);
      const p = await k.postId(a, house.farmhouseId);
      await Promise.all(voters.slice(0, i + 1).map((v) => k.vote(v, 'post', p, 'up')));
    }
    await t.settle();
    const weakest = authors[0];
    const board = (await k.get('/api/forums/leaderboard?window=weekly', weakest)).json();
    const ours = board.entries.filter((e: { userEmail: string }) => authors.some((a) => a.email === e.userEmail));
    expect(ours[0]).toMatchObject({ userEmail: authors[11].email, points: 125 });
    expect(board.entries).toHaveLength(10);
    expect(board.me).toMatchObject({ userEmail: weakest.email, points: 15 });
    expect(board.total).toBeGreaterThanOrEqual(12);
    const all = (await k.get('/api/forums/leaderboard?window=all', authors[11])).json();
    expect(all.entries[0]).toMatchObject({ userEmail: authors[11].email, rank: 1 });
    expect(all.me).toBeNull();
  });
});

describe('search suggestions', () => {
  it('needs two characters and finds farmhouses, posts and users by word prefix', async () => {
    const house = await k.community(admin);
    await k.join(alice, house.farmhouseId);
    const postId = await k.postId(alice, house.farmhouseId, { title: 'Tournament scheduling puzzle', tags: ['lrdi'] });
    const gone = await k.postId(alice, house.farmhouseId, { title: 'Tournament draft to delete' });
    const del = await k.send('DELETE', `/api/forums/posts/${gone}`, alice);
    await t.settle();
    expect((await k.get('/api/forums/search-suggestions?q=t')).json()).toEqual({ success: true, results: [] });
    const r = (await k.get('/api/forums/search-suggestions?q=tourn')).json();
    expect(r.results).toEqual([expect.objectContaining({ type: 'post', id: postId, title: 'Tournament scheduling puzzle', farmlandId: house.farmlandId })]);
    expect(del.statusCode).toBe(200);
    const houses = (await k.get('/api/forums/search-suggestions?q=quant cor')).json().results.filter((x: { type: string }) => x.type === 'farmhouse');
    expect(houses.map((h: { id: string }) => h.id)).toContain(house.farmhouseId);
    const reg = await t.command.inject({ method: 'POST', url: '/api/auth/register', payload: { commandId: crypto.randomUUID(), username: 'zebra_searcher', email: 'zebra@test.in', password: 'long-enough-1' } });
    const users = (await k.get(`/api/forums/search-suggestions?q=zebra&after=${reg.json().position}`)).json().results;
    await t.settle();
    const again = (await k.get('/api/forums/search-suggestions?q=zebra')).json().results;
    expect([...users, ...again]).toContainEqual(expect.objectContaining({ type: 'user', username: 'zebra_searcher' }));
  });
});
