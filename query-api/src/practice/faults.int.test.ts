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

const post = (url: string, cookie: string, payload: object) => t.command.inject({ method: 'POST', url, headers: { cookie }, payload }).then((r) => r.json());
const get = (url: string, cookie: string) => t.query.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());
// the key says option 1, but the right answer is option 2: the question is wrong at version 0
const faulty = { exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy', question: `What is 20% of 50? #${Math.random()}`, option1: '5', option2: '10', option3: '15', option4: '50', correctAnswer: '1', solution: '50 / 10 = 5', status: 'Live' };
type Attempt = { id: string; questionVersion: number; outcome: string; questionWasFaulty: boolean };

describe('answers on a question that was wrong at the time', () => {
  it('are flagged once a resolver classifies the report Corrected; answers on the fixed version are not', async () => {
    const admin = t.sessionCookie(['user', 'QA_SuperAdmin']).cookie;
    const student = t.sessionCookie(['user']).cookie;
    const { questionId } = await post('/api/questions', admin, { commandId: newCommandId(), ...faulty });

    const onV0 = await post('/api/practice/answers', student, { commandId: newCommandId(), questionId, answer: '2', seconds: 30 });
    expect(onV0).toMatchObject({ outcome: 'wrong', questionVersion: 0 });
    const before = await get(`/api/practice/attempts?after=${onV0.position}`, student);
    expect(before.attempts).toEqual([expect.objectContaining({ id: onV0.attemptId, questionWasFaulty: false })]);

    const watcher = connect(t.baseUrl, { transports: ['websocket'], reconnection: false }); // a guest: the room carries ids only
    sockets.push(watcher);
    const notices: Array<{ view: string; ids: string[] }> = [];
    watcher.on('view:changed', (n) => notices.push(n));
    expect(await new Promise((r) => watcher.emit('join', 'questions:faults', r))).toEqual({ ok: true });

    const { reportId } = await post(`/api/questions/${questionId}/report`, student, { commandId: newCommandId(), option: 'Question has an error', explanation: 'the key is wrong, 20% of 50 is 10' });
    const fix = await post(`/api/resolvers/questions/${questionId}/resolve`, t.sessionCookie(['QA_ReportIpmat']).cookie, {
      commandId: newCommandId(), fields: { correctAnswer: '2', solution: '50 / 5 = 10' }, classifications: { [reportId]: 'Corrected' },
    });
    expect(fix).toMatchObject({ success: true, version: 1, classified: 1 });

    const after = await get(`/api/practice/attempts?after=${fix.position}`, student);
    expect(after.attempts).toEqual([expect.objectContaining({ id: onV0.attemptId, questionVersion: 0, outcome: 'wrong', questionWasFaulty: true })]);
    await expect.poll(() => notices.some((n) => n.view === 'question_faults' && n.ids.includes(questionId)), { timeout: 5000 }).toBe(true);

    const onV1 = await post('/api/practice/answers', student, { commandId: newCommandId(), questionId, answer: '3', seconds: 12 });
    expect(onV1).toMatchObject({ outcome: 'wrong', questionVersion: 1 });
    const both = await get(`/api/practice/attempts?after=${onV1.position}`, student);
    expect(both.total).toBe(2);
    expect(both.attempts.map((a: Attempt) => [a.questionVersion, a.outcome, a.questionWasFaulty])).toEqual([[1, 'wrong', false], [0, 'wrong', true]]);

    // the dashboard labels the same way and counts the excused wrong answer; the recorded totals stay as given
    const dash = await get(`/api/practice/dashboard?after=${onV1.position}`, student);
    expect(dash.recent.map((a: Attempt) => [a.id, a.questionWasFaulty])).toEqual([[onV1.attemptId, false], [onV0.attemptId, true]]);
    expect(dash.faultyWrongAnswers).toBe(1);
    expect(dash.student.totals).toMatchObject({ answers: 2, wrong: 2 });

    // another student's dashboard is not touched by this question
    const other = await get(`/api/practice/dashboard?after=${onV1.position}`, t.sessionCookie(['user']).cookie);
    expect(other).toMatchObject({ recent: [], faultyWrongAnswers: 0 });
  });

  it('does not flag answers on a question whose report was a student error', async () => {
    const admin = t.sessionCookie(['user', 'QA_SuperAdmin']).cookie;
    const student = t.sessionCookie(['user']).cookie;
    const { questionId } = await post('/api/questions', admin, { commandId: newCommandId(), ...faulty, question: `Right question #${Math.random()}`, correctAnswer: '2' });
    const answer = await post('/api/practice/answers', student, { commandId: newCommandId(), questionId, answer: '1', seconds: 9 });
    const { reportId } = await post(`/api/questions/${questionId}/report`, student, { commandId: newCommandId(), option: 'Solution is incorrect', explanation: 'I think it is 5' });
    const fix = await post(`/api/resolvers/questions/${questionId}/resolve`, admin, { commandId: newCommandId(), fields: { solution: '20% of 50 = 10, option 2' }, classifications: { [reportId]: 'StudentError' } });
    const dash = await get(`/api/practice/dashboard?after=${fix.position}`, student);
    expect(dash.recent).toEqual([expect.objectContaining({ id: answer.attemptId, outcome: 'wrong', questionWasFaulty: false })]);
    expect(dash.faultyWrongAnswers).toBe(0);
  });
});
