import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceStream, questionStream, usageStream, doubtsStream, questionReportsStream } from '@exam/domain';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
let questionId: string;
let numericalId: string;
const admin = () => t.sessionCookie(['user', 'QA_SuperAdmin']).cookie;
const post = (url: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.command.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload: payload as never });
const mcq = { exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy', question: 'What is 10% of 50?', option1: '5', option2: '10', option3: '15', option4: '50', correctAnswer: '1', solution: '10/100 x 50 = 5' };

beforeAll(async () => {
  t = await startTestApp();
  questionId = (await post('/api/questions', admin(), { commandId: newCommandId(), ...mcq })).json().questionId;
  numericalId = (await post('/api/questions', admin(), { commandId: newCommandId(), ...mcq, type: 'Numerical', option1: '', option2: '', option3: '', option4: '', correctAnswer: 5 })).json().questionId;
});
afterAll(async () => t?.stop());

describe('create question', () => {
  it('refuses an MCQ whose correct option is out of range, and students', async () => {
    const bad = await post('/api/questions', admin(), { commandId: newCommandId(), ...mcq, correctAnswer: '6' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Correct option should be between 1-4' });
    const student = await post('/api/questions', t.sessionCookie(['user']).cookie, { commandId: newCommandId(), ...mcq });
    expect(student.statusCode).toBe(403);
    expect(questionId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('answers', () => {
  it('records the outcome and the question version, on the student practice stream', async () => {
    const s = t.sessionCookie(['user']);
    const r = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId, answer: '2', seconds: 31, mode: 'practice' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, outcome: 'wrong', correctAnswer: '1', questionVersion: 0 });
    const n = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId: numericalId, answer: '5.0', seconds: 12 });
    expect(n.json().outcome).toBe('correct');
    const events = await t.eventStore.readStream(practiceStream(s.userId));
    expect(events.map((e) => e.data.outcome)).toEqual(['wrong', 'correct']);
  });

  it('answers a later question version after the question was revised', async () => {
    await t.eventStore.appendToStream(questionStream(questionId), [{ id: crypto.randomUUID(), type: 'QuestionRevised', data: { questionId, changes: { correctAnswer: '2' }, reason: 'wrong key', revisedBy: null, revisedAt: new Date().toISOString() }, metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', actor: null, occurredAt: new Date().toISOString() } }], { expectedRevision: 0 });
    const s = t.sessionCookie(['user']);
    const r = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId, answer: '2', seconds: 5 });
    expect(r.json()).toMatchObject({ outcome: 'correct', questionVersion: 1 });
  });

  it('refuses guests, malformed answers and unknown questions, appending nothing', async () => {
    const s = t.sessionCookie(['user']);
    const guest = await post('/api/practice/answers', undefined, { commandId: newCommandId(), questionId, answer: '1', seconds: 3 });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toContain('application/problem+json');
    const seven = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId, answer: '7', seconds: 3 });
    expect(seven.json()).toMatchObject({ status: 400, detail: 'Please choose one of the four options' });
    const text = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId: numericalId, answer: 'five', seconds: 3 });
    expect(text.json()).toMatchObject({ status: 400, detail: 'Please enter a number' });
    const negative = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId, answer: '1', seconds: -4 });
    expect(negative.json()).toMatchObject({ status: 400, detail: 'Time spent cannot be negative' });
    const mode = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId, answer: '1', seconds: 4, mode: 'exam' });
    expect(mode.statusCode).toBe(400);
    const unknown = await post('/api/practice/answers', s.cookie, { commandId: newCommandId(), questionId: crypto.randomUUID(), answer: '1', seconds: 3 });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'QUESTION_NOT_FOUND' });
    expect(await t.eventStore.readStream(practiceStream(s.userId))).toHaveLength(0);
  });
});

