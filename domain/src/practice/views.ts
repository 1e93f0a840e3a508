import type { ViewDef } from '../core/views';
import type { Difficulty } from '../questions/catalogue';
import type { BaltiEntry } from './doubts';
import type { FeedbackType, Outcome, PracticeMode } from './practice';
import type { SwotResult } from './swot';

/** Socket.IO rooms: a student's own analytics, and the per-question distribution bar. */
export const studentRoom = (userId: string) => `student:${userId}`;
export const DISTRIBUTION_ROOM = 'questions:distribution';
export const PRACTICE_PROJECTION = 'practice';
/**
 * Every change to a student's practice data is announced in their room as ONE notice of this view
 * (id = userId) per projection batch, whichever documents changed: screens refetch what they show.
 * One message per student instead of one per document keeps the push cheap at scale.
 */
export const STUDENT_NOTICE_VIEW = 'practice_students';

/** Every answer ever given: the attempt history with time per question. */
export const practiceAttemptsView = {
  name: 'practice_attempts',
  fields: { userId: 'text', questionId: 'text', exam: 'text', section: 'text', outcome: 'text', answeredAt: 'date' },
  indexes: [['userId', '-answeredAt'], ['questionId']],
} satisfies ViewDef;
export type PracticeAttemptDoc = {
  id: string; userId: string; questionId: string; questionVersion: number;
  exam: string; section: string; topic: string; subTopic: string; difficulty: Difficulty;
  outcome: Outcome; answer: string | null; correctAnswer: string; seconds: number; mode: PracticeMode; answeredAt: string;
};

/** A student's latest state per question: status drives the practice strip and the attempt-type filter. */
export const practiceQuestionStatesView = {
  name: 'practice_question_states',
  fields: { userId: 'text', questionId: 'text', status: 'text', bookmarks: 'array', exam: 'text', section: 'text', subTopic: 'text', lastAnsweredAt: 'date' },
  indexes: [['userId', 'status'], ['userId', 'exam'], ['bookmarks']],
} satisfies ViewDef;
export type PracticeQuestionStateDoc = {
  id: string; userId: string; questionId: string;
  exam: string; section: string; topic: string; subTopic: string; difficulty: Difficulty;
  /** null when the student only bookmarked or gave feedback. */
  status: Outcome | null;
  answer: string | null; totalTime: number; attempts: number; bookmarks: string[];
  lastAnsweredAt: string | null; questionVersion: number | null;
  feedback: FeedbackType | null;
};

export type DistributionCell = { total: number; correct: number; wrong: number };
/** topic → sub-topic → difficulty → counts (spec §3 "Topic distribution"). */
export type TopicDistribution = Record<string, Record<string, Partial<Record<Difficulty, DistributionCell>>>>;
/** Per sub-topic, over distinct questions (latest outcome each): the SWOT input. */
export type SubTopicStats = { topic: string; subTopic: string; questions: number; attempted: number; correct: number; wrong: number; unanswered: number; seconds: number };

/** Per student, exam and section: sub-topic stats, topic distribution and the stored SWOT result. */
export const practiceSectionsView = {
  name: 'practice_sections',
  fields: { userId: 'text', exam: 'text', section: 'text', updatedAt: 'date' },
  indexes: [['userId', 'exam', 'section']],
} satisfies ViewDef;
export type PracticeSectionDoc = {
  id: string; userId: string; exam: string; section: string;
  subTopics: Record<string, SubTopicStats>;
  distribution: TopicDistribution;
  swot: SwotResult;
  updatedAt: string;
};
export const practiceSectionId = (userId: string, exam: string, section: string) => `${userId}|${exam}|${section}`;

export type PracticeTotals = { answers: number; correct: number; wrong: number; unanswered: number; seconds: number };
/** Per student: totals and accuracy over time (per India day), and which exam/sections they practised. */
export const practiceStudentsView = { name: 'practice_students', fields: { updatedAt: 'date' } } satisfies ViewDef;
export type PracticeStudentDoc = {
  id: string; userId: string; totals: PracticeTotals; daily: Record<string, PracticeTotals>;
  sections: Array<{ exam: string; section: string; answers: number }>;
  updatedAt: string;
};

/** Per question across students (each student's latest outcome counts once). */
export const questionStatsView = { name: 'question_stats', fields: { attempts: 'number' } } satisfies ViewDef;
export type QuestionStatsDoc = {
  id: string; correctCount: number; wrongCount: number; unansweredCount: number;
  attempts: number; totalSeconds: number; positiveFeedback: number; negativeFeedback: number;
};

/** Latest feedback per student and question, for the staff who improve questions. */
export const questionFeedbackView = {
  name: 'question_feedback',
  fields: { questionId: 'text', userId: 'text', feedbackType: 'text', givenAt: 'date' },
  indexes: [['questionId', '-givenAt']],
} satisfies ViewDef;
export type QuestionFeedbackDoc = { id: string; questionId: string; userId: string; questionVersion: number; feedbackType: FeedbackType; reason: string; givenAt: string; exam: string; topic: string; subTopic: string };

export const doubtBaltisView = { name: 'doubt_baltis', fields: { userId: 'text', name: 'text', updatedAt: 'date' }, indexes: [['userId', 'name']] } satisfies ViewDef;
export type DoubtBaltiDoc = { id: string; userId: string; name: string; questions: Record<string, BaltiEntry>; count: number; updatedAt: string };

export const usageDaysView = { name: 'usage_days', fields: { userId: 'text', day: 'text' }, indexes: [['userId', 'day']] } satisfies ViewDef;
export type UsageDayDoc = { id: string; userId: string; day: string; pages: Record<string, number>; summary: Record<string, number> | null; totalSeconds: number };
