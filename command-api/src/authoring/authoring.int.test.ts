import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp()));
afterAll(async () => t?.stop());

const fields = (over: Record<string, unknown> = {}) => ({
  exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy',
  question: `What is 10% of ${Math.floor(Math.random() * 1e9)}?`, option1: '1', option2: '2', option3: '3', option4: '4', correctAnswer: '1', solution: 'Divide by ten.', ...over,
});
const post = (url: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.command.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload: payload as object });
const as = (...roles: string[]) => t.sessionCookie(roles).cookie;

describe('authoring: role enforcement on the server', () => {
  it('lets a QA_User submit (Fresh, with who) and refuses applicants, club, AI-solution, students and guests', async () => {
    const ok = await post('/api/authoring/questions', as('QA_User'), { commandId: newCommandId(), fields: fields() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Question Uploaded Successfully!' });
    const [created] = await t.eventStore.readStream(`question-${ok.json().questionId}`);
    expect(created).toMatchObject({ type: 'QuestionCreated', data: { fields: { status: 'Fresh' }, createdBy: { username: expect.any(String) } } });
    for (const roles of [['QA_Applicant'], ['QA_Club'], ['QA_AISolution'], ['user'], ['Auditor']]) {
      const r = await post('/api/authoring/questions', as(...roles), { commandId: newCommandId(), fields: fields() });
      expect(r.statusCode, roles.join()).toBe(403);
      expect(r.headers['content-type']).toContain('application/problem+json');
    }
    expect((await post('/api/authoring/questions', undefined, { commandId: newCommandId(), fields: fields() })).statusCode).toBe(401);
  });

  it("tells the web the AI helpers are off when no AI endpoint is configured", async () => {
    expect((await t.query.inject({ method: 'GET', url: '/api/ai/status' })).json()).toEqual({ configured: false });
    const r = await post('/api/ai/solution', as('QA_AISolution'), { question: 'What is 2+2?' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 'AI_NOT_CONFIGURED', detail: 'AI helpers are not configured' });
  });

  it('sends an applicant upload to review, not to the bank', async () => {
    const r = await post('/api/authoring/review', as('QA_Applicant'), { commandId: newCommandId(), fields: fields() });
    expect(r.json()).toMatchObject({ success: true, message: 'Question uploaded successfully for review!' });
    expect(await t.eventStore.readStream(`question-${r.json().submissionId}`)).toEqual([]);
    expect((await t.eventStore.readStream(`question-submission-${r.json().submissionId}`))[0].type).toBe('QuestionSubmittedForReview');
    expect((await post('/api/authoring/review', as('QA_User'), { commandId: newCommandId(), fields: fields() })).statusCode).toBe(403);
  });

  it('lets staff accept an upload into the bank or reject it with feedback, once', async () => {
    const up = async () => (await post('/api/authoring/review', as('QA_Applicant'), { commandId: newCommandId(), fields: fields() })).json().submissionId;
    const [a, b] = [await up(), await up()];
    expect((await post(`/api/authoring/submissions/${a}/accept`, as('QA_User'), { commandId: newCommandId() })).statusCode).toBe(403);
    const accepted = await post(`/api/authoring/submissions/${a}/accept`, as('QA_AdminIpmat'), { commandId: newCommandId() });
    expect(accepted.json()).toMatchObject({ success: true, questionId: expect.any(String) });
    expect((await t.eventStore.readStream(`question-${accepted.json().questionId}`))[0]).toMatchObject({ type: 'QuestionCreated', data: { fields: { status: 'Fresh' } } });
    expect((await post(`/api/authoring/submissions/${a}/reject`, as('QA_SuperAdmin'), { commandId: newCommandId(), feedback: 'late' })).json()).toMatchObject({ code: 'ALREADY_REVIEWED' });
    const rejected = await post(`/api/authoring/submissions/${b}/reject`, as('QA_SuperAdmin'), { commandId: newCommandId(), feedback: 'Add a solution with steps' });
    const queue = await t.query.inject({ method: 'GET', url: `/api/authoring/submissions?status=rejected&after=${rejected.json().position}`, headers: { cookie: as('QA_SuperAdmin') } });
    expect(queue.json().submissions.find((s: { id: string }) => s.id === b)).toMatchObject({ status: 'rejected', feedback: 'Add a solution with steps' });
    expect((await t.query.inject({ method: 'GET', url: '/api/authoring/submissions', headers: { cookie: as('QA_Applicant') } })).statusCode).toBe(403);
  });

  it("refuses a correct option outside 1-4 with the spec's sentence", async () => {
    const r = await post('/api/authoring/questions', as('QA_User'), { commandId: newCommandId(), fields: fields({ correctAnswer: '7' }) });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Correct option should be between 1-4' });
  });

  it('runs review → update → admin edit with only changed fields, and keeps the auditor read-only', async () => {
    const { questionId } = (await post('/api/authoring/questions', as('QA_User'), { commandId: newCommandId(), fields: fields() })).json();
    expect((await post(`/api/authoring/questions/${questionId}/update`, as('QA_User'), { commandId: newCommandId(), fields: { solution: 'x' } })).json()).toMatchObject({ code: 'NOT_UPDATABLE' });
    expect((await post(`/api/authoring/questions/${questionId}/reject`, as('QA_User'), { commandId: newCommandId(), feedback: 'no' })).statusCode).toBe(403);
    expect((await post(`/api/authoring/questions/${questionId}/reject`, as('QA_SuperAdmin'), { commandId: newCommandId(), feedback: 'Explain the steps' })).statusCode).toBe(200);
    const upd = await post(`/api/authoring/questions/${questionId}/update`, as('QA_User'), { commandId: newCommandId(), fields: { solution: 'Step 1: divide by ten.' } });
    expect(upd.json()).toMatchObject({ message: 'Revised Question Uploaded Successfully!' });
    for (const url of ['update', 'admin-update', 'reject', 'videos'])
      expect((await post(`/api/authoring/questions/${questionId}/${url}`, as('Auditor'), { commandId: newCommandId(), fields: { solution: 'x' }, feedback: 'x', videos: [{ topic: 'a', subTopic: 'b', sequenceNumber: 1 }] })).statusCode, url).toBe(403);
    const events = await t.eventStore.readStream(`question-${questionId}`);
    expect(events.map((e) => [e.type, e.data.reason ?? null, Object.keys(e.data.changes ?? {}).sort().join()])).toEqual([
      ['QuestionCreated', null, ''], ['QuestionRevised', 'review: rejected', 'feedback,status'], ['QuestionRevised', 'revision', 'solution,status'],
    ]);
  });
});

describe('JSON upload', () => {
  const entry = (q: string, over: Record<string, unknown> = {}) => ({ exam: 'JIPMAT', topic: 'Arithmetic', subTopic: 'Averages', difficulty: 'Medium', question: q, options: ['1', '2', '3', '4'], correctAnswer: 2, solution: 's', ...over });
  const upload = (kind: string, data: unknown, cookie = as('QA_User')) => post('/api/authoring/upload', cookie, { commandId: newCommandId(), kind, data });

  it('uploads general questions and skips duplicates of the bank and of the same upload', async () => {
    const text = `Average of ${Math.random()}?`;
    const first = await upload('general', { 1: entry(text), 2: entry(`${text} again`) });
    expect(first.json()).toMatchObject({ success: true, message: '2 questions uploaded', metadata: { duplicates: [] } });
    // duplicates are checked against the question index: wait until it holds the first upload
    await t.query.inject({ method: 'GET', url: `/api/question-history?after=${first.json().position}`, headers: { cookie: as('Auditor') } });
    const second = await upload('general', { 1: entry(`  ${text.toUpperCase()} `), 2: entry(`new ${text}`), 3: entry(`new ${text}`) });
    expect(second.json()).toMatchObject({ message: '1 questions uploaded', metadata: { duplicatesMessage: '2 duplicates were skipped. Check console for details.' } });
    expect(second.json().metadata.duplicates.map((d: { key: string }) => d.key)).toEqual(['1', '3']);
  });

  it('uploads comprehension sets: one set id per passage', async () => {
    const p1 = `Passage one ${Math.random()}`, p2 = `Passage two ${Math.random()}`;
    const r = await upload('comprehension', { 1: entry('Q1', { comprehension: p1 }), 2: entry('Q2', { comprehension: p1 }), 3: entry('Q3', { comprehension: p2 }) });
    expect(r.json().message).toBe('3 questions uploaded in 2 comprehension sets');
    const sets = await Promise.all(r.json().metadata.uploaded.map(async (u: { questionId: string }) => (await t.eventStore.readStream(`question-${u.questionId}`))[0].data.fields.setID));
    expect(sets[0]).toBe(sets[1]);
    expect(sets[2]).not.toBe(sets[0]);
  });

  it('refuses invalid JSON, wrong shapes and oversized bodies with problem+json, writing nothing', async () => {
    const cookie = as('QA_User');
    const before = await t.eventStore.headPosition();
    const broken = await t.command.inject({ method: 'POST', url: '/api/authoring/upload', headers: { cookie, 'content-type': 'application/json' }, payload: '{"kind":"general","data":{1:' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/problem+json');
    expect((await upload('general', [1, 2])).json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Please enter valid JSON data' });
    expect((await upload('general', {})).json().detail).toBe('Please enter valid JSON data');
    expect((await upload('csv', { 1: entry('x') })).json().detail).toBe('Upload kind must be general or comprehension');
    const shape = await upload('general', { 1: entry('fine'), 2: { question: 'no exam' }, 3: entry('bad answer', { correctAnswer: 9 }) });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().detail).toBe('Question 2: exam is required');
    expect(shape.json().problems).toEqual([{ key: '2', message: 'exam is required' }, { key: '3', message: 'Correct option should be between 1-4' }]);
    const many = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [String(i + 1), entry(`q${i}`)]));
    expect((await upload('general', many)).json().detail).toBe('At most 300 questions per upload');
    const huge = await upload('general', { 1: entry('x'.repeat(1_100_000)) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await upload('general', { 1: entry('x') }, as('QA_Applicant'))).statusCode).toBe(403);
    expect(await t.eventStore.headPosition()).toBe(before);
  });
});

describe('mocks and the comprehension-set generator', () => {
  it('adds to a mock at a position of at least 1 and creates sets, asking before moving questions in a set', async () => {
    const admin = as('QA_SuperAdmin');
    const mockId = `IPMAT-T${Math.floor(Math.random() * 1e6)}`;
    expect((await post('/api/admin/mocks', admin, { commandId: newCommandId(), mockId, name: 'Test mock', exam: 'IPMAT Indore', sections: ['QA'] })).statusCode).toBe(200);
    expect((await post('/api/authoring/mock', as('QA_User'), { commandId: newCommandId(), fields: fields(), mockId, section: 'QA', position: 0 })).json().detail).toBe('Position must be at least 1');
    for (let i = 0; i < 4; i++) expect((await post('/api/authoring/mock', as('QA_User'), { commandId: newCommandId(), fields: fields(), mockId, section: 'QA', position: i + 1 })).json()).toMatchObject({ questionNumber: i + 1 });
    const sets = await post(`/api/admin/mocks/${mockId}/sets`, admin, { commandId: newCommandId(), section: 'QA', ranges: [[1, 2]] });
    expect(sets.json()).toMatchObject({ message: 'Comprehension sets created successfully!' });
    const again = await post(`/api/admin/mocks/${mockId}/sets`, admin, { commandId: newCommandId(), section: 'QA', ranges: [[2, 3]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/^Some questions are already in existing sets: Question 2 is in set /);
    expect(again.json().details.questionsInExistingSets).toHaveLength(1);
    expect((await post(`/api/admin/mocks/${mockId}/sets`, admin, { commandId: newCommandId(), section: 'QA', ranges: [[2, 3]], force: true })).statusCode).toBe(200);
    const after = (await post(`/api/admin/mocks/${mockId}/active`, admin, { commandId: newCommandId(), examActive: 1 })).json().position;
    const list = await t.query.inject({ method: 'GET', url: `/api/admin/mocks/${mockId}/sections/QA?after=${after}`, headers: { cookie: admin } });
    const qs = list.json().questions;
    expect(qs.map((q: { questionNumber: number }) => q.questionNumber)).toEqual([1, 2, 3, 4]);
    expect(qs[1].setID).toBe(qs[2].setID);
    expect(qs[0].setID).not.toBe(qs[1].setID);
    expect(qs[3].setID).toBeNull();
    expect(list.json().message).toBe('Found 4 questions. 3 questions already have set IDs.');
    const mocks = (await t.query.inject({ method: 'GET', url: `/api/admin/mocks?status=active&exam=^IPMAT-T`, headers: { cookie: admin } })).json().mocks;
    expect(mocks.find((m: { id: string }) => m.id === mockId)).toMatchObject({ examActive: 1, questionsPerSection: { QA: 4 } });
    expect((await t.query.inject({ method: 'GET', url: `/api/admin/mocks?status=inactive&exam=^IPMAT-T`, headers: { cookie: admin } })).json().mocks.some((m: { id: string }) => m.id === mockId)).toBe(false);
    expect((await post(`/api/admin/mocks/${mockId}/active`, as('QA_User'), { commandId: newCommandId(), examActive: 0 })).statusCode).toBe(403);
  });
});
