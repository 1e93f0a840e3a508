import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { forumKit, type TestUser } from '../../../command-api/src/forums/test-kit';

let t: TestApp;
let k: ReturnType<typeof forumKit>;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  k = forumKit(t);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.stop();
});

/** A guest's socket: the forums are public, so watching them needs no login. */
function guestSocket() {
  const s = connect(t.baseUrl, { transports: ['websocket'], reconnection: false });
  sockets.push(s);
  return s;
}
const join = (s: Socket, room: string) => new Promise<{ ok: boolean; error?: string }>((r) => s.emit('join', room, r));
const notices = (s: Socket) => {
  const list: Array<{ view: string; ids: string[] }> = [];
  s.on('view:changed', (n) => list.push(n));
  return list;
};
const saw = (list: Array<{ view: string; ids: string[] }>, view: string, id: string) => list.some((n) => n.view === view && n.ids.includes(id));

describe('live forum rooms', () => {
  it('pushes new posts to the farmhouse, and votes, comments and the answer to the post, to anyone watching', async () => {
    const admin = k.user('admin', ['user', 'ForumAdmin']);
    const [alice, bob]: TestUser[] = [k.user('alice'), k.user('bob')];
    const { farmhouseId } = await k.community(admin);
    await k.join(alice, farmhouseId);
    await k.join(bob, farmhouseId);

    const watcher = guestSocket();
    expect(await join(watcher, `farmhouse:${farmhouseId}`)).toEqual({ ok: true });
    expect(await join(watcher, 'leaderboard')).toEqual({ ok: true });
    expect(await join(watcher, 'tickets:queue')).toMatchObject({ ok: false });
    const seen = notices(watcher);

    const postId = await k.postId(alice, farmhouseId);
    await expect.poll(() => saw(seen, 'forum_posts', postId), { timeout: 5000 }).toBe(true);
    expect(await join(watcher, `post:${postId}`)).toEqual({ ok: true });
    seen.length = 0;

    await k.vote(bob, 'post', postId, 'up');
    await expect.poll(() => saw(seen, 'forum_posts', postId), { timeout: 5000 }).toBe(true);
    // the author's points changed: the leaderboard room hears whose
    await expect.poll(() => saw(seen, 'forum_leaderboard', alice.userId), { timeout: 5000 }).toBe(true);

    const commentId = (await k.comment(bob, postId, '24 ways')).json().commentId;
    await expect.poll(() => saw(seen, 'forum_comments', commentId), { timeout: 5000 }).toBe(true);

    seen.length = 0;
    await k.send('POST', `/api/forums/posts/${postId}/answer`, alice, { commentId });
    await expect.poll(() => saw(seen, 'forum_comments', commentId) && saw(seen, 'forum_leaderboard', bob.userId), { timeout: 5000 }).toBe(true);
  });
});
