import { z } from 'zod';
import { DomainError, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import type { Difficulty } from '../questions/catalogue';
import { loginRequired } from './practice';

/**
 * Doubts buckets ('balti'): a name mapping to questions keyed by questionID. One small stream per
 * student, `doubts-{userId}`, so the 20-question limit is decided on a short history rather than on
 * every practice answer the student ever gave.
 */
export const doubtsStream = (userId: string) => `doubts-${userId}`;
export const BALTI_MAX_QUESTIONS = 20;
export const BALTI_FULL = 'One balti can have 20 questions!';
export const SELECT_BALTI = 'Please select a balti';

export const addToBaltiInput = z.object({ balti: z.string().max(40, 'A balti name has at most 40 characters').default(''), questionId: z.string().min(1) });
export const removeFromBaltiInput = z.object({ balti: z.string().min(1), questionId: z.string().min(1) });

/** The spec's bucket entry: exam, question, difficulty, topic, subTopic, status 'Doubt', questionID. */
export type BaltiEntry = { questionID: string; exam: string; question: string; difficulty: Difficulty; topic: string; subTopic: string; status: 'Doubt' };

export type DoubtEvent =
  | { type: 'QuestionAddedToBalti'; data: { userId: string; balti: string; entry: BaltiEntry; addedAt: string } }
  | { type: 'QuestionRemovedFromBalti'; data: { userId: string; balti: string; questionId: string; removedAt: string } };
export type DoubtCommand =
  | { type: 'AddToBalti'; data: { balti: string; entry: Omit<BaltiEntry, 'status'> } }
  | { type: 'RemoveFromBalti'; data: { balti: string; questionId: string } };
export type DoubtsState = { baltis: Record<string, string[]> };

export function baltiProblem(balti: string, state: DoubtsState, questionId: string): string | null {
  const name = balti.trim();
  if (!name) return SELECT_BALTI;
  const ids = state.baltis[name] ?? [];
  if (!ids.includes(questionId) && ids.length >= BALTI_MAX_QUESTIONS) return BALTI_FULL;
  return null;
}

export const doubtsDecider: Decider<DoubtsState, DoubtCommand, DoubtEvent> = {
  initialState: () => ({ baltis: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAddedToBalti': {
        const ids = state.baltis[event.data.balti] ?? [];
        return { baltis: { ...state.baltis, [event.data.balti]: [...ids.filter((i) => i !== event.data.entry.questionID), event.data.entry.questionID] } };
      }
      case 'QuestionRemovedFromBalti': {
        const ids = state.baltis[event.data.balti] ?? [];
        return { baltis: { ...state.baltis, [event.data.balti]: ids.filter((i) => i !== event.data.questionId) } };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    if (!ctx.actor) throw loginRequired();
    switch (command.type) {
      case 'AddToBalti': {
        const balti = command.data.balti.trim();
        const problem = baltiProblem(balti, state, command.data.entry.questionID);
        if (problem === BALTI_FULL) throw new DomainError('BALTI_FULL', BALTI_FULL, 409);
        if (problem) throw validation(problem);
        if ((state.baltis[balti] ?? []).includes(command.data.entry.questionID)) return [];
        return [{ type: 'QuestionAddedToBalti', data: { userId: ctx.actor.userId, balti, entry: { ...command.data.entry, status: 'Doubt' }, addedAt: ctx.now } }];
      }
      case 'RemoveFromBalti': {
        if (!(state.baltis[command.data.balti] ?? []).includes(command.data.questionId)) return [];
        return [{ type: 'QuestionRemovedFromBalti', data: { userId: ctx.actor.userId, balti: command.data.balti, questionId: command.data.questionId, removedAt: ctx.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
