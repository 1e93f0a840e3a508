import { DomainError, forbidden } from '../core/errors';
import type { Actor, Decider } from '../core/types';
import { assertNever } from '../core/types';
import { hasPermission } from '../identity/roles';
import { assertValidQuestion, type QuestionFields } from './question';

/** Stream of one question: `question-{id}`. Its revision is the question's version (practice answers record it). */
export const questionStream = (questionId: string) => `question-${questionId}`;

/** Who did something, copied into event data so history screens need no join with users. */
export type ActorRef = { userId: string; username: string; email: string } | null;
export const actorRef = (a: Actor | null): ActorRef => (a ? { userId: a.userId, username: a.username, email: a.email } : null);

export type QuestionCreated = {
  type: 'QuestionCreated';
  /** The full snapshot: the fold of this event alone is the original question. */
  data: { questionId: string; fields: QuestionFields; createdBy: ActorRef; createdAt: string };
};
export type QuestionRevised = {
  type: 'QuestionRevised';
  /** Only the changed fields, with who, when and why (the auditors' version history reads these). */
  data: { questionId: string; changes: Partial<QuestionFields>; reason: string; revisedBy: ActorRef; revisedAt: string };
};
export type QuestionEvent = QuestionCreated | QuestionRevised;

/** Editing commands (revise, move to topic test, attach videos, …) are added here by the authoring slice. */
export type CreateQuestion = { type: 'CreateQuestion'; data: { questionId: string; fields: QuestionFields } };
export type QuestionCommand = CreateQuestion;

export type QuestionState =
  | { status: 'absent' }
  | {
      status: 'active';
      id: string;
      fields: QuestionFields;
      createdAt: string;
      createdBy: ActorRef;
      updatedAt: string;
      updatedBy: ActorRef;
      /** Number of events folded: equals the stream revision + 1. */
      eventCount: number;
    };

/** Who may write questions: the system (seed) or an author/admin. */
export function assertMayAuthor(actor: Actor | null): void {
  if (actor && !hasPermission(actor.roles, 'questions.author') && !hasPermission(actor.roles, 'questions.admin'))
    throw forbidden('You are not allowed to edit questions');
}

export const questionDecider: Decider<QuestionState, QuestionCommand, QuestionEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'QuestionCreated': {
        const d = event.data;
        return { status: 'active', id: d.questionId, fields: d.fields, createdAt: d.createdAt, createdBy: d.createdBy, updatedAt: d.createdAt, updatedBy: d.createdBy, eventCount: 1 };
      }
      case 'QuestionRevised': {
        if (state.status !== 'active') return state;
        const d = event.data;
        return { ...state, fields: { ...state.fields, ...d.changes }, updatedAt: d.revisedAt, updatedBy: d.revisedBy, eventCount: state.eventCount + 1 };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'CreateQuestion': {
        assertMayAuthor(ctx.actor);
        if (state.status !== 'absent') throw new DomainError('QUESTION_EXISTS', 'This question already exists', 409);
        assertValidQuestion(command.data.fields);
        return [{ type: 'QuestionCreated', data: { questionId: command.data.questionId, fields: command.data.fields, createdBy: actorRef(ctx.actor), createdAt: ctx.now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};

/** The question as it was after the events up to (and including) `upTo` time: version history. */
export function questionAt(events: QuestionEvent[], upTo?: string): QuestionState {
  const at = (e: QuestionEvent) => (e.type === 'QuestionCreated' ? e.data.createdAt : e.data.revisedAt);
  return events.filter((e) => !upTo || at(e) <= upTo).reduce(questionDecider.evolve, questionDecider.initialState());
}
