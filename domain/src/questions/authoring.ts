import { conflict, DomainError, forbidden, notFound, validation } from '../core/errors';
import type { Actor, Decider } from '../core/types';
import { assertNever } from '../core/types';
import { hasPermission } from '../identity/roles';
import { actorRef, questionDecider, type QuestionEvent, type QuestionState } from './decider';
import { assertValidQuestion, changedFields, type QuestionFields } from './question';
import { mayResolveQuestion } from './resolution';
import { assertAuthoringAction, type AuthoringAction, updateRoute } from './roles';

/**
 * Every later change to a question is a QuestionRevised on `question-{id}` carrying only the changed
 * fields and a reason. The reason starts with one of these kinds so history screens can label it.
 */
export const REVISION_KINDS = ['revision', 'admin edit', 'resolver fix', 'review', 'concept videos', 'mock placement', 'comprehension set'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];
export const revisionReason = (kind: RevisionKind, note?: string) => (note?.trim() ? `${kind}: ${note.trim()}` : kind);
export function reasonKind(reason: string): RevisionKind | 'created' | 'other' {
  if (reason === 'created') return 'created';
  return REVISION_KINDS.find((k) => reason === k || reason.startsWith(`${k}:`)) ?? 'other';
}

const TEXT_FIELDS = ['comprehension', 'question', 'option1', 'option2', 'option3', 'option4', 'solution', 'commonSolution', 'feedback'] as const;
/** "Text fields are cleaned before saving" (back-office §5): line endings, zero-width characters, trailing blanks. */
export function cleanText(s: string): string {
  return s.replace(/\r\n?/g, '\n').replace(/[\u200B-\u200D\uFEFF]/g, '').replace(/[ \t]+$/gm, '').trim();
}
export function cleanFields<T extends Partial<QuestionFields>>(f: T): T {
  const out = { ...f };
  for (const k of TEXT_FIELDS) if (typeof out[k] === 'string') (out as Record<string, unknown>)[k] = cleanText(out[k] as string);
  return out;
}

export type AuthorQuestion = {
  type: 'AuthorQuestion';
  /** submit / addToMock / addToSet / upload create a question in the bank with status Fresh. */
  data: { questionId: string; fields: QuestionFields; via: Extract<AuthoringAction, 'submit' | 'addToMock' | 'addToSet' | 'upload'> | 'review' };
};
/** `expectedVersion`: the version the editor loaded; a save over a newer version is refused, not merged blindly. */
export type UpdateAuthoredQuestion = { type: 'UpdateAuthoredQuestion'; data: { questionId: string; fields: Partial<QuestionFields>; note?: string; expectedVersion?: number } };
export type UpdateQuestionAsAdmin = { type: 'UpdateQuestionAsAdmin'; data: { questionId: string; fields: Partial<QuestionFields>; note?: string; expectedVersion?: number } };
export type RejectQuestion = { type: 'RejectQuestion'; data: { questionId: string; feedback: string } };
export type AttachConceptVideos = { type: 'AttachConceptVideos'; data: { questionId: string; videos: QuestionFields['conceptVideos'] } };
export type PlaceQuestion = { type: 'PlaceQuestion'; data: { questionId: string; kind: 'mock placement' | 'comprehension set'; changes: Partial<QuestionFields>; note: string } };
export type FixReportedQuestion = { type: 'FixReportedQuestion'; data: { questionId: string; fields: Partial<QuestionFields>; note: string; expectedVersion?: number } };
export type AuthoringCommand = AuthorQuestion | UpdateAuthoredQuestion | UpdateQuestionAsAdmin | RejectQuestion | AttachConceptVideos | PlaceQuestion | FixReportedQuestion;

type Active = Extract<QuestionState, { status: 'active' }>;
const questionNotFound = () => notFound('Question');
function active(state: QuestionState, expectedVersion?: number): Active {
  if (state.status !== 'active') throw questionNotFound();
  if (expectedVersion !== undefined && state.eventCount - 1 !== expectedVersion)
    throw conflict('STALE_VERSION', 'Someone saved a newer version of this question. Reload to see it before saving.', { currentVersion: state.eventCount - 1 });
  return state;
}
function requirePermission(actor: Actor | null, permission: 'questions.admin' | 'questions.resolve') {
  if (actor && !hasPermission(actor.roles, permission)) throw forbidden();
}

