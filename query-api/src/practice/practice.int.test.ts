import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { newCommandId, startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
const sockets: Socket[] = [];
const ids: string[] = []; // four Percentages questions (answer '1'), one Averages question
const admin = () => t.sessionCookie(['user', 'QA_SuperAdmin']).cookie;
const base = { exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', difficulty: 'Easy', option1: 'a', option2: 'b', option3: 'c', option4: 'd', correctAnswer: '1', solution: 's', status: 'Live' };
const post = (url: string, cookie: string, payload: unknown) => t.command.inject({ method: 'POST', url, headers: { cookie }, payload: payload as never });
const get = (url: string, cookie?: string) => t.query.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((r) => ({ status: r.statusCode, body: r.json() }));
const answer = async (cookie: string, questionId: string, a: string | null) => (await post('/api/practice/answers', cookie, { commandId: newCommandId(), questionId, answer: a, seconds: 20 })).json();

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  for (let i = 0; i < 5; i++) {
    const subTopic = i < 4 ? 'Percentages' : 'Averages';
    const r = await post('/api/questions', admin(), { commandId: newCommandId(), ...base, subTopic, difficulty: i % 2 ? 'Hard' : 'Easy', question: `Q${i}` });
    ids.push(r.json().questionId);
  }
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.stop();
});

describe('student analytics', () => {
  it('builds the topic distribution, per-sub-topic stats and SWOT, counting a re-answered question once', async () => {
    const s = t.sessionCookie(['user']);
    await answer(s.cookie, ids[0], '1');
    await answer(s.cookie, ids[1], '2');
    await answer(s.cookie, ids[2], null);
    await answer(s.cookie, ids[1], '1'); // changed mind: now correct
    const last = await answer(s.cookie, ids[3], '1');
    const { body } = await get(`/api/practice/dashboard?after=${last.position}`, s.cookie);
    expect(body.stale).toBe(false);
    const section = body.sections.find((x: any) => x.exam === 'IPMAT Indore' && x.section === 'Math');
    expect(section.subTopics['Arithmetic|Percentages']).toMatchObject({ questions: 4, attempted: 3, correct: 3, wrong: 0, unanswered: 1, seconds: 100 });
    expect(section.distribution.Arithmetic.Percentages).toEqual({ Easy: { total: 2, correct: 1, wrong: 0 }, Hard: { total: 2, correct: 2, wrong: 0 } });
    // 75% attempted, 100% accurate: a strength by the IPMAT Indore Math row (70/40/70/60); other quadrants empty, so relaxed once
    expect(section.swot).toMatchObject({ status: 'ok', relaxed: true, strengths: [{ subtopic: 'Percentages', attemptRate: 75, accuracy: 100, score: 75 }] });
    expect(body.student.totals).toMatchObject({ answers: 5, correct: 3, wrong: 1, unanswered: 1 });
    expect(body.recent[0]).toMatchObject({ questionId: ids[3], outcome: 'correct', seconds: 20, questionVersion: 0 });
  });

  it('shows insufficient data until a sub-topic has 3 questions', async () => {
    const s = t.sessionCookie(['user']);
    const last = await answer(s.cookie, ids[4], '1');
    const { body } = await get(`/api/practice/dashboard?after=${last.position}`, s.cookie);
    expect(body.sections[0].swot).toEqual({ status: 'insufficient', message: 'Insufficient data for SWOT analysis. Please attempt more questions.' });
  });

  it('is for logged-in students only', async () => {
    expect((await get('/api/practice/dashboard')).status).toBe(401);
  });
});

describe('practice filters', () => {
  it('filters by attempt type and bookmarks, with the spec messages', async () => {
    const s = t.sessionCookie(['user']);
    await answer(s.cookie, ids[0], '1');
    await answer(s.cookie, ids[1], '3');
    const bm = await post('/api/practice/bookmarks', s.cookie, { commandId: newCommandId(), questionId: ids[2], bookmarks: ['Tricky'] });
    const after = `after=${bm.json().position}`;
    const q = (qs: string) => get(`/api/questions?exam=IPMAT%20Indore&subTopic=Percentages&${qs}&${after}`, s.cookie).then((r) => r.body);
    expect((await q('attemptType=correct')).questions.map((x: any) => x.id)).toEqual([ids[0]]);
    expect((await q('attemptType=wrong')).questions.map((x: any) => x.id)).toEqual([ids[1]]);
    expect((await q('attemptType=unattempted')).questions.map((x: any) => x.id)).toEqual([ids[2], ids[3]]);
    const bookmarked = await q('bookmarks=any');
    expect(bookmarked).toMatchObject({ total: 1, message: 'Filters applied!' });
    expect(bookmarked.states[ids[2]].bookmarks).toEqual(['Tricky']);
    expect(await q('difficulty=Conceptual')).toMatchObject({ total: 0, questions: [], message: 'No questions found' });
    // a draft (status Fresh) is not practised
    const draft = await post('/api/questions', admin(), { commandId: newCommandId(), ...base, status: 'Fresh', subTopic: 'Percentages', question: 'draft' });
    const all = await get(`/api/questions?exam=IPMAT%20Indore&subTopic=Percentages&after=${draft.json().position}`, s.cookie);
    expect(all.body.questions.map((x: any) => x.question)).not.toContain('draft');
    const guest = await get('/api/questions?attemptType=correct');
    expect(guest).toMatchObject({ status: 401, body: { detail: 'Please login to use this feature!' } });
  });
});

describe('live pushes and the distribution bar', () => {
  const socketFor = (cookie?: string) => {
    const s = connect(t.baseUrl, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
    sockets.push(s);
    return s;
  };
  const join = (s: Socket, room: string) => new Promise<{ ok: boolean }>((r) => s.emit('join', room, r));

  it('pushes a student their own changes only, and question counts to everyone', async () => {
    const s = t.sessionCookie(['user']);
    const other = t.sessionCookie(['user']);
    const mine = socketFor(s.cookie);
    expect(await join(mine, `student:${s.userId}`)).toEqual({ ok: true });
    expect(await join(socketFor(other.cookie), `student:${s.userId}`)).toMatchObject({ ok: false });
    const guest = socketFor();
    expect(await join(guest, 'questions:distribution')).toEqual({ ok: true });
    const notices: any[] = [];
    const counts: any[] = [];
    mine.on('view:changed', (n) => notices.push(n));
    guest.on('view:changed', (n) => counts.push(n));
    const r = await answer(s.cookie, ids[0], '4');
    await expect.poll(() => notices.some((n) => n.view === 'practice_students' && n.ids.includes(s.userId)), { timeout: 5000 }).toBe(true);
    await expect.poll(() => counts.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(counts[0]).toMatchObject({ view: 'question_stats', ids: [ids[0]] });
    const tester = t.sessionCookie(['user', 'TestingPerson']).cookie;
    const stats = await get(`/api/questions/stats?ids=${ids[0]}&after=${r.position}`, tester);
    expect(stats.body.stats[ids[0]]).toMatchObject({ wrongCount: expect.any(Number), correctCount: expect.any(Number) });
    expect(stats.body.stats[ids[0]].wrongCount).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/questions/stats?ids=${ids[0]}`, s.cookie)).status).toBe(403);
  });
});
