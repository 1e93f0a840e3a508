import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp()));
afterAll(async () => t?.stop());

const toggle = (cookie: string | undefined, body: Record<string, unknown>) =>
  t.command.inject({ method: 'POST', url: '/api/feature-flags/toggle', headers: cookie ? { cookie } : {}, payload: body });

describe('toggle feature flag', () => {
  it('lets a platform super admin toggle a flag and the flags view shows it', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']);
    const r = await toggle(admin.cookie, { commandId: newCommandId(), flag: 'dailyRCFlag', value: 0 });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ success: true, flag: 'dailyRCFlag', value: 0, revision: expect.any(Number) });
    expect(body.position).toMatch(/^\d+:\d+$/);
    const view = await t.query.inject({ method: 'GET', url: `/api/feature-flags?after=${body.position}` });
    expect(view.json()).toMatchObject({ stale: false, features: { dailyRCFlag: 0, videosFlag: 1 } });
  });

  it('answers a guest 401 and a student 403 with problem+json, and appends nothing', async () => {
    const guest = await toggle(undefined, { commandId: newCommandId(), flag: 'videosFlag', value: 0 });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toContain('application/problem+json');
    expect(guest.json()).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    const student = await toggle(t.sessionCookie(['user', 'TicketsHandler']).cookie, { commandId: newCommandId(), flag: 'videosFlag', value: 0 });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ code: 'FORBIDDEN' });
    const events = await t.eventStore.readStream('feature-flags');
    expect(events.some((e) => e.data.flag === 'videosFlag')).toBe(false);
  });

  it('refuses bad input with a clear message', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    const unknown = await toggle(admin, { commandId: newCommandId(), flag: 'noSuchFlag', value: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Unknown feature flag' });
    const two = await toggle(admin, { commandId: newCommandId(), flag: 'videosFlag', value: 2 });
    expect(two.json().detail).toBe('A flag is either 1 or 0');
    const noId = await toggle(admin, { flag: 'videosFlag', value: 1 });
    expect(noId.statusCode).toBe(400);
    const notJson = await t.command.inject({ method: 'POST', url: '/api/feature-flags/toggle', headers: { cookie: admin, 'content-type': 'application/json' }, payload: '{"flag":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.headers['content-type']).toContain('application/problem+json');
  });

  it('appends once for a command sent twice, and both calls get the same answer', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    const commandId = newCommandId();
    const before = (await t.eventStore.readStream('feature-flags')).length;
    const [a, b] = await Promise.all([
      toggle(admin, { commandId, flag: 'wordListFlag', value: 0 }),
      toggle(admin, { commandId, flag: 'wordListFlag', value: 0 }),
    ]);
    const c = await toggle(admin, { commandId, flag: 'wordListFlag', value: 0 });
    expect(a.statusCode).toBe(200);
    expect([b.json().position, c.json().position]).toEqual([a.json().position, a.json().position]);
    expect(c.json().revision).toBe(a.json().revision);
    expect((await t.eventStore.readStream('feature-flags')).length).toBe(before + 1);
  });

  it('retries concurrency conflicts so concurrent toggles of different flags all land', async () => {
    const admin = t.sessionCookie(['PlatformSuperAdmin']).cookie;
    const flags = ['topicTestFlag', 'sectionalExamFlag', 'deepAnalyticsFlag', 'leaderboardFlag', 'myActivityFlag', 'phrasalVerbsFlag'];
    const answers = await Promise.all(flags.map((flag) => toggle(admin, { commandId: newCommandId(), flag, value: 0 })));
    expect(answers.map((a) => a.statusCode)).toEqual(flags.map(() => 200));
    await t.settle();
    const view = (await t.query.inject({ method: 'GET', url: '/api/feature-flags' })).json();
    for (const f of flags) expect(view.features[f]).toBe(0);
  });
});
