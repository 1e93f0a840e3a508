import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext } from '../core/types';
import { DomainError } from '../core/errors';
import { fold } from '../core/types';
import { practiceDecider, type PracticeEvent, type QuestionSnapshot } from './practice';
import { doubtsDecider, type DoubtEvent } from './doubts';
import { beaconDateProblem, bigBlimpPayload, blimpPayload, usageDecider } from './usage';

const student: Actor = { userId: 'u1', email: 's@x.in', username: 'stu', roles: ['user'] };
const ctx = (actor: Actor | null = student): CommandContext => ({ now: '2025-03-01T10:00:00.000Z', actor, newId: (l = 'id') => `${l}-1` });
const err = (fn: () => unknown) => { try { fn(); } catch (e) { if (e instanceof DomainError) return `${e.code} ${e.status}: ${e.message}`; throw e; } return 'no error'; };
const q = (over: Partial<QuestionSnapshot> = {}): QuestionSnapshot => ({
  questionId: 'q1', version: 2, examID: null, exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages',
  difficulty: 'Easy', type: 'MCQ', correctAnswer: '3', questionNumber: null, ...over,
});

describe('AnswerQuestion', () => {
  const answer = (answer: string | number | null, question = q(), actor: Actor | null = student) =>
    practiceDecider.decide({ type: 'AnswerQuestion', data: { question, answer, seconds: 42.4, mode: 'practice' } }, practiceDecider.initialState(), ctx(actor));

  it('records the outcome, time and the question version answered', () => {
    expect(answer('3')[0].data).toMatchObject({ outcome: 'correct', answer: '3', correctAnswer: '3', questionVersion: 2, seconds: 42, userId: 'u1', attemptId: 'attempt-1', mode: 'practice' });
    expect(answer(1)[0].data).toMatchObject({ outcome: 'wrong', answer: '1' });
    expect(answer(-1)[0].data).toMatchObject({ outcome: 'unanswered', answer: null });
    expect(answer(null)[0].data).toMatchObject({ outcome: 'unanswered' });
  });
  it('compares numerical answers by value', () => {
    expect(answer('12.50', q({ type: 'Numerical', correctAnswer: '12.5' }))[0].data).toMatchObject({ outcome: 'correct' });
  });
  it('refuses malformed answers and guests', () => {
    expect(err(() => answer('5'))).toBe('VALIDATION_FAILED 400: Please choose one of the four options');
    expect(err(() => answer('abc', q({ type: 'Numerical', correctAnswer: '1' })))).toBe('VALIDATION_FAILED 400: Please enter a number');
    expect(err(() => answer('3', q(), null))).toMatch(/^UNAUTHENTICATED 401/);
  });
});

describe('UpdateBookmarks', () => {
  it('stores the full list of checked labels, in dropdown order, and skips a no-op', () => {
    const [e] = practiceDecider.decide({ type: 'UpdateBookmarks', data: { question: q(), bookmarks: ['Tricky', 'Important', 'Tricky'] } }, practiceDecider.initialState(), ctx());
    expect(e.data).toMatchObject({ bookmarks: ['Important', 'Tricky'], questionId: 'q1' });
    const state = fold(practiceDecider, [e as PracticeEvent]);
    expect(practiceDecider.decide({ type: 'UpdateBookmarks', data: { question: q(), bookmarks: ['Important', 'Tricky'] } }, state, ctx())).toEqual([]);
    expect(practiceDecider.decide({ type: 'UpdateBookmarks', data: { question: q(), bookmarks: [] } }, state, ctx())[0].data).toMatchObject({ bookmarks: [] });
    expect(err(() => practiceDecider.decide({ type: 'UpdateBookmarks', data: { question: q(), bookmarks: ['Nope'] } }, state, ctx()))).toMatch(/Unknown bookmark label/);
  });
});

describe('GiveFeedback', () => {
  const give = (feedbackType: string, reason: string, actor: Actor | null = student) =>
    practiceDecider.decide({ type: 'GiveFeedback', data: { question: q(), feedbackType, reason } }, practiceDecider.initialState(), ctx(actor));
  it('tells guests to register', () => expect(err(() => give('positive', '', null))).toBe('NOT_SIGNED_IN 401: Register for free to use!'));
  it('needs a type', () => expect(err(() => give('', ''))).toBe('VALIDATION_FAILED 400: Please select feedback type!'));
  it('needs a reason for negative feedback only', () => {
    expect(err(() => give('negative', ' '))).toBe('VALIDATION_FAILED 400: Please add feedback reason!');
    expect(give('positive', '')[0].data).toMatchObject({ feedbackType: 'positive', reason: '', questionVersion: 2 });
    expect(give('negative', ' unclear wording ')[0].data).toMatchObject({ feedbackType: 'negative', reason: 'unclear wording' });
  });
});

