import { randomUUID } from 'node:crypto';
import { userStream } from '@exam/domain';
import { newCommandId, type TestApp } from '../../../scripts/testing/app-harness';

/** Test helpers shared by the tickets API, projection and socket tests. */
export type Who = { cookie: string; userId: string; email: string; username: string };

export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export function people(t: TestApp) {
  const mk = (roles: string[], name: string): Who => {
    const userId = randomUUID();
    const username = `${name}_${userId.slice(0, 6)}`;
    const email = `${username}@test.in`;
    return { ...t.sessionCookie(roles, { userId, email, username }), username };
  };
  return { student: (n = 'student') => mk(['user'], n), admin: (n = 'support') => mk(['user', 'TicketsHandler'], n), superAdmin: (n = 'boss') => mk(['user', 'PlatformSuperAdmin'], n) };
}

/** Writes a registered user to the event store, as registration would (for assigning to them). */
export async function registerUser(t: TestApp, who: Who, roles: string[]) {
  await t.eventStore.appendToStream(userStream(who.userId), [{
    id: randomUUID(), type: 'UserRegistered',
    data: { userId: who.userId, email: who.email, username: who.username, passwordHash: 'x', roles, paymentStatuses: [], registeredAt: new Date().toISOString() },
    metadata: { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: new Date().toISOString() },
  }], { expectedRevision: 'no_stream' });
}

export function ticketApi(t: TestApp) {
  const cmd = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who | undefined, payload: Record<string, unknown> = {}) =>
    t.command.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload: { commandId: newCommandId(), ...payload } });
  return {
    cmd,
    open: (who: Who | undefined, body: Record<string, unknown> = {}) => cmd('POST', '/api/tickets', who, { subject: 'Mock 3 will not load', message: 'It keeps spinning', ...body }),
    async openId(who: Who, body: Record<string, unknown> = {}) {
      const r = await cmd('POST', '/api/tickets', who, { subject: 'Mock 3 will not load', message: 'It keeps spinning', ...body });
      if (r.statusCode !== 201) throw new Error(`open failed: ${r.body}`);
      return r.json().ticketId as string;
    },
    reply: (who: Who | undefined, id: string, body: Record<string, unknown>) => cmd('POST', `/api/tickets/${id}/messages`, who, body),
    status: (who: Who | undefined, id: string, status: string) => cmd('POST', `/api/tickets/${id}/status`, who, { status }),
    assign: (who: Who | undefined, id: string, body: Record<string, unknown>) => cmd('POST', `/api/tickets/${id}/assign`, who, body),
    async upload(who: Who | undefined, id: string, bytes: Buffer, filename: string, type = 'application/octet-stream', commandId = newCommandId()) {
      const fd = new FormData();
      fd.append('commandId', commandId);
      fd.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
      const req = new Request('http://x', { method: 'POST', body: fd });
      return t.command.inject({
        method: 'POST', url: `/api/tickets/${id}/attachments`, payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')!, ...(who ? { cookie: who.cookie } : {}) },
      });
    },
    events: async (id: string) => (await t.eventStore.readStream(`ticket-${id}`)).map((e) => ({ type: e.type, data: e.data })),
  };
}
