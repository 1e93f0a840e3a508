import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@exam/infra';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { seedAccounts } from '../seed/accounts';
import { seedForums } from './seed';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp()));
afterAll(async () => t?.stop());

describe('forum demo data', () => {
  it('creates communities, posts with an accepted answer and points, and appends nothing the second time', async () => {
    const ctx = { eventStore: t.eventStore, readStore: t.readStore, log: createLogger('seed', 'silent') };
    await seedAccounts(ctx);
    const started = Date.now();
    await seedForums(ctx);
    expect(Date.now() - started).toBeLessThan(15_000);
    const head = await t.eventStore.headPosition();
    await seedForums(ctx);
    const extra = await t.eventStore.readAll({ after: head, limit: 10 });
    expect(extra.map((e) => `${e.streamName} ${e.type}`)).toEqual([]);
    await t.settle();

    const home = (await t.query.inject({ method: 'GET', url: '/api/forums/home' })).json();
    expect(home.farmlands.map((l: { id: string }) => l.id)).toEqual(['ipmat', 'cat']);
    const types = home.farmlands.flatMap((l: { farmhouses: Array<{ allowedPostTypes: string }> }) => l.farmhouses.map((h) => h.allowedPostTypes));
    expect(new Set(types)).toEqual(new Set(['academic', 'both', 'discussion']));
    const quant = (await t.query.inject({ method: 'GET', url: '/api/forums/farmhouses/ipmat-quant' })).json();
    const dice = quant.posts.find((p: { title: string }) => p.title.startsWith('Probability'));
    expect(dice).toMatchObject({ isCorrectAnswerMarked: true, type: 'academic', authorUsername: 'demo_student2' });
    const board = (await t.query.inject({ method: 'GET', url: '/api/forums/leaderboard?window=all' })).json();
    expect(board.entries[0]).toMatchObject({ username: 'demo_student', rank: 1 });
    const updates = (await t.query.inject({ method: 'GET', url: '/api/forums/updates' })).json();
    expect(updates).toMatchObject({ total: 6 });
    expect(updates.updates).toHaveLength(5);
  });
});
