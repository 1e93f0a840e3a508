import { z } from 'zod';
import { conflict, DomainError, forbidden, notFound, validation } from '../core/errors';
import type { Actor, Decider } from '../core/types';
import { assertNever } from '../core/types';
import { hasPermission } from '../identity/roles';
import { mayAuthor } from '../questions/roles';
import { GENERATOR_MESSAGES, type Range } from './ranges';
import type { MockQuestionRef } from './views';

/** One mock per stream, `mock-{mockId}`; the mock id is the exam id the admin screens filter on. */
export const mockStream = (mockId: string) => `mock-${mockId}`;
export const DEFAULT_MOCK_SECTIONS = ['VA', 'SA', 'MCQ', 'LR', 'QA'];

export const mockIdSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{3,80}$/, 'Mock ID must be 3-80 letters, digits, - or _');
export const addToMockInput = z.object({
  mockId: z.string().trim().min(1, 'Mock ID is required'),
  section: z.string().trim().min(1, 'Section is required'),
  position: z.coerce.number({ message: 'Position must be at least 1' }).int('Position must be at least 1').min(1, 'Position must be at least 1').default(1),
});

export type MockCreated = { type: 'MockCreated'; data: { mockId: string; name: string; exam: string; sections: string[]; createdAt: string } };
export type MockActivationChanged = { type: 'MockActivationChanged'; data: { mockId: string; examActive: 0 | 1 } };
export type MockQuestionPlaced = { type: 'MockQuestionPlaced'; data: { mockId: string; section: string; position: number; questionId: string } };
export type ComprehensionSetsCreated = { type: 'ComprehensionSetsCreated'; data: { mockId: string; section: string; sets: Array<{ setID: string; questionIds: string[] }> } };
export type MockEvent = MockCreated | MockActivationChanged | MockQuestionPlaced | ComprehensionSetsCreated;

export type CreateMock = { type: 'CreateMock'; data: { mockId: string; name: string; exam: string; sections: string[] } };
export type SetMockActive = { type: 'SetMockActive'; data: { examActive: 0 | 1 } };
export type PlaceQuestionInMock = { type: 'PlaceQuestionInMock'; data: { section: string; position: number; questionId: string } };
export type CreateComprehensionSets = { type: 'CreateComprehensionSets'; data: { section: string; ranges: Range[]; force: boolean } };
export type MockCommand = CreateMock | SetMockActive | PlaceQuestionInMock | CreateComprehensionSets;

export type MockState =
  | { status: 'absent' }
  | { status: 'active'; mockId: string; name: string; exam: string; examActive: 0 | 1; sections: string[]; questions: Record<string, MockQuestionRef[]> };
type Active = Extract<MockState, { status: 'active' }>;

const mockNotFound = () => notFound('Mock');
function must(actor: Actor | null, ok: (roles: string[]) => boolean) {
  if (actor && !ok(actor.roles)) throw forbidden();
}
const isAdmin = (roles: string[]) => hasPermission(roles, 'questions.admin');

/** Questions of the ranges (1-based positions in the section) that already belong to a set. */
export function questionsInExistingSets(list: MockQuestionRef[], ranges: Range[]) {
  const out: Array<{ questionId: string; existingSetId: string; questionNumber: number }> = [];
  list.forEach((q, i) => {
    if (q.setID && ranges.some(([s, e]) => i + 1 >= s && i + 1 <= e)) out.push({ questionId: q.questionId, existingSetId: q.setID, questionNumber: i + 1 });
  });
  return out;
}

