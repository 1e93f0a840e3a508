import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext } from '../core/types';
import { DomainError } from '../core/errors';
import { questionDecider, type QuestionEvent } from './decider';
import { questionFieldsInput } from './question';
import { topicTestDecider } from './topic-test';

const ctx = (roles: string[]): CommandContext => ({ now: '2025-05-01T00:00:00.000Z', actor: { userId: 'a', email: 'a@x.in', username: 'a', roles } as Actor, newId: () => 'x' });
const fields = questionFieldsInput.parse({ examID: 'ipmat-set-1', exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Averages', difficulty: 'Easy', question: 'Q', option1: 'a', option2: 'b', option3: 'c', option4: 'd', correctAnswer: 2, status: 'Live' });
const created = (f = fields): QuestionEvent[] => questionDecider.decide({ type: 'CreateQuestion', data: { questionId: 'q', fields: f } }, questionDecider.initialState(), { ...ctx([]), actor: null });
const move = (events: QuestionEvent[], roles: string[], examID = 'ipmat-set-1') =>
  topicTestDecider.decide({ type: 'MoveQuestionToTopicTest', data: { questionId: 'q', examID } }, events.reduce(topicTestDecider.evolve, topicTestDecider.initialState()), ctx(roles));
const code = (fn: () => unknown) => { try { fn(); return 'ok'; } catch (e) { return (e as DomainError).code; } };

describe('Push to Topic Test', () => {
  it('is a revision with who, when and why, once', () => {
    const [e] = move(created(), ['QA_SuperAdmin']);
    expect(e).toEqual({ type: 'QuestionRevised', data: { questionId: 'q', changes: { status: 'Topic Test' }, reason: 'moved to topic test', revisedBy: { userId: 'a', username: 'a', email: 'a@x.in' }, revisedAt: '2025-05-01T00:00:00.000Z' } });
    expect(code(() => move([...created(), e], ['QA_SuperAdmin']))).toBe('ALREADY_IN_TOPIC_TEST');
  });
  it('needs a QA super admin and a question with that exam id', () => {
    expect(code(() => move(created(), ['QA_ReportIpmat']))).toBe('FORBIDDEN');
    expect(code(() => move(created({ ...fields, examID: null }), ['QA_SuperAdmin']))).toBe('VALIDATION_FAILED');
    expect(code(() => move(created(), ['QA_SuperAdmin'], 'other'))).toBe('VALIDATION_FAILED');
  });
});
