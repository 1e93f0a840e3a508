import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext } from '../core/types';
import { DomainError } from '../core/errors';
import { questionAt, questionDecider, type QuestionEvent } from './decider';
import { changedFields, isCorrectAnswer, questionFieldsInput, solutionSlides, defaultSlideIndex } from './question';
import { questionReportsDecider } from './reports';

const student: Actor = { userId: 'u1', email: 's@x.in', username: 'stu', roles: ['user'] };
const ctx = (actor: Actor | null, now = '2025-01-01T00:00:00.000Z'): CommandContext => ({ now, actor, newId: (l = 'id') => `${l}-1` });
const mcq = questionFieldsInput.parse({
  exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy',
  question: 'What is 10% of 50?', option1: '5', option2: '10', option3: '15', option4: '50', correctAnswer: 1, solution: '10% of 50 = 5',
});
const code = (fn: () => unknown) => { try { fn(); } catch (e) { return e instanceof DomainError ? `${e.code}: ${e.message}` : String(e); } return 'no error'; };

describe('CreateQuestion', () => {
  const create = (fields = mcq, actor: Actor | null = null) => questionDecider.decide({ type: 'CreateQuestion', data: { questionId: 'q1', fields } }, questionDecider.initialState(), ctx(actor));

  it('records the full snapshot with who and when', () => {
    const [e] = create();
    expect(e.type).toBe('QuestionCreated');
    expect(e.data).toMatchObject({ questionId: 'q1', fields: mcq, createdBy: null, createdAt: '2025-01-01T00:00:00.000Z' });
  });
  it("refuses an MCQ whose correct option is not 1-4", () => {
    expect(code(() => create({ ...mcq, correctAnswer: '5' }))).toBe('VALIDATION_FAILED: Correct option should be between 1-4');
  });
  it('refuses an empty question, a place outside the catalogue and a non-numeric numerical answer', () => {
    expect(code(() => create({ ...mcq, question: ' ' }))).toBe('VALIDATION_FAILED: Question is required');
    expect(code(() => create({ ...mcq, subTopic: 'Astrology' }))).toMatch(/Unknown sub-topic/);
    expect(code(() => create({ ...mcq, type: 'Numerical', correctAnswer: 'abc' }))).toBe('VALIDATION_FAILED: Correct answer should be a number');
  });
  it('lets only authors (or the system) create, and only once', () => {
    expect(code(() => create(mcq, student))).toMatch(/^FORBIDDEN/);
    const state = questionDecider.evolve(questionDecider.initialState(), create()[0]);
    expect(code(() => questionDecider.decide({ type: 'CreateQuestion', data: { questionId: 'q1', fields: mcq } }, state, ctx(null)))).toMatch(/^QUESTION_EXISTS/);
  });
});

describe('version history', () => {
  it('folds revisions up to a time, each carrying only what changed', () => {
    const created = questionDecider.decide({ type: 'CreateQuestion', data: { questionId: 'q1', fields: mcq } }, questionDecider.initialState(), ctx(null))[0];
    const changes = changedFields(mcq, { ...mcq, option1: '5.0', solution: mcq.solution });
    expect(changes).toEqual({ option1: '5.0' });
    const revised: QuestionEvent = { type: 'QuestionRevised', data: { questionId: 'q1', changes, reason: 'typo', revisedBy: null, revisedAt: '2025-02-01T00:00:00.000Z' } };
    const before = questionAt([created, revised], '2025-01-15T00:00:00.000Z');
    const after = questionAt([created, revised]);
    expect(before.status === 'active' && before.fields.option1).toBe('5');
    expect(after.status === 'active' && after.fields.option1).toBe('5.0');
    expect(after.status === 'active' && after.eventCount).toBe(2);
  });
});

describe('answers and slides', () => {
  it('compares numerical answers by value', () => {
    expect(isCorrectAnswer({ type: 'Numerical', correctAnswer: '0.3' }, '0.30')).toBe(true);
    expect(isCorrectAnswer({ type: 'Numerical', correctAnswer: '12' }, '13')).toBe(false);
    expect(isCorrectAnswer({ type: 'MCQ', correctAnswer: '2' }, '2')).toBe(true);
  });
  it('splits solutions on <slide> or a --- line and clamps the default slide', () => {
    expect(solutionSlides('a<slide>b\n---\nc')).toEqual(['a', 'b', 'c']);
    expect(defaultSlideIndex('a<slide>b', 5)).toBe(1);
  });
});

describe('ReportQuestion', () => {
  const report = (option: string, explanation: string, actor: Actor | null = student) =>
    questionReportsDecider.decide({ type: 'ReportQuestion', data: { questionId: 'q1', questionVersion: 0, option, explanation, exam: 'IPMAT Indore', examID: null, section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages' } }, questionReportsDecider.initialState(), ctx(actor));

  it('tells guests to register', () => expect(code(() => report('Other', 'x', null))).toBe('NOT_SIGNED_IN: Register for free to use!'));
  it('needs an option', () => expect(code(() => report('', ''))).toBe('VALIDATION_FAILED: Please select an option!'));
  it('needs an explanation except for formatting', () => {
    for (const o of ['Question has an error', 'Solution is incorrect', 'Can be made better', 'Other'])
      expect(code(() => report(o, '  '))).toBe('VALIDATION_FAILED: Please add short explaination!');
    expect(report('Formatting issue', '')).toHaveLength(1);
  });
  it('keeps who, what, which version, when and why', () => {
    const [e] = report('Solution is incorrect', ' step 2 is wrong ');
    expect(e.data).toMatchObject({ reportId: 'report-1', option: 'Solution is incorrect', explanation: 'step 2 is wrong', questionVersion: 0, reportedBy: { userId: 'u1', email: 's@x.in' }, reportedAt: '2025-01-01T00:00:00.000Z' });
  });
});
