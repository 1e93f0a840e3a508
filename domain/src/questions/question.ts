import { z } from 'zod';
import { validation } from '../core/errors';
import { DIFFICULTIES, QUESTION_TYPES, type Difficulty, type QuestionType, placementProblem } from './catalogue';

/**
 * The question itself: the fields of the spec's Question entity (practice-and-support.md §3,
 * back-office-and-content.md §3) that belong to the question. Per-student fields (answer, totalTime,
 * status correct/wrong/Doubt, bookmarks) live in the practice context; correctCount, wrongCount,
 * unansweredCount and feedback are read-model counters; `versions`/`original` are the fold of the
 * question's own stream up to a time (architecture.md), never stored.
 */
export type ConceptVideo = { topic: string; subTopic: string; sequenceNumber: number; title: string; thumbnail: string };

export type QuestionFields = {
  /** Id of the paper/test the question belongs to; 'Push to Topic Test' needs one. Null when none. */
  examID: string | null;
  exam: string;
  section: string;
  topic: string;
  subTopic: string;
  difficulty: Difficulty;
  type: QuestionType;
  /** Passage shared by several questions (reading comprehension); '' when none. */
  comprehension: string;
  question: string;
  option1: string;
  option2: string;
  option3: string;
  option4: string;
  /** MCQ: '1'..'4' (the option number). Numerical: the value as text, e.g. '12.5'. */
  correctAnswer: string;
  /** Split into slides by SOLUTION_SLIDE_SEPARATOR. */
  solution: string;
  commonSolution: string;
  /** 1-based slide shown first when the solution opens. */
  defaultSlideNumber: number;
  /** Editorial status of the question (authoring starts at 'Fresh'); not the student's attempt status. */
  status: string;
  questionNumber: number | null;
  conceptVideos: ConceptVideo[];
  sendToIPMAT: boolean;
  sendToCAT: boolean;
  /** Authoring (authoring-and-forums.md §3); optional so questions made before authoring need none. */
  feedback?: string;
  /** Comprehension / RC-DILR set the question belongs to. */
  setID?: string | null;
  mockName?: string | null;
  /** Where the question came from (a past paper, a book); 'Update Question' asks before changing it. */
  questionSource?: string | null;
  aiGenerated?: boolean;
};
export type QuestionField = keyof QuestionFields;

/**
 * Solutions are split into slides by a line holding only `---` or by the tag `<slide>` (either works,
 * so authors can write Markdown-ish text or HTML). Empty slides are dropped.
 */
export const SOLUTION_SLIDE_SEPARATOR = /<slide\s*\/?>|^\s*---\s*$/im;
export function solutionSlides(solution: string): string[] {
  const parts = solution.split(new RegExp(SOLUTION_SLIDE_SEPARATOR.source, 'gim')).map((s) => s.trim()).filter(Boolean);
  return parts.length ? parts : [''];
}
/** The slide to open first: the default slide number, clamped to the slides that exist (0-based index). */
export const defaultSlideIndex = (solution: string, defaultSlideNumber: number) =>
  Math.min(Math.max(1, Math.floor(defaultSlideNumber || 1)), solutionSlides(solution).length) - 1;

export const conceptVideoSchema = z.object({
  topic: z.string(),
  subTopic: z.string(),
  sequenceNumber: z.number().int().min(1),
  title: z.string().default(''),
  thumbnail: z.string().default(''),
});

/** Body of "create a question" (HTTP and seed). The rules beyond shape are in `questionProblem`. */
export const questionFieldsInput = z.object({
  examID: z.string().trim().min(1).nullable().default(null),
  exam: z.string().trim().min(1, 'Exam is required'),
  section: z.string().trim().min(1, 'Section is required'),
  topic: z.string().trim().min(1, 'Topic is required'),
  subTopic: z.string().trim().min(1, 'Sub-topic is required'),
  difficulty: z.enum(DIFFICULTIES, { message: 'Difficulty is required' }),
  type: z.enum(QUESTION_TYPES).default('MCQ'),
  comprehension: z.string().default(''),
  question: z.string().default(''),
  option1: z.string().default(''),
  option2: z.string().default(''),
  option3: z.string().default(''),
  option4: z.string().default(''),
  correctAnswer: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  solution: z.string().default(''),
  commonSolution: z.string().default(''),
  defaultSlideNumber: z.number().int().min(1).default(1),
  status: z.string().default('Fresh'),
  questionNumber: z.number().int().min(1).nullable().default(null),
  conceptVideos: z.array(conceptVideoSchema).default([]),
  sendToIPMAT: z.boolean().default(false),
  sendToCAT: z.boolean().default(false),
  feedback: z.string().optional(),
  setID: z.string().trim().min(1).nullable().optional(),
  mockName: z.string().trim().min(1).nullable().optional(),
  questionSource: z.string().trim().min(1).nullable().optional(),
  aiGenerated: z.boolean().optional(),
});
export type QuestionFieldsInput = z.input<typeof questionFieldsInput>;

/** The first broken rule of a question, with the spec's sentence where it has one; null when valid. */
export function questionProblem(q: QuestionFields): string | null {
  if (!q.question.trim()) return 'Question is required';
  const placement = placementProblem(q);
  if (placement) return placement;
  if (q.type === 'MCQ') {
    if (![q.option1, q.option2, q.option3, q.option4].every((o) => o.trim())) return 'All four options are required';
    if (!/^[1-4]$/.test(q.correctAnswer)) return 'Correct option should be between 1-4';
  } else {
    if (q.correctAnswer === '' || !Number.isFinite(Number(q.correctAnswer))) return 'Correct answer should be a number';
  }
  return null;
}

export function assertValidQuestion(q: QuestionFields): void {
  const problem = questionProblem(q);
  if (problem) throw validation(problem);
}

/** Numerical answers match within a small tolerance so 0.1+0.2 style entries are not marked wrong. */
export function isCorrectAnswer(q: Pick<QuestionFields, 'type' | 'correctAnswer'>, answer: string): boolean {
  if (q.type === 'MCQ') return String(answer).trim() === q.correctAnswer;
  const a = Number(answer), b = Number(q.correctAnswer);
  if (String(answer).trim() === '' || !Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
}

/** Only the fields whose values differ (deep for arrays/objects): what QuestionRevised carries. */
export function changedFields(before: QuestionFields, after: Partial<QuestionFields>): Partial<QuestionFields> {
  const out: Partial<QuestionFields> = {};
  for (const key of Object.keys(after) as QuestionField[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) (out as Record<string, unknown>)[key] = after[key];
  }
  return out;
}
