import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { deterministicUuid } from '../commands/ids';
import { forumKit, multipart, png, type TestUser } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof forumKit>;
let alice: TestUser;
let farmhouseId: string;
beforeAll(async () => {
  t = await startTestApp();
  k = forumKit(t);
  const admin = k.user('admin', ['user', 'ForumAdmin']);
  alice = k.user('alice');
  ({ farmhouseId } = await k.community(admin));
  await k.join(alice, farmhouseId);
});
afterAll(async () => t?.stop());

const upload = (files: Parameters<typeof multipart>[1], over: Record<string, unknown> = {}) => {
  const { body, contentType } = multipart({ commandId: newCommandId(), farmhouseId, title: 'Graph doubt', description: 'See the figure', type: 'discussion', ...over }, files);
  return t.command.inject({ method: 'POST', url: '/api/forums/posts', headers: { cookie: alice.cookie, 'content-type': contentType }, payload: body });
};

describe('creating posts: bad input', () => {
  it('refuses each broken limit with the spec sentence', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'Up to 10 unique tags'],
      [{ links: ['https://a.in/1', 'https://a.in/2', 'https://a.in/3', 'https://a.in/4', 'https://a.in/5', 'https://a.in/6'] }, 'Up to 5 unique links'],
      [{ links: ['not a link'] }, 'Each link must be a valid URL'],
      [{ links: ['javascript:alert(1)'] }, 'Each link must be a valid URL'],
      [{ type: 'discussion', exam: 'IPMAT' }, 'Exam and topic apply only to academic posts'],
    ];
    for (const [over, detail] of cases) {
      const r = await k.createPost(alice, farmhouseId, over);
      expect(r.statusCode, detail).toBe(400);
      expect(r.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail });
    }
    // duplicates do not count against the limits: 12 tags of which 10 are unique is fine
    const ok = await k.createPost(alice, farmhouseId, { tags: [...Array.from({ length: 10 }, (_, i) => `t${i}`), 'T1', 't2'], links: ['https://a.in/x', 'https://a.in/x'] });
    expect(ok.statusCode).toBe(200);
    const [created] = await t.eventStore.readStream(`post-${ok.json().postId}`);
    expect(created.data.tags).toHaveLength(10);
    expect(created.data.links).toEqual(['https://a.in/x']);
  });

  it('respects the post types a farmhouse allows', async () => {
    const admin = k.user('admin', ['user', 'ForumAdmin']);
    const house = await k.community(admin, 'discussion');
    await k.join(alice, house.farmhouseId);
    const r = await k.createPost(alice, house.farmhouseId, { type: 'academic' });
    expect(r.json()).toMatchObject({ status: 400, detail: 'This community does not allow this post type' });
  });
});

describe('post images', () => {
  it('stores real images in the blob store, not in the event', async () => {
    const r = await upload([{ filename: 'graph.png', type: 'image/png', bytes: png() }, { filename: 'two.png', type: 'image/png', bytes: png(2048) }]);
    expect(r.statusCode, r.body).toBe(200);
    const [created] = await t.eventStore.readStream(`post-${r.json().postId}`);
    expect(created.data.images).toEqual([
      expect.objectContaining({ mimeType: 'image/png', size: png().length, filename: 'graph.png' }),
      expect.objectContaining({ mimeType: 'image/png', size: 2048 }),
    ]);
    expect(JSON.stringify(created.data)).not.toContain('iVBOR'); // no base64 bytes in the log
    const blob = await t.blobStore.get(created.data.images[0].id);
    expect(blob?.bytes.equals(png())).toBe(true);
    const served = await t.query.inject({ method: 'GET', url: `/api/forums/images/${created.data.images[0].id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses an image over 5 MB, a sixth image, and a non-image named .png', async () => {
    const big = await upload([{ filename: 'big.png', type: 'image/png', bytes: png(5242881) }]);
    expect(big.json()).toMatchObject({ status: 400, detail: 'Each image must be at most 5 MB' });
    const exact = await upload([{ filename: 'max.png', type: 'image/png', bytes: png(5242880) }]);
    expect(exact.statusCode).toBe(200);
    const six = await upload(Array.from({ length: 6 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', bytes: png() })));
    expect(six.json()).toMatchObject({ status: 400, detail: 'Up to 5 images' });
    const fake = await upload([{ filename: 'evil.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect(fake.json()).toMatchObject({ status: 400, detail: 'Each image must be an image file (PNG, JPEG, GIF or WebP)' });
  });

  it('keeps no bytes of a post the rules refused', async () => {
    const commandId = newCommandId();
    const outsider = k.user('outsider');
    const { body, contentType } = multipart({ commandId, farmhouseId, title: 'Hi', description: 'x', type: 'discussion' }, [{ filename: 'a.png', type: 'image/png', bytes: png() }]);
    const r = await t.command.inject({ method: 'POST', url: '/api/forums/posts', headers: { cookie: outsider.cookie, 'content-type': contentType }, payload: body });
    expect(r.json()).toMatchObject({ status: 403, detail: 'Join this community to post or comment' });
    const postId = deterministicUuid(`forum-post:${commandId}`);
    expect(await t.blobStore.get(`forum-image-${postId}-0`)).toBeNull();
  });
});

describe('comments: bad input', () => {
  it('refuses blank and over-long comments', async () => {
    const postId = await k.postId(alice, farmhouseId);
    expect((await k.comment(alice, postId, '   ')).json()).toMatchObject({ status: 400, detail: 'Comment cannot be empty' });
    expect((await k.comment(alice, postId, 'x'.repeat(2001))).json()).toMatchObject({ status: 400, detail: 'Comment must be at most 2000 characters' });
    expect((await k.comment(alice, postId, 'x'.repeat(2000))).statusCode).toBe(200);
    expect((await k.comment(alice, postId, 'reply', 'no-such-comment')).statusCode).toBe(404);
  });
});