export const mockDecider: Decider<MockState, MockCommand, MockEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'MockCreated') {
      const d = event.data;
      return { status: 'active', mockId: d.mockId, name: d.name, exam: d.exam, examActive: 0, sections: d.sections, questions: Object.fromEntries(d.sections.map((s) => [s, []])) };
    }
    if (state.status !== 'active') return state;
    switch (event.type) {
      case 'MockActivationChanged':
        return { ...state, examActive: event.data.examActive };
      case 'MockQuestionPlaced': {
        const { section, position, questionId } = event.data;
        const list = [...(state.questions[section] ?? [])];
        list.splice(Math.min(position - 1, list.length), 0, { questionId, setID: null });
        return { ...state, sections: state.sections.includes(section) ? state.sections : [...state.sections, section], questions: { ...state.questions, [section]: list } };
      }
      case 'ComprehensionSetsCreated': {
        const setOf = new Map<string, string>();
        for (const s of event.data.sets) for (const q of s.questionIds) setOf.set(q, s.setID);
        const list = (state.questions[event.data.section] ?? []).map((q) => (setOf.has(q.questionId) ? { ...q, setID: setOf.get(q.questionId)! } : q));
        return { ...state, questions: { ...state.questions, [event.data.section]: list } };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    const active = (): Active => {
      if (state.status !== 'active') throw mockNotFound();
      return state;
    };
    switch (command.type) {
      case 'CreateMock': {
        must(ctx.actor, isAdmin);
        if (state.status !== 'absent') throw new DomainError('MOCK_EXISTS', 'This mock already exists', 409);
        const sections = [...new Set(command.data.sections.map((s) => s.trim()).filter(Boolean))];
        return [{ type: 'MockCreated', data: { ...command.data, sections: sections.length ? sections : DEFAULT_MOCK_SECTIONS, createdAt: ctx.now } }];
      }
      case 'SetMockActive': {
        must(ctx.actor, isAdmin);
        const m = active();
        return m.examActive === command.data.examActive ? [] : [{ type: 'MockActivationChanged', data: { mockId: m.mockId, examActive: command.data.examActive } }];
      }
      case 'PlaceQuestionInMock': {
        must(ctx.actor, (r) => isAdmin(r) || mayAuthor(r, 'addToMock'));
        const m = active();
        const { section, position, questionId } = command.data;
        if (!section.trim()) throw validation('Section is required');
        if (!Number.isInteger(position) || position < 1) throw validation('Position must be at least 1');
        if (Object.values(m.questions).some((l) => l.some((q) => q.questionId === questionId))) throw conflict('ALREADY_IN_MOCK', 'This question is already in this mock');
        const at = Math.min(position, (m.questions[section]?.length ?? 0) + 1);
        return [{ type: 'MockQuestionPlaced', data: { mockId: m.mockId, section, position: at, questionId } }];
      }
      case 'CreateComprehensionSets': {
        must(ctx.actor, (r) => isAdmin(r) || mayAuthor(r, 'addToSet'));
        const m = active();
        const { section, ranges, force } = command.data;
        if (!ranges.length) throw validation(GENERATOR_MESSAGES.noRanges);
        const list = m.questions[section];
        if (!list) throw validation(`Unknown section '${section}' for ${m.mockId}`);
        const existing = questionsInExistingSets(list, ranges);
        if (existing.length && !force) throw conflict('QUESTIONS_IN_SETS', GENERATOR_MESSAGES.inSets(existing), { details: { questionsInExistingSets: existing } });
        // overlapping ranges are allowed; a question in two of them ends in the later one
        const setOfQuestion = new Map<string, number>();
        ranges.forEach(([s, e], i) => list.slice(s - 1, e).forEach((q) => setOfQuestion.set(q.questionId, i)));
        const sets = ranges
          .map((_, i) => ({ setID: ctx.newId('set'), questionIds: list.filter((q) => setOfQuestion.get(q.questionId) === i).map((q) => q.questionId) }))
          .filter((s) => s.questionIds.length > 0);
        if (!sets.length) throw validation(GENERATOR_MESSAGES.noRanges);
        return [{ type: 'ComprehensionSetsCreated', data: { mockId: m.mockId, section, sets } }];
      }
      default:
        return assertNever(command);
    }
  },
};
