import { z } from 'zod';
import { DomainError, unauthenticated, validation } from '../core/errors';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { notSignedIn } from '../questions/reports';
import { isCorrectAnswer, type QuestionFields } from '../questions/question';

/** One stream per student: answers, bookmarks and feedback, `practice-{userId}`. */
export const practiceStream = (userId: string) => `practice-${userId}`;
export const LOGIN_REQUIRED = 'Please login to use this feature!';
export const loginRequired = () => unauthenticated(LOGIN_REQUIRED);

export const PRACTICE_MODES = ['practice', 'sectional', 'mock'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];
export type Outcome = 'correct' | 'wrong' | 'unanswered';
/** Labels of the bookmark dropdown; a question carries the full list of checked ones. */
export const BOOKMARK_LABELS = ['Important', 'Revise Later', 'Tricky', 'Silly Mistake', 'Good Question'] as const;
export const FEEDBACK_TYPES = ['positive', 'negative'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const MAX_SECONDS_PER_ANSWER = 3 * 60 * 60;

/** What the command handler read from `question-{id}`: the question as it is now, and its revision. */
export type QuestionSnapshot = Pick<QuestionFields, 'examID' | 'exam' | 'section' | 'topic' | 'subTopic' | 'difficulty' | 'type' | 'correctAnswer' | 'questionNumber'> & { questionId: string; version: number };
type Placement = Omit<QuestionSnapshot, 'correctAnswer' | 'type' | 'version'>;
const placement = (q: QuestionSnapshot): Placement => ({ questionId: q.questionId, examID: q.examID, exam: q.exam, section: q.section, topic: q.topic, subTopic: q.subTopic, difficulty: q.difficulty, questionNumber: q.questionNumber });

export const answerQuestionInput = z.object({
  questionId: z.string().min(1),
  /** Option number ('1'..'4') or numerical value; null, '' or -1 means left unanswered (spec: answer -1). */
  answer: z.union([z.string(), z.number(), z.null()]).default(null),
  seconds: z.number({ message: 'Time spent must be a number of seconds' }).min(0, 'Time spent cannot be negative').max(MAX_SECONDS_PER_ANSWER, 'Time spent is more than 3 hours'),
  mode: z.enum(PRACTICE_MODES, { message: 'Mode is practice, sectional or mock' }).default('practice'),
});
export const bookmarksInput = z.object({ questionId: z.string().min(1), bookmarks: z.array(z.string()).max(BOOKMARK_LABELS.length) });
export const feedbackInput = z.object({ questionId: z.string().min(1), feedbackType: z.string().default(''), reason: z.string().max(1000).default('') });

export type QuestionAnswered = {
  type: 'QuestionAnswered';
  data: Placement & {
    userId: string; attemptId: string;
    /** Revision of `question-{id}` when answered: later analytics can tell a wrong answer from a question that was wrong then. */
    questionVersion: number;
    type: QuestionFields['type'];
    answer: string | null; correctAnswer: string; outcome: Outcome; seconds: number; mode: PracticeMode; answeredAt: string;
  };
};
export type QuestionBookmarksUpdated = { type: 'QuestionBookmarksUpdated'; data: Placement & { userId: string; bookmarks: string[]; updatedAt: string } };
export type QuestionFeedbackGiven = { type: 'QuestionFeedbackGiven'; data: Placement & { userId: string; questionVersion: number; feedbackType: FeedbackType; reason: string; givenAt: string } };
export type PracticeEvent = QuestionAnswered | QuestionBookmarksUpdated | QuestionFeedbackGiven;

export type PracticeCommand =
  | { type: 'AnswerQuestion'; data: { question: QuestionSnapshot; answer: string | number | null; seconds: number; mode: PracticeMode } }
  | { type: 'UpdateBookmarks'; data: { question: QuestionSnapshot; bookmarks: string[] } }
  | { type: 'GiveFeedback'; data: { question: QuestionSnapshot; feedbackType: string; reason: string } };

/** Only what decisions need: the current bookmarks (to skip no-op updates) and a count. */
export type PracticeState = { answers: number; bookmarks: Record<string, string[]> };

/** Normalises an answer: null for unanswered; throws the sentence the viewer shows for a malformed one. */
export function normaliseAnswer(type: QuestionFields['type'], raw: string | number | null): string | null {
  if (raw === null) return null;
  const s = String(raw).trim();
  if (s === '' || s === '-1') return null;
  if (type === 'MCQ') {
    if (!/^[1-4]$/.test(s)) throw validation('Please choose one of the four options');
    return s;
  }
  if (!Number.isFinite(Number(s))) throw validation('Please enter a number');
  return s;
}

export function feedbackProblem(feedbackType: string, reason: string): string | null {
  if (!(FEEDBACK_TYPES as readonly string[]).includes(feedbackType)) return 'Please select feedback type!';
  if (feedbackType === 'negative' && !reason.trim()) return 'Please add feedback reason!';
  return null;
}

export const practiceDecider: Decider<PracticeState, PracticeCommand, PracticeEvent> = {
  initialState: () => ({ answers: 0, bookmarks: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAnswered':
        return { ...state, answers: state.answers + 1 };
      case 'QuestionBookmarksUpdated':
        return { ...state, bookmarks: { ...state.bookmarks, [event.data.questionId]: event.data.bookmarks } };
      case 'QuestionFeedbackGiven':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'AnswerQuestion': {
        if (!ctx.actor) throw loginRequired();
        const { question: q, seconds, mode } = command.data;
        if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_SECONDS_PER_ANSWER) throw validation('Time spent is more than 3 hours');
        const answer = normaliseAnswer(q.type, command.data.answer);
        const outcome: Outcome = answer === null ? 'unanswered' : isCorrectAnswer(q, answer) ? 'correct' : 'wrong';
        return [{
          type: 'QuestionAnswered',
          data: { ...placement(q), userId: ctx.actor.userId, attemptId: ctx.newId('attempt'), questionVersion: q.version, type: q.type, answer, correctAnswer: q.correctAnswer, outcome, seconds: Math.round(seconds), mode, answeredAt: ctx.now },
        }];
      }
      case 'UpdateBookmarks': {
        if (!ctx.actor) throw loginRequired();
        const labels = [...new Set(command.data.bookmarks.map((b) => b.trim()))];
        if (labels.some((l) => !(BOOKMARK_LABELS as readonly string[]).includes(l))) throw validation('Unknown bookmark label');
        const ordered = BOOKMARK_LABELS.filter((l) => labels.includes(l));
        const current = state.bookmarks[command.data.question.questionId] ?? [];
        if (JSON.stringify(current) === JSON.stringify(ordered)) return [];
        return [{ type: 'QuestionBookmarksUpdated', data: { ...placement(command.data.question), userId: ctx.actor.userId, bookmarks: ordered, updatedAt: ctx.now } }];
      }
      case 'GiveFeedback': {
        if (!ctx.actor) throw notSignedIn();
        const { feedbackType, reason, question } = command.data;
        const problem = feedbackProblem(feedbackType, reason);
        if (problem) throw validation(problem);
        return [{ type: 'QuestionFeedbackGiven', data: { ...placement(question), userId: ctx.actor.userId, questionVersion: question.version, feedbackType: feedbackType as FeedbackType, reason: reason.trim(), givenAt: ctx.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** A question id the command names but the bank does not hold. */
export const questionNotFound = () => new DomainError('QUESTION_NOT_FOUND', 'Question not found', 404);