describe('doubts buckets (balti)', () => {
  const entry = (i: number) => ({ questionID: `q${i}`, exam: 'IPMAT Indore', question: `Q${i}`, difficulty: 'Easy' as const, topic: 'Arithmetic', subTopic: 'Percentages' });
  const add = (events: DoubtEvent[], balti: string, i: number, actor: Actor | null = student) =>
    doubtsDecider.decide({ type: 'AddToBalti', data: { balti, entry: entry(i) } }, fold(doubtsDecider, events), ctx(actor));

  it('needs a login and a chosen balti', () => {
    expect(err(() => add([], 'Maths', 1, null))).toBe('UNAUTHENTICATED 401: Please login to use this feature!');
    expect(err(() => add([], '  ', 1))).toBe('VALIDATION_FAILED 400: Please select a balti');
  });
  it('stores the entry with status Doubt and ignores a repeat', () => {
    const [e] = add([], ' Maths ', 1);
    expect(e).toMatchObject({ type: 'QuestionAddedToBalti', data: { balti: 'Maths', entry: { questionID: 'q1', status: 'Doubt' } } });
    expect(add([e], 'Maths', 1)).toEqual([]);
  });
  it('holds at most 20 questions per balti', () => {
    const events: DoubtEvent[] = [];
    for (let i = 1; i <= 20; i++) events.push(...add(events, 'Maths', i));
    expect(events).toHaveLength(20);
    expect(err(() => add(events, 'Maths', 21))).toBe('BALTI_FULL 409: One balti can have 20 questions!');
    expect(add(events, 'Other', 21)).toHaveLength(1);
    const removed = doubtsDecider.decide({ type: 'RemoveFromBalti', data: { balti: 'Maths', questionId: 'q3' } }, fold(doubtsDecider, events), ctx());
    expect(add([...events, ...removed], 'Maths', 21)).toHaveLength(1);
  });
});

describe('usage beacons', () => {
  const now = Date.parse('2025-03-01T20:00:00.000Z'); // 01:30 on 2 March in India
  it('reads the shifted date as the India day', () => {
    const ijkl = new Date(now + 19800_000);
    const p = blimpPayload.parse({ abcd: '/questionsArena/question', efgh: 65, ijkl: ijkl.toISOString() });
    expect(beaconDateProblem('blimp', p.ijkl, now)).toBeNull();
    const [e] = usageDecider.decide({ type: 'RecordPageTime', data: { page: p.abcd, seconds: p.efgh, ijkl: p.ijkl } }, {}, ctx());
    expect(e.data).toMatchObject({ page: '/questionsArena/question', seconds: 65, day: '2025-03-02' });
  });
  it('refuses untracked pages, bad seconds, extra fields and far-off dates', () => {
    expect(blimpPayload.safeParse({ abcd: '/elsewhere', efgh: 1, ijkl: 0 }).success).toBe(false);
    expect(blimpPayload.safeParse({ abcd: '/resolvers', efgh: -1, ijkl: 0 }).success).toBe(false);
    expect(blimpPayload.safeParse({ abcd: '/resolvers', efgh: 1, ijkl: 'soon' }).success).toBe(false);
    expect(blimpPayload.safeParse({ abcd: '/resolvers', efgh: 1, ijkl: 0, x: 1 }).success).toBe(false);
    expect(beaconDateProblem('blimp', new Date(now - 3 * 86_400_000), now)).not.toBeNull();
  });
  it('accepts a day summary only for an earlier day', () => {
    const p = bigBlimpPayload.parse({ abcd: { '/questionsArena/dashboard': 120 }, ijkl: '2025-03-01T09:00:00.000Z' });
    expect(beaconDateProblem('bigBlimp', p.ijkl, now)).toBeNull();
    expect(beaconDateProblem('bigBlimp', new Date(now + 19800_000), now)).toBe('ijkl must be an earlier day');
  });
});
