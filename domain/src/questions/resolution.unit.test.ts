import { describe, expect, it } from 'vitest';
import type { Actor } from '../core/types';
import { DomainError } from '../core/errors';
import type { QuestionReported } from './reports';
import { questionReportsDecider } from './reports';
import { classifyAll, faultyVersionRanges, resolutionDecider, type ResolutionEvent, resolverRedirect, wasFaultyAt } from './resolution';
import { completedPageProblem, nextSortDirection, pageCount, pageInputProblem, sortChoice } from './report-list';
import { duplicatesMessage, isComprehensionData, parseUpload, questionFingerprint } from './upload';

const resolver: Actor = { userId: 'r1', email: 'r@x.in', username: 'fixer', roles: ['QA_ReportIpmat'] };
const reported = (reportId: string, questionVersion = 0): QuestionReported => ({
  type: 'QuestionReported',
  data: { reportId, questionId: 'q1', questionVersion, option: 'Solution is incorrect', explanation: 'x', exam: 'IPMAT Indore', examID: null, section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', reportedBy: { userId: 's1', username: 's', email: 's@x.in' }, reportedAt: '2025-01-01T00:00:00.000Z' },
});
function classify(given: ResolutionEvent[], classifications: Record<string, string>, actor: Actor | null = resolver) {
  const state = given.reduce(resolutionDecider.evolve, resolutionDecider.initialState());
  try {
    return resolutionDecider.decide({ type: 'ClassifyReports', data: { questionId: 'q1', classifications: classifications as never, fixedInVersion: 3 } }, state, { now: '2025-02-01T00:00:00.000Z', actor, newId: () => 'x' });
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}: ${e.message}`;
    throw e;
  }
}

describe('classifying reports', () => {
  it('needs a type for every uncorrected report', () => {
    expect(classify([reported('a'), reported('b')], { a: 'Corrected' })).toBe('VALIDATION_FAILED: Please select report type for all reports');
  });
  it('records each classification with fixedAt, fixedBy and the fixing version', () => {
    const [e] = classify([reported('a'), reported('b')], { a: 'Corrected', b: 'StudentError' }) as ResolutionEvent[];
    expect(e).toMatchObject({ type: 'QuestionReportsClassified', data: { classifications: [{ reportId: 'a', reportType: 'Corrected' }, { reportId: 'b', reportType: 'StudentError' }], fixedAt: '2025-02-01T00:00:00.000Z', fixedBy: { userId: 'r1' }, fixedInVersion: 3 } });
  });
  it('locks corrected reports: only the new ones are classified, a changed type is refused', () => {
    const first = classify([reported('a')], { a: 'Corrected' }) as ResolutionEvent[];
    const given = [reported('a'), ...first, reported('b')];
    expect(classify(given, { b: 'StudentError' })).toMatchObject([{ data: { classifications: [{ reportId: 'b', reportType: 'StudentError' }] } }]);
    expect(classify(given, { a: 'StudentError', b: 'StudentError' })).toBe('REPORT_LOCKED: Corrected reports are locked');
    expect(classify(given, { a: 'Corrected', b: 'Corrected' })).toHaveLength(1);
  });
  it('the bulk buttons cover only uncorrected reports', () => {
    expect(classifyAll([{ reportId: 'a', corrected: true, reportType: 'Corrected' }, { reportId: 'b', corrected: false, reportType: null }], 'StudentError')).toEqual({ b: 'StudentError' });
  });
  it('is refused to anyone without questions.resolve (the auditor changes nothing)', () => {
    expect(classify([reported('a')], { a: 'Corrected' }, { ...resolver, roles: ['Auditor'] })).toMatch(/^FORBIDDEN/);
  });
  it("the practice slice's report decider folds the classification too (one stream, two deciders)", () => {
    const events = [reported('a'), ...(classify([reported('a')], { a: 'Corrected' }) as ResolutionEvent[])];
    const state = events.reduce(questionReportsDecider.evolve as (s: ReturnType<typeof questionReportsDecider.initialState>, e: ResolutionEvent) => ReturnType<typeof questionReportsDecider.initialState>, questionReportsDecider.initialState());
    expect(state.reports.map((r) => r.status)).toEqual(['resolved']);
  });
  it('tells a wrong answer from a question that was wrong at the time', () => {
    const ranges = faultyVersionRanges([{ questionVersion: 1, reportType: 'Corrected', fixedInVersion: 3 }, { questionVersion: 4, reportType: 'StudentError', fixedInVersion: 5 }]);
    expect([0, 1, 2, 3, 4].map((v) => wasFaultyAt(v, ranges))).toEqual([false, true, true, false, false]);
  });
  it('sends CUET fixes back to the CUET list', () => {
    expect(resolverRedirect({ exam: 'CUETECO', examID: null })).toBe('/resolvers/cuet/errors');
    expect(resolverRedirect({ exam: 'IPMAT Indore', examID: 'ipmat-mock-1' })).toBe('/resolvers/errors');
    expect(resolverRedirect({ exam: 'IPMAT Indore', examID: 'CUET-mix-2' })).toBe('/resolvers/cuet/errors');
  });
});

describe('report lists', () => {
  it('cycles sort descending, ascending, none and maps to the fetch choices', () => {
    expect([nextSortDirection(null), nextSortDirection('desc'), nextSortDirection('asc')]).toEqual(['desc', 'asc', null]);
    expect([sortChoice('reportTime', 'desc'), sortChoice('reportTime', 'asc'), sortChoice('reportCount', 'desc'), sortChoice('reportCount', 'asc'), sortChoice('reportCount', null)])
      .toEqual(['latest', 'oldest', 'most_reports', 'least_reports', 'none']);
  });
  it('pages by the spec: fallback ceil(total/25) and its messages', () => {
    expect(pageCount(51)).toBe(3);
    expect(pageCount(51, 7)).toBe(7);
    expect(pageInputProblem('0', 3)).toBe('Please enter a valid page number greater than 0');
    expect(pageInputProblem('abc', 3)).toBe('Please enter a valid page number greater than 0');
    expect(pageInputProblem('4', 3)).toBe('Please enter a page number between 1 and 3');
    expect(pageInputProblem('2', 3)).toBeNull();
    expect(completedPageProblem(0, 3, 'previous')).toBe('What are you trying?');
    expect(completedPageProblem(9, 3, 'input')).toBe('Invalid page number');
  });
});

describe('JSON upload', () => {
  const entry = { exam: 'IPMAT Indore', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy', question: 'What is 20% of 40?', options: ['8', '4', '2', '20'], correctAnswer: 1, solution: '0.2 × 40 = 8' };
  it('turns entries keyed by number into questions, placing the section from the catalogue', () => {
    const { items, problems } = parseUpload({ 1: entry, 2: { ...entry, options: undefined, question: 'Compute 5+5', correctAnswer: '10' } });
    expect(problems).toEqual([]);
    expect(items[0]).toMatchObject({ key: '1', fields: { section: 'Math', type: 'MCQ', option1: '8', correctAnswer: '1', questionNumber: 1 } });
    expect(items[1].fields).toMatchObject({ type: 'Numerical', correctAnswer: '10' });
  });
  it('names each broken entry', () => {
    const { problems } = parseUpload({ 1: { ...entry, correctAnswer: 6 }, 2: { ...entry, topic: 'Astrology' }, 3: 'hello', 4: { ...entry, difficulty: 'Trivial' } });
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual([
      '1: Correct option should be between 1-4', "2: Unknown topic 'Astrology' for IPMAT Indore", '3: Invalid input: expected object, received string', '4: difficulty must be one of Easy, Medium, Hard, Very Hard, Conceptual',
    ]);
    expect(parseUpload({}).problems[0].message).toBe('Please enter valid JSON data');
  });
  it('detects comprehension data and duplicates by exam, text and options regardless of case, spacing and markup', () => {
    expect(isComprehensionData({ 1: entry })).toBe(false);
    expect(isComprehensionData({ 1: entry, 2: { ...entry, comprehension: 'Passage' } })).toBe(true);
    const a = parseUpload({ 1: entry }).items[0].fields;
    const b = parseUpload({ 1: { ...entry, question: '  what IS <b>20%</b> of   40? ' } }).items[0].fields;
    const c = parseUpload({ 1: { ...entry, exam: 'JIPMAT', topic: 'Arithmetic', subTopic: 'Percentages' } }).items[0].fields;
    expect(questionFingerprint(a)).toBe(questionFingerprint(b));
    expect(questionFingerprint(a)).not.toBe(questionFingerprint(c));
    expect(duplicatesMessage(2)).toBe('2 duplicates were skipped. Check console for details.');
  });
});
