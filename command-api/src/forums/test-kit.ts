import { randomUUID } from 'node:crypto';
import { newCommandId, type TestApp } from '../../../scripts/testing/app-harness';

/** A user of the forum tests: a session cookie plus who it is. */
export type TestUser = { cookie: string; userId: string; email: string; username: string };

export function forumKit(t: TestApp) {
  const user = (name: string, roles: string[] = ['user']): TestUser => {
    const username = `${name}_${randomUUID().slice(0, 6)}`;
    const s = t.sessionCookie(roles, { email: `${username}@test.in`, username });
    return { cookie: s.cookie, userId: s.userId, email: s.email, username };
  };
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser | null, body: Record<string, unknown> = {}) =>
    t.command.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload: { commandId: newCommandId(), ...body } });
  const get = (url: string, who?: TestUser | null) => t.query.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  /** A farmland with one farmhouse, created by a forum admin. */
  const community = async (admin: TestUser, allowedPostTypes: 'discussion' | 'academic' | 'both' = 'both') => {
    const farmlandId = `land-${randomUUID().slice(0, 8)}`;
    const farmhouseId = `house-${randomUUID().slice(0, 8)}`;
    const a = await send('POST', '/api/forums/farmlands', admin, { farmlandId, title: 'IPMAT', description: 'Integrated programme', order: 1 });
    if (a.statusCode !== 200) throw new Error(a.body);
    const b = await send('POST', '/api/forums/farmhouses', admin, { farmhouseId, farmlandId, title: 'Quant Corner', description: 'Maths doubts', tags: ['maths'], allowedPostTypes });
    if (b.statusCode !== 200) throw new Error(b.body);
    return { farmlandId, farmhouseId };
  };
  const join = (who: TestUser, farmhouseId: string) => send('POST', `/api/forums/farmhouses/${farmhouseId}/join`, who);

  const createPost = async (who: TestUser, farmhouseId: string, over: Record<string, unknown> = {}) =>
    send('POST', '/api/forums/posts', who, { farmhouseId, title: 'Circular arrangements', description: 'How many ways can 5 people sit around a table?', type: 'academic', exam: 'IPMAT', topic: 'Modern Math', tags: ['pnc'], links: [], ...over });
  const postId = async (who: TestUser, farmhouseId: string, over: Record<string, unknown> = {}) => {
    const r = await createPost(who, farmhouseId, over);
    if (r.statusCode !== 200) throw new Error(r.body);
    return r.json().postId as string;
  };
  const comment = (who: TestUser | null, postId: string, content: string, parentCommentId?: string) =>
    send('POST', '/api/forums/comments', who, { postId, content, ...(parentCommentId ? { parentCommentId } : {}) });
  const vote = (who: TestUser | null, targetType: 'post' | 'comment', targetId: string, direction: 'up' | 'down') =>
    send('POST', '/api/forums/votes', who, { targetType, targetId, direction });

  return { user, send, get, community, join, createPost, postId, comment, vote };
}

/** A multipart body the way a browser's FormData sends it. */
export function multipart(payload: unknown, files: Array<{ name?: string; filename: string; type: string; bytes: Buffer }>) {
  const boundary = `----forumtest${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`)];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'images'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The smallest valid PNG (1x1), padded to `size` bytes when asked (PNG readers ignore trailing bytes). */
export function png(size = 0): Buffer {
  const base = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' + '0d0a2db40000000049454e44ae426082', 'hex');
  return size > base.length ? Buffer.concat([base, Buffer.alloc(size - base.length)]) : base;
}
