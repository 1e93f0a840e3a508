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

const post = (url: string, cookie: string, payload: object) => t.command.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie?: string) => t.query.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const as = (...roles: string[]) => t.sessionCookie(roles).cookie;
const fields = (over: Record<string, unknown> = {}) => ({
  exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy',
  question: `What is 10% of ${Math.floor(Math.random() * 1e9)}?`, option1: '1', option2: '2', option3: '3', option4: '4', correctAnswer: '2', solution: 'Divide by ten.', ...over,
});
async function reportedQuestion(over: Record<string, unknown> = {}, reporters = 2) {
  const { questionId } = (await post('/api/authoring/questions', as('QA_User'), { commandId: newCommandId(), fields: fields(over) })).json();
  const reportIds: string[] = [];
  let position = '';
  for (let i = 0; i < reporters; i++) {
    const r = await post(`/api/questions/${questionId}/report`, as('user'), { commandId: newCommandId(), option: 'Solution is incorrect', explanation: `answer is wrong ${i}` });
    expect(r.statusCode).toBe(200);
    reportIds.push(r.json().reportId);
    position = r.json().position;
  }
  return { questionId, reportIds, position };
}

describe('resolving a reported question', () => {
  it('lists it under Errors, refuses an incomplete classification, then saves the fix and classifies every report', async () => {
    const resolver = as('QA_ReportIpmat');
    const { questionId, reportIds, position } = await reportedQuestion();
    const errors = (await get(`/api/resolvers/reports?section=errors&sort=most_reports&after=${position}`, resolver)).json();
    expect(errors).toMatchObject({ currentPage: 1, pageSize: 25, startItem: 1 });
    expect(errors.reports.find((r: { questionID: string }) => r.questionID === questionId)).toMatchObject({ reportCount: 2, status: 'open', whatsWrong: 'Solution is incorrect', exam: 'IPMAT Indore' });

    const before = await t.eventStore.headPosition();
    const partial = await post(`/api/resolvers/questions/${questionId}/resolve`, resolver, { commandId: newCommandId(), fields: { correctAnswer: '1' }, classifications: { [reportIds[0]]: 'Corrected' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().detail).toBe('Please select report type for all reports');
    expect(await t.eventStore.headPosition()).toBe(before);

    const fix = await post(`/api/resolvers/questions/${questionId}/resolve`, resolver, { commandId: newCommandId(), fields: { correctAnswer: '1', solution: 'Divide by ten: option 1.' }, classifications: { [reportIds[0]]: 'Corrected', [reportIds[1]]: 'StudentError' } });
    expect(fix.json()).toMatchObject({ success: true, message: 'Updated!', redirect: '/resolvers/errors', version: 1, classified: 2 });
    const [, revised] = await t.eventStore.readStream(`question-${questionId}`);
    expect(revised.data).toMatchObject({ changes: { correctAnswer: '1', solution: 'Divide by ten: option 1.' }, reason: 'resolver fix: 1 corrected, 1 student error', revisedBy: { userId: expect.any(String) } });
    const editorData = (await get(`/api/resolvers/question/${questionId}`, resolver)).json();
    expect(editorData.faultyVersions).toEqual([[0, 1]]);
    const reports = editorData.reports;
    expect(reports.map((r: { reportType: string; fixedInVersion: number; corrected: boolean }) => [r.reportType, r.fixedInVersion, r.corrected])).toEqual([['Corrected', 1, true], ['StudentError', 1, true]]);
    expect(reports[0].fixedBy).toMatchObject({ userId: expect.any(String) });

    const corrected = (await get(`/api/resolvers/reports?section=corrected&after=${fix.json().position}`, resolver)).json();
    expect(corrected.reports.find((r: { questionID: string }) => r.questionID === questionId)).toMatchObject({ status: 'corrected', reportType: 'StudentError', fixedAt: expect.any(String) });
    expect((await get('/api/resolvers/reports?section=errors', resolver)).json().reports.some((r: { questionID: string }) => r.questionID === questionId)).toBe(false);
    // a new report after the fix opens the question again; the corrected ones stay locked
    const again = await post(`/api/questions/${questionId}/report`, as('user'), { commandId: newCommandId(), option: 'Other', explanation: 'typo' });
    const locked = await post(`/api/resolvers/questions/${questionId}/resolve`, resolver, { commandId: newCommandId(), fields: {}, classifications: { [reportIds[0]]: 'StudentError', [again.json().reportId]: 'Corrected' } });
    expect(locked.json()).toMatchObject({ code: 'REPORT_LOCKED', detail: 'Corrected reports are locked' });
  });

  it('refuses a fix saved over a version newer than the one the resolver loaded, writing nothing', async () => {
    const { questionId, reportIds } = await reportedQuestion({}, 1);
    await post(`/api/authoring/questions/${questionId}/admin-update`, as('QA_SuperAdmin'), { commandId: newCommandId(), fields: { solution: 'admin changed it meanwhile' } });
    const before = await t.eventStore.headPosition();
    const stale = await post(`/api/resolvers/questions/${questionId}/resolve`, as('QA_ReportIpmat'), { commandId: newCommandId(), fields: { solution: 'mine' }, classifications: { [reportIds[0]]: 'Corrected' }, expectedVersion: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', currentVersion: 1 });
    expect(await t.eventStore.headPosition()).toBe(before);
  });

  it('keeps resolvers to their scope, sends CUET fixes to the CUET list, and refuses auditors and authors', async () => {
    const cuet = { exam: 'CUETECO', section: 'ECO', topic: 'Microeconomics', subTopic: 'Demand' };
    const { questionId, reportIds } = await reportedQuestion(cuet, 1);
    const body = { commandId: newCommandId(), fields: { solution: 'better' }, classifications: { [reportIds[0]]: 'Corrected' } };
    expect((await post(`/api/resolvers/questions/${questionId}/resolve`, as('QA_ReportIpmat'), body)).statusCode).toBe(403);
    expect((await post(`/api/resolvers/questions/${questionId}/resolve`, as('Auditor'), body)).statusCode).toBe(403);
    expect((await post(`/api/resolvers/questions/${questionId}/resolve`, as('QA_User'), body)).statusCode).toBe(403);
    const ok = await post(`/api/resolvers/questions/${questionId}/resolve`, as('QA_ReportCuet'), body);
    expect(ok.json()).toMatchObject({ redirect: '/resolvers/cuet/errors' });
    const cuetList = (await get(`/api/resolvers/reports?section=corrected&variant=cuet&after=${ok.json().position}`, as('QA_ReportCuet'))).json();
    expect(cuetList.reports.map((r: { questionID: string }) => r.questionID)).toContain(questionId);
    expect((await get('/api/resolvers/reports?section=errors&page=9', as('QA_ReportCuet'))).json().detail).toBe('Page number must be between 1 and 1');
  });
});

describe('version history for auditors', () => {
  it('answers versions, the question as of any instant, diffs and the timeline; pushes each new version live', async () => {
    const auditor = as('Auditor');
    const { questionId, reportIds } = await reportedQuestion({}, 1);
    const socket = connect(t.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: auditor }, reconnection: false });
    sockets.push(socket);
    const notices: Array<{ view: string; ids: string[] }> = [];
    socket.on('view:changed', (n) => notices.push(n));
    expect(await new Promise((r) => socket.emit('join', `question:${questionId}`, r))).toEqual({ ok: true });
    const student = connect(t.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: as('user') }, reconnection: false });
    sockets.push(student);
    expect(await new Promise((r) => student.emit('join', `question:${questionId}`, r))).toEqual({ ok: false, error: 'FORBIDDEN' });

    const original = (await get(`/api/question-history/${questionId}/at`, auditor)).json();
    const beforeFix = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const fix = await post(`/api/resolvers/questions/${questionId}/resolve`, as('QA_SuperAdmin'), { commandId: newCommandId(), fields: { question: `${original.fields.question} (revised)`, correctAnswer: '3' }, classifications: { [reportIds[0]]: 'Corrected' } });
    await expect.poll(() => notices.some((n) => n.view === 'question_index' && n.ids.includes(questionId)), { timeout: 5000 }).toBe(true);

    const versions = (await get(`/api/question-history/${questionId}/versions`, auditor)).json().versions;
    expect(versions.map((v: { version: number; kind: string; changed: string[] }) => [v.version, v.kind, v.changed])).toEqual([[0, 'created', expect.any(Array)], [1, 'resolver fix', ['question', 'correctAnswer']]]);
    expect(versions[1].correlationId).toBeTruthy();
    const then = (await get(`/api/question-history/${questionId}/at?time=${encodeURIComponent(beforeFix)}`, auditor)).json();
    expect(then).toMatchObject({ exists: true, version: 0, fields: { correctAnswer: '2', question: original.fields.question } });
    expect((await get(`/api/question-history/${questionId}/at?time=2000-01-01T00:00:00Z`, auditor)).json()).toMatchObject({ exists: false, message: 'No Question Data. Select Time Frame' });
    expect((await get(`/api/question-history/${questionId}/at?version=1`, auditor)).json().fields.correctAnswer).toBe('3');
    const diff = (await get(`/api/question-history/${questionId}/diff?from=0&to=1`, auditor)).json().changes;
    expect(diff.map((d: { group: string; field: string }) => `${d.group}:${d.field}`)).toEqual(['text:question', 'correct answer:correctAnswer']);
    const timeline = (await get(`/api/question-history/${questionId}/timeline`, auditor)).json().events;
    expect(timeline.map((e: { type: string }) => e.type)).toEqual(['QuestionCreated', 'QuestionReported', 'QuestionRevised', 'QuestionReportsClassified']);
    expect(timeline[2].correlationId).toBe(timeline[3].correlationId);

    const audit = (await get(`/api/audit/events?stream=question-&limit=500`, auditor)).json();
    expect(audit.events.find((e: { type: string; stream: string }) => e.stream === `question-${questionId}` && e.type === 'QuestionRevised')).toMatchObject({ actor: { userId: expect.any(String) }, correlationId: expect.any(String), occurredAt: expect.any(String) });
    expect(JSON.stringify(audit)).not.toContain('passwordHash');
    const oneRequest = (await get(`/api/audit/events?correlationId=${timeline[2].correlationId}`, auditor)).json().events;
    expect(oneRequest.map((e: { type: string }) => e.type)).toEqual(['QuestionRevised', 'QuestionReportsClassified']);
    expect(fix.json().position).toBeTruthy();

    expect((await get(`/api/question-history/${questionId}/versions`, as('user'))).statusCode).toBe(403);
    expect((await get(`/api/question-history/${questionId}/versions`)).statusCode).toBe(401);
    expect((await get('/api/audit/events', as('QA_ReportIpmat'))).statusCode).toBe(403);
    expect((await get(`/api/question-history/does-not-exist/versions`, auditor)).statusCode).toBe(404);
  });
});
