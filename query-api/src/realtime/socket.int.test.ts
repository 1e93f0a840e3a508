import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => void (t = await startTestApp({ listen: true })));
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.stop();
});

function socketFor(cookie?: string) {
  const s = connect(t.baseUrl, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
  sockets.push(s);
  return s;
}
const join = (s: Socket, room: string) => new Promise<{ ok: boolean; error?: string }>((r) => s.emit('join', room, r));

describe('Socket.IO rooms and live change notices', () => {
  it('pushes a flag change to a client in the flags room after the projection commits', async () => {
    const watcher = socketFor();
    expect(await join(watcher, 'flags')).toEqual({ ok: true });
    const notices: any[] = [];
    watcher.on('view:changed', (n) => notices.push(n));
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    const r = await t.command.inject({ method: 'POST', url: '/api/feature-flags/toggle', headers: { cookie: admin }, payload: { commandId: newCommandId(), flag: 'videosFlag', value: 0 } });
    await expect.poll(() => notices.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(notices[0]).toEqual({ view: 'feature_flags', ids: ['flags'], position: r.json().position });
    // the notice arrives after the commit: reading now shows the change
    const flags = await fetch(`${t.baseUrl}/api/feature-flags`).then((x) => x.json());
    expect(flags.features.videosFlag).toBe(0);
  });

  it('refuses rooms the session may not join', async () => {
    const guest = socketFor();
    expect(await join(guest, 'users')).toEqual({ ok: false, error: 'UNAUTHENTICATED' });
    expect(await join(guest, 'no-such-room')).toMatchObject({ ok: false });
    const student = socketFor(t.sessionCookie(['user']).cookie);
    expect(await join(student, 'users')).toEqual({ ok: false, error: 'FORBIDDEN' });
    const admin = socketFor(t.sessionCookie(['PlatformSuperAdmin']).cookie);
    expect(await join(admin, 'users')).toEqual({ ok: true });
  });
});

describe('reading your own write', () => {
  it('waits for ?after until the view has caught up, and refuses a malformed position', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    for (const value of [0, 1, 0, 1] as const) {
      const w = await t.command.inject({ method: 'POST', url: '/api/feature-flags/toggle', headers: { cookie: admin }, payload: { commandId: newCommandId(), flag: 'dailyRCFlag', value } });
      const r = await t.query.inject({ method: 'GET', url: `/api/feature-flags?after=${w.json().position}` });
      expect(r.json().features.dailyRCFlag).toBe(value);
    }
    const bad = await t.query.inject({ method: 'GET', url: '/api/feature-flags?after=drop-table' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'after must be a position like 123:456' });
  });
});
