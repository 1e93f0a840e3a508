import { OPTIONS_PER_QUESTION, topicsOf, sectionsOf, findExam, subTopicsOf } from './catalogue';
import type { QuestionFields } from './question';

/**
 * Step completion of the four-step editors (authoring §2.1, resolver back-office §4): Question when
 * exam, topic, sub-topic and question are filled; Options when all four are present (skipped for a
 * Numerical question); Solution when difficulty, correct answer and solution are filled; the last step
 * when all the others are done.
 */
export type StepState = { question: boolean; options: boolean; solution: boolean; submit: boolean };
type Draft = Partial<Pick<QuestionFields, 'exam' | 'topic' | 'subTopic' | 'question' | 'type' | 'option1' | 'option2' | 'option3' | 'option4' | 'difficulty' | 'correctAnswer' | 'solution'>>;

const filled = (v: unknown) => (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && v.trim() !== '');

export function stepCompletion(q: Draft): StepState {
  const question = [q.exam, q.topic, q.subTopic, q.question].every(filled);
  const options = q.type === 'Numerical' || [q.option1, q.option2, q.option3, q.option4].every(filled);
  const solution = [q.difficulty, q.correctAnswer, q.solution].every(filled) && correctAnswerProblem(q) === null;
  return { question, options, solution, submit: question && options && solution };
}

export const CORRECT_OPTION_RANGE = 'Correct option should be between 1-4';
/** When options exist the correct answer must be 1 to 4 (authoring §5); a Numerical answer must be a number. */
export function correctAnswerProblem(q: Pick<Draft, 'type' | 'correctAnswer'>): string | null {
  const v = String(q.correctAnswer ?? '').trim();
  if (!v) return null;
  if (q.type !== 'Numerical') {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= OPTIONS_PER_QUESTION ? null : CORRECT_OPTION_RANGE;
  }
  return Number.isFinite(Number(v)) ? null : 'Correct answer should be a number';
}

/**
 * Section of a topic within an exam (uploads and the authoring screen pick exam and topic; the
 * catalogue places the topic in its section). Null when the exam has no such topic.
 */
export function sectionForTopic(exam: string, topic: string): string | null {
  for (const s of sectionsOf(exam)) if (topicsOf(exam, s).includes(topic)) return s;
  return null;
}
/** Every topic of an exam across its sections, in catalogue order (the Topic dropdown). */
export const examTopics = (exam: string) => [...new Set(sectionsOf(exam).flatMap((s) => topicsOf(exam, s)))];
/** Changing the exam resets the topic to the first topic of that exam (back-office §4). */
export const firstTopicOf = (exam: string) => examTopics(exam)[0] ?? '';
export const examSlug = (exam: string) => findExam(exam)?.id ?? null;

/** back-office §2.9: with no concept list loaded, 5 sequence numbers per sub-topic of the question's topic. */
export const CONCEPT_PLACEHOLDERS_PER_SUBTOPIC = 5;
export function conceptPlaceholders(exam: string, topic: string): Array<{ topic: string; subTopic: string; sequenceNumber: number }> {
  const section = sectionForTopic(exam, topic);
  if (!section) return [];
  return subTopicsOf(exam, section, topic).flatMap((subTopic) =>
    Array.from({ length: CONCEPT_PLACEHOLDERS_PER_SUBTOPIC }, (_, i) => ({ topic, subTopic, sequenceNumber: i + 1 })));
}