describe('guests and the helpers', () => {
  it('tells guests the spec sentences for feedback, reports and doubts', async () => {
    const fb = await post('/api/practice/feedback', undefined, { commandId: newCommandId(), questionId, feedbackType: 'positive' });
    expect(fb.json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN', detail: 'Register for free to use!' });
    const rep = await post(`/api/questions/${questionId}/report`, undefined, { commandId: newCommandId(), option: 'Other', explanation: 'x' });
    expect(rep.json()).toMatchObject({ status: 401, detail: 'Register for free to use!' });
    const balti = await post('/api/practice/baltis/add', undefined, { commandId: newCommandId(), questionId, balti: 'Maths' });
    expect(balti.json()).toMatchObject({ status: 401, detail: 'Please login to use this feature!' });
    expect(await t.eventStore.readStream(questionReportsStream(questionId))).toHaveLength(0);
  });

  it('keeps a complete report: who, what, which version, why', async () => {
    const s = t.sessionCookie(['user']);
    const missing = await post(`/api/questions/${questionId}/report`, s.cookie, { commandId: newCommandId(), option: 'Other', explanation: '' });
    expect(missing.json().detail).toBe('Please add short explaination!');
    const ok = await post(`/api/questions/${questionId}/report`, s.cookie, { commandId: newCommandId(), option: 'Solution is incorrect', explanation: 'Step 2' });
    expect(ok.statusCode).toBe(200);
    const [e] = await t.eventStore.readStream(questionReportsStream(questionId));
    expect(e.data).toMatchObject({ option: 'Solution is incorrect', explanation: 'Step 2', questionVersion: 1, reportedBy: { userId: s.userId, email: s.email }, exam: 'IPMAT Indore' });
  });

  it('adds to a balti and refuses an empty balti name', async () => {
    const s = t.sessionCookie(['user']);
    const none = await post('/api/practice/baltis/add', s.cookie, { commandId: newCommandId(), questionId, balti: ' ' });
    expect(none.json()).toMatchObject({ status: 400, detail: 'Please select a balti' });
    expect((await post('/api/practice/baltis/add', s.cookie, { commandId: newCommandId(), questionId, balti: 'Maths' })).statusCode).toBe(200);
    const [e] = await t.eventStore.readStream(doubtsStream(s.userId));
    expect(e.data).toMatchObject({ balti: 'Maths', entry: { questionID: questionId, status: 'Doubt', question: 'What is 10% of 50?' } });
  });
});

describe('push to topic test', () => {
  it('moves a question with an exam id for a QA super admin only, once', async () => {
    const id = (await post('/api/questions', admin(), { commandId: newCommandId(), ...mcq, examID: 'ipmat-indore-math-set-1' })).json().questionId;
    const student = await post(`/api/questions/${id}/topic-test`, t.sessionCookie(['user', 'QA_ReportIpmat']).cookie, { commandId: newCommandId(), examID: 'ipmat-indore-math-set-1' });
    expect(student.statusCode).toBe(403);
    const ok = await post(`/api/questions/${id}/topic-test`, admin(), { commandId: newCommandId(), examID: 'ipmat-indore-math-set-1' });
    expect(ok.json()).toMatchObject({ success: true, message: 'Question moved to topic test successfully', revision: 1 });
    const again = await post(`/api/questions/${id}/topic-test`, admin(), { commandId: newCommandId(), examID: 'ipmat-indore-math-set-1' });
    expect(again.json()).toMatchObject({ status: 409, code: 'ALREADY_IN_TOPIC_TEST' });
    const events = await t.eventStore.readStream(questionStream(id));
    expect(events[1].data).toMatchObject({ changes: { status: 'Topic Test' }, reason: 'moved to topic test' });
  });
});

describe('usage beacons', () => {
  const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64');
  const shifted = () => new Date(Date.now() + 19800_000).toISOString();
  const beacon = (url: string, cookie: string | undefined, body: string) => post(url, cookie, body, { 'content-type': 'text/plain;charset=UTF-8' });

  it('records a text/plain beacon once, even when re-sent', async () => {
    const s = t.sessionCookie(['user']);
    const body = b64({ abcd: '/questionsArena/question', efgh: 93, ijkl: shifted() });
    expect((await beacon('/api/blimp', s.cookie, body)).statusCode).toBe(204);
    expect((await beacon('/api/blimp', s.cookie, body)).statusCode).toBe(204);
    const yesterday = new Date(Date.now() + 19800_000 - 86_400_000).toISOString();
    expect((await beacon('/api/bigBlimp', s.cookie, b64({ abcd: { '/questionsArena/dashboard': 300, '/resolvers': 20 }, ijkl: yesterday }))).statusCode).toBe(204);
    const events = await t.eventStore.readStream(usageStream(s.userId));
    expect(events.map((e) => e.type)).toEqual(['PageTimeRecorded', 'DayUsageSummarised']);
    expect(events[0].data).toMatchObject({ page: '/questionsArena/question', seconds: 93, day: shifted().slice(0, 10) });
  });

  it('refuses malformed bodies with 400 problem+json and appends nothing', async () => {
    const s = t.sessionCookie(['user']);
    const bad = [
      '', 'not base64!!', b64('not json'), b64({ abcd: '/questionsArena/question', efgh: 5 }),
      b64({ abcd: '/somewhere', efgh: 5, ijkl: shifted() }), b64({ abcd: '/questionsArena/question', efgh: -5, ijkl: shifted() }),
      b64({ abcd: '/questionsArena/question', efgh: 5, ijkl: '2001-01-01T00:00:00Z' }), b64([1, 2]),
    ];
    for (const body of bad) {
      const r = await beacon('/api/blimp', s.cookie, body);
      expect(r.statusCode, body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
    }
    const today = await beacon('/api/bigBlimp', s.cookie, b64({ abcd: { '/resolvers': 5 }, ijkl: shifted() }));
    expect(today.json()).toMatchObject({ status: 400, detail: 'ijkl must be an earlier day' });
    const json = await post('/api/blimp', s.cookie, { abcd: '/resolvers', efgh: 1, ijkl: shifted() });
    expect(json.statusCode).toBe(400);
    expect(await t.eventStore.readStream(usageStream(s.userId))).toHaveLength(0);
    const guest = await beacon('/api/blimp', undefined, b64({ abcd: '/resolvers', efgh: 1, ijkl: shifted() }));
    expect(guest.statusCode).toBe(401);
  });
});
