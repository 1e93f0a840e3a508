import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionStream } from '@exam/domain';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp()));
afterAll(async () => t?.stop());

const q = { exam: 'JIPMAT', section: 'QA', topic: 'Algebra', subTopic: 'Logarithms', difficulty: 'Hard', question: 'log2 8?', option1: '2', option2: '3', option3: '4', option4: '8', correctAnswer: '2', solution: 'a<slide>b', status: 'Live' };

describe('question bank view', () => {
  it('shows the latest version, its revision number and report count, without staff e-mails', async () => {
    const admin = t.sessionCookie(['user', 'QA_SuperAdmin']).cookie;
    const { questionId } = (await t.command.inject({ method: 'POST', url: '/api/questions', headers: { cookie: admin }, payload: { commandId: newCommandId(), ...q } })).json();
    await t.eventStore.appendToStream(questionStream(questionId), [{
      id: crypto.randomUUID(), type: 'QuestionRevised',
      data: { questionId, changes: { option4: '16' }, reason: 'revision: clearer distractor', revisedBy: null, revisedAt: new Date().toISOString() },
      metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', actor: null, occurredAt: new Date().toISOString() },
    }], { expectedRevision: 0 });
    const student = t.sessionCookie(['user']).cookie;
    const rep = await t.command.inject({ method: 'POST', url: `/api/questions/${questionId}/report`, headers: { cookie: student }, payload: { commandId: newCommandId(), option: 'Formatting issue' } });
    const r = await t.query.inject({ method: 'GET', url: `/api/questions/${questionId}?after=${rep.json().position}` });
    expect(r.json().question).toMatchObject({ id: questionId, version: 1, option4: '16', option1: '2', reportCount: 1, openReportCount: 1 });
    expect(r.json().question.createdBy).toBeUndefined();
    const missing = await t.query.inject({ method: 'GET', url: `/api/questions/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
  });
});