/** Applies `patch`, validates the whole result, and emits only what changed (nothing when nothing did). */
function revise(state: Active, patch: Partial<QuestionFields>, reason: string, actor: Actor | null, now: string): QuestionEvent[] {
  const next = { ...state.fields, ...patch };
  assertValidQuestion(next);
  const changes = changedFields(state.fields, patch);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'QuestionRevised', data: { questionId: state.id, changes, reason, revisedBy: actorRef(actor), revisedAt: now } }];
}

/** Authoring, admin, resolver and placement commands over the question stream (same events as the bank). */
export const authoringDecider: Decider<QuestionState, AuthoringCommand, QuestionEvent> = {
  initialState: questionDecider.initialState,
  evolve: questionDecider.evolve,
  decide(command, state, ctx) {
    const { actor, now } = ctx;
    switch (command.type) {
      case 'AuthorQuestion': {
        // 'review': staff accepting an applicant's upload
        if (command.data.via === 'review') requirePermission(actor, 'questions.admin');
        else assertAuthoringAction(actor, command.data.via);
        if (state.status !== 'absent') throw new DomainError('QUESTION_EXISTS', 'This question already exists', 409);
        const fields = cleanFields({ ...command.data.fields, status: 'Fresh' });
        if (command.data.via === 'addToSet' && !fields.comprehension && !fields.setID) throw validation('An RC/DILR question needs a comprehension passage');
        assertValidQuestion(fields);
        return [{ type: 'QuestionCreated', data: { questionId: command.data.questionId, fields, createdBy: actorRef(actor), createdAt: now } }];
      }
      case 'UpdateAuthoredQuestion': {
        assertAuthoringAction(actor, 'update');
        const q = active(state, command.data.expectedVersion);
        if (q.fields.status !== 'Rejected' && q.fields.status !== 'Revised')
          throw new DomainError('NOT_UPDATABLE', 'Only a rejected or revised question can be updated', 409);
        // placement (set, mock number, source) and review fields change only through their own commands
        const { status: _s, feedback: _f, setID: _set, questionNumber: _n, mockName: _m, questionSource: _src, examID: _e, conceptVideos: _v, ...fields } = command.data.fields;
        const route = updateRoute(q.fields);
        return revise(q, { ...cleanFields(fields), status: 'Revised' }, revisionReason('revision', [route !== 'general' ? `${route} update` : '', command.data.note].filter(Boolean).join(', ')), actor, now);
      }
      case 'UpdateQuestionAsAdmin': {
        assertAuthoringAction(actor, 'updateAsAdmin');
        return revise(active(state, command.data.expectedVersion), cleanFields(command.data.fields), revisionReason('admin edit', command.data.note), actor, now);
      }
      case 'RejectQuestion': {
        requirePermission(actor, 'questions.admin');
        const feedback = cleanText(command.data.feedback);
        if (!feedback) throw validation('Feedback is required to reject a question');
        return revise(active(state), { status: 'Rejected', feedback }, revisionReason('review', 'rejected'), actor, now);
      }
      case 'AttachConceptVideos': {
        requirePermission(actor, 'questions.admin');
        const q = active(state);
        const merged = [...q.fields.conceptVideos];
        for (const v of command.data.videos)
          if (!merged.some((m) => m.topic === v.topic && m.subTopic === v.subTopic && m.sequenceNumber === v.sequenceNumber)) merged.push(v);
        return revise(q, { conceptVideos: merged }, revisionReason('concept videos', `${command.data.videos.length} added`), actor, now);
      }
      case 'PlaceQuestion': {
        // authors place their own questions (Add to Mock, Add To RC/DILR); admins place any
        if (actor && !hasPermission(actor.roles, 'questions.admin')) {
          const toMock = command.data.kind === 'mock placement';
          assertAuthoringAction(actor, toMock ? 'addToMock' : 'addToSet');
          // spec §4: a reviewed question goes to a mock only if AI-generated or sourced, to a set only if sourced
          const f = active(state).fields;
          if (f.status !== 'Fresh' && !f.questionSource && !(toMock && f.aiGenerated))
            throw forbidden(toMock ? 'Only an AI-generated or sourced question can be added to a mock' : 'Only a sourced question can be added to an RC/DILR set');
        }
        return revise(active(state), command.data.changes, revisionReason(command.data.kind, command.data.note), actor, now);
      }
      case 'FixReportedQuestion': {
        requirePermission(actor, 'questions.resolve');
        if (actor && !mayResolveQuestion(actor.roles, active(state).fields)) throw forbidden('This question is outside your resolver scope');
        return revise(active(state, command.data.expectedVersion), cleanFields(command.data.fields), revisionReason('resolver fix', command.data.note), actor, now);
      }
      default:
        return assertNever(command);
    }
  },
};
