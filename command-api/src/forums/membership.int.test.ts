import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { forumKit } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof forumKit>;
beforeAll(async () => {
  t = await startTestApp();
  k = forumKit(t);
});
afterAll(async () => t?.stop());

const register = async (username: string) => {
  const r = await t.command.inject({ method: 'POST', url: '/api/auth/register', payload: { commandId: newCommandId(), username, email: `${username}@test.in`, password: 'long-enough-1' } });
  return { cookie: String(r.headers['set-cookie']).split(';')[0], ...r.json().user };
};

describe('membership', () => {
  it('needs login to join, and membership to post or comment', async () => {
    const admin = k.user('admin', ['user', 'ForumAdmin']);
    const alice = k.user('alice');
    const bob = k.user('bob');
    const { farmhouseId } = await k.community(admin);
    expect((await k.join(null as never, farmhouseId)).statusCode).toBe(401);

    const refused = await k.createPost(alice, farmhouseId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', detail: 'Join this community to post or comment' });

    expect((await k.join(alice, farmhouseId)).statusCode).toBe(200);
    const postId = await k.postId(alice, farmhouseId);
    const guest = await k.comment(null, postId, 'hello');
    expect(guest.json()).toMatchObject({ status: 401, detail: 'Please log in to comment' });
    expect((await k.comment(bob, postId, 'me too')).json()).toMatchObject({ status: 403, detail: 'Join this community to post or comment' });
    await k.join(bob, farmhouseId);
    expect((await k.comment(bob, postId, 'me too')).statusCode).toBe(200);

    expect((await k.send('POST', `/api/forums/farmhouses/${farmhouseId}/leave`, bob)).statusCode).toBe(200);
    expect((await k.comment(bob, postId, 'again')).statusCode).toBe(403);
    const notMember = await k.send('POST', `/api/forums/farmhouses/${farmhouseId}/leave`, bob);
    expect(notMember.json()).toMatchObject({ status: 400, detail: 'You are not a member of this community' });
  });

  it('lets an admin make moderators, who cannot leave through the button', async () => {
    const admin = k.user('admin', ['user', 'ForumAdmin']);
    const { farmhouseId } = await k.community(admin);
    const mod = await register(`mod_${Date.now() % 100000}`);
    const empty = await k.send('POST', '/api/forums/moderators', admin, { email: mod.email, changes: [] });
    expect(empty.json()).toMatchObject({ status: 400, detail: 'No changes to save' });
    const student = k.user('student');
    expect((await k.send('POST', '/api/forums/moderators', student, { email: mod.email, changes: [{ farmhouseId, isModerator: true }] })).statusCode).toBe(403);

    const saved = await k.send('POST', '/api/forums/moderators', admin, { email: mod.email, changes: [{ farmhouseId, isModerator: true }] });
    expect(saved.json()).toMatchObject({ success: true, changed: 1 });
    const leave = await t.command.inject({ method: 'POST', url: `/api/forums/farmhouses/${farmhouseId}/leave`, headers: { cookie: mod.cookie }, payload: { commandId: newCommandId() } });
    expect(leave.json()).toMatchObject({ status: 403, detail: 'Moderators cannot leave the community' });
    // a moderator may post without joining separately: moderating implies membership
    const post = await t.command.inject({ method: 'POST', url: '/api/forums/posts', headers: { cookie: mod.cookie }, payload: { commandId: newCommandId(), farmhouseId, title: 'Rules', description: 'Be kind', type: 'discussion' } });
    expect(post.statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('keeps community management to forum admins', async () => {
    const admin = k.user('admin', ['user', 'ForumAdmin']);
    const student = k.user('student');
    const { farmlandId, farmhouseId } = await k.community(admin);
    for (const [method, url, body] of [
      ['POST', `/api/forums/farmlands/${farmlandId}/toggle-status`, {}],
      ['POST', `/api/forums/farmhouses/${farmhouseId}/toggle-featured`, {}],
      ['PATCH', `/api/forums/farmlands/${farmlandId}`, { title: 'x', description: 'y' }],
      ['POST', '/api/forums/updates', { type: 'feature', title: 'New', content: 'Hello' }],
    ] as const) {
      expect((await k.send(method, url, student, body)).statusCode).toBe(403);
    }
    const edit = await k.send('PATCH', `/api/forums/farmlands/${farmlandId}`, admin, { title: 'CAT', description: '', order: '2' });
    expect(edit.json()).toMatchObject({ status: 400, detail: 'Title and description are required' });
    expect((await k.send('PATCH', `/api/forums/farmlands/${farmlandId}`, admin, { title: 'CAT', description: 'MBA', order: '2' })).statusCode).toBe(200);
    expect((await k.send('POST', `/api/forums/farmhouses/${farmhouseId}/toggle-status`, admin)).statusCode).toBe(200);
    expect((await k.join(student, farmhouseId)).json()).toMatchObject({ status: 400, detail: 'This community is not active' });
  });

  it('lets authors edit and delete their posts, and moderators or admins moderate any post', async () => {
    const admin = k.user('admin', ['user', 'ForumAdmin']);
    const alice = k.user('alice');
    const bob = k.user('bob');
    const { farmhouseId } = await k.community(admin);
    await k.join(alice, farmhouseId);
    await k.join(bob, farmhouseId);
    const postId = await k.postId(alice, farmhouseId);
    const edit = { title: 'Edited', description: 'Better words', tags: [], links: [] };
    expect((await k.send('PATCH', `/api/forums/posts/${postId}`, bob, edit)).statusCode).toBe(403);
    expect((await k.send('PATCH', `/api/forums/posts/${postId}`, alice, edit)).statusCode).toBe(200);
    for (const action of ['pin', 'archive']) {
      expect((await k.send('POST', `/api/forums/posts/${postId}/${action}`, alice)).json()).toMatchObject({ status: 403, detail: 'Only a moderator or admin can do this' });
      expect((await k.send('POST', `/api/forums/posts/${postId}/${action}`, admin, { reason: 'solved' })).statusCode).toBe(200);
    }
    const closed = await k.comment(bob, postId, 'late answer');
    expect(closed.json()).toMatchObject({ status: 400, detail: 'This post is archived: comments and replies are closed' });
    expect((await k.send('POST', `/api/forums/posts/${postId}/unarchive`, admin)).statusCode).toBe(200);
    expect((await k.comment(bob, postId, 'late answer')).statusCode).toBe(200);
    expect((await k.send('DELETE', `/api/forums/posts/${postId}`, bob)).statusCode).toBe(403);
    expect((await k.send('DELETE', `/api/forums/posts/${postId}`, alice)).statusCode).toBe(200);
    expect((await k.comment(bob, postId, 'after delete')).statusCode).toBe(404);
    const types = (await t.eventStore.readStream(`post-${postId}`)).map((e) => e.type);
    expect(types).toEqual(['PostCreated', 'PostEdited', 'PostPinned', 'PostArchived', 'PostUnarchived', 'PostDeleted']);
  });
});
