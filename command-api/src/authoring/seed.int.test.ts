import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { seedAuthoring, demoQuestionId, DEMO_MOCK_ID } from './seed';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp()));
afterAll(async () => t?.stop());

describe('authoring demo data', () => {
  it('gives the resolver screens reported questions and the mocks admin a mock, and appends nothing the second time', async () => {
    const ctx = { eventStore: t.eventStore, readStore: t.readStore, log: t.command.log };
    await seedAuthoring(ctx);
    const head = await t.eventStore.headPosition();
    await seedAuthoring(ctx);
    expect(await t.eventStore.headPosition()).toBe(head);
    await t.settle();
    const admin = t.sessionCookie(['QA_SuperAdmin']).cookie;
    const errors = (await t.query.inject({ method: 'GET', url: `/api/resolvers/reports?section=errors&after=${head}`, headers: { cookie: admin } })).json();
    expect(errors.reports.find((r: { questionID: string }) => r.questionID === demoQuestionId(0))).toMatchObject({ reportCount: 2, exam: 'IPMAT Indore' });
    const cuet = (await t.query.inject({ method: 'GET', url: '/api/resolvers/reports?section=errors&variant=cuet', headers: { cookie: admin } })).json();
    expect(cuet.reports.map((r: { questionID: string }) => r.questionID)).toEqual([demoQuestionId(3)]);
    const va = (await t.query.inject({ method: 'GET', url: `/api/admin/mocks/${DEMO_MOCK_ID}/sections/VA`, headers: { cookie: admin } })).json();
    expect(va.questions.map((q: { setID: string | null }) => !!q.setID)).toEqual([true, true]);
  });
});
