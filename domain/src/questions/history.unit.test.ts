import { describe, expect, it } from 'vitest';
import type { Actor } from '../core/types';
import { authoringDecider, type AuthoringCommand } from './authoring';
import type { QuestionEvent, QuestionState } from './decider';
import { diffQuestions, diffVersions, type HistoryEvent, questionAsOf, questionAtVersion, questionVersions, wordDiff } from './history';
import { questionFieldsInput } from './question';

const admin: Actor = { userId: 'admin', email: 'admin@x.in', username: 'boss', roles: ['QA_SuperAdmin'] };
const resolver: Actor = { userId: 'res', email: 'r@x.in', username: 'fixer', roles: ['QA_ReportIpmat'] };
const original = questionFieldsInput.parse({
  exam: 'IPMAT Indore', section: 'Math', topic: 'Arithmetic', subTopic: 'Percentages', difficulty: 'Easy',
  question: 'What is 10% of 50?', option1: '5', option2: '10', option3: '15', option4: '50', correctAnswer: 2, solution: '10% of 50 = 5',
});

/** Runs commands through the decider like the command API does, stamping revision and metadata. */
function history(steps: Array<{ at: string; actor: Actor | null; command: AuthoringCommand }>): HistoryEvent[] {
  const stored: HistoryEvent[] = [];
  let state: QuestionState = authoringDecider.initialState();
  for (const [i, s] of steps.entries()) {
    const events = authoringDecider.decide(s.command, state, { now: s.at, actor: s.actor, newId: () => 'x' });
    for (const e of events) {
      stored.push({ ...e, revision: stored.length, metadata: { commandId: `c${i}`, correlationId: `corr${i}`, causationId: `c${i}`, actor: s.actor && { userId: s.actor.userId, roles: s.actor.roles }, occurredAt: s.at } });
      state = authoringDecider.evolve(state, e as QuestionEvent);
    }
  }
  return stored;
}

const T = ['2025-01-01T09:00:00.000Z', '2025-01-02T09:00:00.000Z', '2025-01-03T09:00:00.000Z', '2025-01-04T09:00:00.000Z', '2025-01-05T09:00:00.000Z', '2025-01-06T09:00:00.000Z'];
const admin_ = (fields: object, note?: string): AuthoringCommand => ({ type: 'UpdateQuestionAsAdmin', data: { questionId: 'q1', fields, note } });
const events = history([
  { at: T[0], actor: null, command: { type: 'AuthorQuestion', data: { questionId: 'q1', fields: original, via: 'submit' } } },
  { at: T[1], actor: admin, command: admin_({ correctAnswer: '1' }, 'answer key was wrong') },
  { at: T[2], actor: admin, command: admin_({ option2: '20', option3: '25' }) },
  { at: T[3], actor: resolver, command: { type: 'FixReportedQuestion', data: { questionId: 'q1', fields: { solution: '10% of 50 is 50 / 10 = 5' }, note: '2 reports corrected' } } },
  { at: T[4], actor: admin, command: admin_({ topic: 'Arithmetic', subTopic: 'Averages', difficulty: 'Medium' }) },
  { at: T[5], actor: admin, command: admin_({ question: 'What is 10 percent of 50?' }) },
]);

describe('version history: a question edited five times', () => {
  it('has six versions, each with who, when, why and only the fields that changed', () => {
    const v = questionVersions(events);
    expect(v.map((x) => x.version)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(v.map((x) => x.at)).toEqual(T);
    expect(v.map((x) => x.reason)).toEqual(['created', 'admin edit: answer key was wrong', 'admin edit', 'resolver fix: 2 reports corrected', 'admin edit', 'admin edit']);
    expect(v.map((x) => x.kind)).toEqual(['created', 'admin edit', 'admin edit', 'resolver fix', 'admin edit', 'admin edit']);
    expect(v.map((x) => x.by?.username ?? null)).toEqual([null, 'boss', 'boss', 'fixer', 'boss', 'boss']);
    expect(v.slice(1).map((x) => x.changed)).toEqual([['correctAnswer'], ['option2', 'option3'], ['solution'], ['subTopic', 'difficulty'], ['question']]);
    expect(v[3].correlationId).toBe('corr3');
  });

  it('replays the question as of every instant, including between and before edits', () => {
    const at = (iso: string) => questionAsOf(events, iso);
    expect(at('2024-12-31T00:00:00.000Z')).toBeNull();
    expect(at(T[0])).toMatchObject({ version: 0, fields: original });
    expect(at('2025-01-02T08:59:59.999Z')?.fields.correctAnswer).toBe('2');
    expect(at(T[1])?.fields).toEqual({ ...original, correctAnswer: '1' });
    expect(at('2025-01-03T12:00:00.000Z')).toMatchObject({ version: 2, fields: { option2: '20', option3: '25', correctAnswer: '1', solution: original.solution } });
    expect(at(T[3])?.fields.solution).toBe('10% of 50 is 50 / 10 = 5');
    expect(at(T[4])?.fields).toMatchObject({ subTopic: 'Averages', difficulty: 'Medium', question: original.question });
    expect(at('2030-01-01T00:00:00.000Z')).toMatchObject({ version: 5, fields: { question: 'What is 10 percent of 50?', subTopic: 'Averages', option2: '20', correctAnswer: '1' } });
    expect(questionAtVersion(events, 0)?.fields).toEqual(original);
    expect(questionAtVersion(events, 6)).toBeNull();
  });

  it('diffs each version against the previous one, grouped, and any two versions', () => {
    const step = (a: number) => diffVersions(events, a, a + 1)!.map((d) => [d.group, d.field, d.before, d.after]);
    expect(step(0)).toEqual([['correct answer', 'correctAnswer', '2', '1']]);
    expect(step(1)).toEqual([['options', 'option2', '10', '20'], ['options', 'option3', '15', '25']]);
    expect(step(2)).toEqual([['solution', 'solution', '10% of 50 = 5', '10% of 50 is 50 / 10 = 5']]);
    expect(step(3)).toEqual([['taxonomy', 'difficulty', 'Easy', 'Medium'], ['taxonomy', 'subTopic', 'Percentages', 'Averages']]);
    expect(step(4)).toEqual([['text', 'question', 'What is 10% of 50?', 'What is 10 percent of 50?']]);
    const all = diffVersions(events, 0, 5)!;
    expect(all.map((d) => d.group)).toEqual(['text', 'options', 'options', 'correct answer', 'solution', 'taxonomy', 'taxonomy']);
    expect(diffVersions(events, 5, 0)!.find((d) => d.field === 'correctAnswer')).toMatchObject({ before: '1', after: '2' });
    expect(diffVersions(events, 0, 9)).toBeNull();
    expect(diffQuestions(original, original)).toEqual([]);
  });

  it('marks the words that changed', () => {
    expect(wordDiff('What is 10% of 50?', 'What is 10 percent of 50?')).toEqual([
      { text: 'What is ', op: 'same' }, { text: '10% ', op: 'removed' }, { text: '10 percent ', op: 'added' }, { text: 'of 50?', op: 'same' },
    ]);
  });
});
