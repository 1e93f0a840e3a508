import { describe, expect, it } from 'vitest';
import type { Actor } from '../core/types';
import { DomainError } from '../core/errors';
import { mockDecider, type MockCommand, type MockEvent } from './mock';
import { overlappingRanges, parseRanges, rangeIndexOf } from './ranges';

const admin: Actor = { userId: 'a', email: 'a@x.in', username: 'a', roles: ['QA_SuperAdmin'] };
let n = 0;
function run(given: MockEvent[], command: MockCommand, actor: Actor | null = admin) {
  const state = given.reduce(mockDecider.evolve, mockDecider.initialState());
  try {
    return mockDecider.decide(command, state, { now: '2025-01-01T00:00:00.000Z', actor, newId: (l = 'id') => `${l}-${++n}` });
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}: ${e.message}`;
    throw e;
  }
}
const created: MockEvent = { type: 'MockCreated', data: { mockId: 'IPMAT-M1', name: 'Mock 1', exam: 'IPMAT Indore', sections: ['VA', 'QA'], createdAt: 'x' } };
const placed = (q: string, position: number): MockEvent => ({ type: 'MockQuestionPlaced', data: { mockId: 'IPMAT-M1', section: 'VA', position, questionId: q } });
const five = [created, ...[1, 2, 3, 4, 5].map((i) => placed(`q${i}`, i))];

describe('ranges', () => {
  it("parses 'start-end' pieces and ignores invalid ones", () => {
    expect(parseRanges('1-3, 4-6,x, 9-7, 7 - 8,0-2,10')).toEqual([[1, 3], [4, 6], [7, 8]]);
    expect(overlappingRanges([[1, 3], [3, 5], [7, 8]])).toEqual([[[1, 3], [3, 5]]]);
    expect(rangeIndexOf(4, [[1, 3], [3, 5]])).toBe(1);
  });
});

describe('mocks', () => {
  it('places a question at a position of at least 1', () => {
    expect(run([created], { type: 'PlaceQuestionInMock', data: { section: 'VA', position: 0, questionId: 'q' } })).toBe('VALIDATION_FAILED: Position must be at least 1');
    expect(run(five, { type: 'PlaceQuestionInMock', data: { section: 'VA', position: 2, questionId: 'q9' } })).toMatchObject([{ data: { position: 2 } }]);
    const state = [...five, placed('q9', 2)].reduce(mockDecider.evolve, mockDecider.initialState());
    expect(state.status === 'active' && state.questions.VA.map((q) => q.questionId)).toEqual(['q1', 'q9', 'q2', 'q3', 'q4', 'q5']);
    expect(run(five, { type: 'PlaceQuestionInMock', data: { section: 'VA', position: 1, questionId: 'q3' } })).toBe('ALREADY_IN_MOCK: This question is already in this mock');
  });
  it('activates and deactivates, for admins only', () => {
    expect(run([created], { type: 'SetMockActive', data: { examActive: 1 } })).toMatchObject([{ type: 'MockActivationChanged', data: { examActive: 1 } }]);
    expect(run([created], { type: 'SetMockActive', data: { examActive: 0 } })).toEqual([]);
    expect(run([created], { type: 'SetMockActive', data: { examActive: 1 } }, { ...admin, roles: ['QA_User'] })).toMatch(/^FORBIDDEN/);
  });
  it('creates comprehension sets from ranges, asking before moving questions already in a set', () => {
    const [e] = run(five, { type: 'CreateComprehensionSets', data: { section: 'VA', ranges: [[1, 2], [4, 5]], force: false } }) as MockEvent[];
    expect(e.type === 'ComprehensionSetsCreated' && e.data.sets.map((s) => s.questionIds)).toEqual([['q1', 'q2'], ['q4', 'q5']]);
    const again = run([...five, e], { type: 'CreateComprehensionSets', data: { section: 'VA', ranges: [[2, 3]], force: false } });
    expect(again).toMatch(/^QUESTIONS_IN_SETS: Some questions are already in existing sets: Question 2 is in set set-\d+$/);
    expect(run([...five, e], { type: 'CreateComprehensionSets', data: { section: 'VA', ranges: [[2, 3]], force: true } })).toHaveLength(1);
    expect(run(five, { type: 'CreateComprehensionSets', data: { section: 'VA', ranges: [], force: false } })).toBe('VALIDATION_FAILED: Please enter valid ranges first');
  });
});
