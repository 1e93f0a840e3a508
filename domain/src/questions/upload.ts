import { z } from 'zod';
import { DIFFICULTIES } from './catalogue';
import { questionFieldsInput, questionProblem, type QuestionFields } from './question';
import { sectionForTopic } from './steps';

/**
 * Bulk JSON upload (authoring §2.3, §3 "Uploaded JSON"): an object keyed by question number whose
 * values carry comprehension, question, options (an array of four, or option1..option4), correctAnswer,
 * solution, topic, subTopic, difficulty and exam. The section comes from the catalogue (the topic's
 * section in that exam) unless given.
 */
export const MAX_UPLOAD_QUESTIONS = 300;

const uploadEntry = z.object({
  exam: z.string({ message: 'exam is required' }).trim().min(1, 'exam is required'),
  section: z.string().trim().optional(),
  topic: z.string({ message: 'topic is required' }).trim().min(1, 'topic is required'),
  subTopic: z.string({ message: 'subTopic is required' }).trim().min(1, 'subTopic is required'),
  difficulty: z.enum(DIFFICULTIES, { message: `difficulty must be one of ${DIFFICULTIES.join(', ')}` }),
  comprehension: z.string().optional(),
  question: z.string({ message: 'question is required' }),
  options: z.array(z.string()).length(4, 'options must hold four options').optional(),
  option1: z.string().optional(), option2: z.string().optional(), option3: z.string().optional(), option4: z.string().optional(),
  correctAnswer: z.union([z.string(), z.number()], { message: 'correctAnswer is required' }),
  solution: z.string().optional(),
  commonSolution: z.string().optional(),
  examID: z.string().optional(),
  questionSource: z.string().optional(),
  setID: z.string().optional(),
});

export const uploadBody = z.object({
  kind: z.enum(['general', 'comprehension'], { message: 'Upload kind must be general or comprehension' }),
  data: z.record(z.string(), z.unknown(), { message: 'Please enter valid JSON data' }),
});

export type UploadItem = { key: string; fields: QuestionFields };
export type UploadProblem = { key: string; message: string };

/** Turns the pasted object into questions; every broken entry is named with its key. */
export function parseUpload(data: Record<string, unknown>): { items: UploadItem[]; problems: UploadProblem[] } {
  const items: UploadItem[] = [];
  const problems: UploadProblem[] = [];
  const keys = Object.keys(data);
  if (!keys.length) problems.push({ key: '', message: 'Please enter valid JSON data' });
  if (keys.length > MAX_UPLOAD_QUESTIONS) problems.push({ key: '', message: `At most ${MAX_UPLOAD_QUESTIONS} questions per upload` });
  for (const key of keys.slice(0, MAX_UPLOAD_QUESTIONS)) {
    const parsed = uploadEntry.safeParse(data[key]);
    if (!parsed.success) {
      problems.push({ key, message: parsed.error.issues[0]?.message ?? 'Invalid question' });
      continue;
    }
    const e = parsed.data;
    const [option1, option2, option3, option4] = e.options ?? [e.option1 ?? '', e.option2 ?? '', e.option3 ?? '', e.option4 ?? ''];
    const section = e.section || sectionForTopic(e.exam, e.topic) || '';
    const fields = questionFieldsInput.parse({
      exam: e.exam, section: section || 'unknown', topic: e.topic, subTopic: e.subTopic, difficulty: e.difficulty,
      // back-office §3: MCQ if option1 exists, else Numerical
      type: option1.trim() ? 'MCQ' : 'Numerical',
      comprehension: e.comprehension ?? '', question: e.question, option1, option2, option3, option4,
      correctAnswer: e.correctAnswer, solution: e.solution ?? '', commonSolution: e.commonSolution ?? '',
      examID: e.examID?.trim() || null, questionSource: e.questionSource?.trim() || null, setID: e.setID?.trim() || null,
      questionNumber: /^\d+$/.test(key) && Number(key) >= 1 ? Number(key) : null,
    });
    const problem = section ? questionProblem(fields) : `Unknown topic '${e.topic}' for ${e.exam}`;
    if (problem) problems.push({ key, message: problem });
    else items.push({ key, fields });
  }
  return { items, problems };
}

/** The data counts as comprehension data if any entry has a comprehension passage (authoring §4). */
export const isComprehensionData = (data: Record<string, unknown>) =>
  Object.values(data).some((v) => !!v && typeof v === 'object' && typeof (v as { comprehension?: unknown }).comprehension === 'string' && !!(v as { comprehension: string }).comprehension.trim());

/**
 * Duplicate rule (the spec leaves it open): same exam, same question text and same four options after
 * normalising: case-folded, markup and LaTeX delimiters dropped, whitespace collapsed.
 */
export const normaliseForDuplicates = (s: string) =>
  s.toLowerCase().replace(/<[^>]*>/g, ' ').replace(/\\[()[\]]|\$+/g, ' ').replace(/[^\p{L}\p{N}+\-*/=^.%]+/gu, ' ').trim();
export function questionFingerprint(q: Pick<QuestionFields, 'exam' | 'question' | 'option1' | 'option2' | 'option3' | 'option4'>): string {
  return [q.exam.trim().toLowerCase(), q.question, q.option1, q.option2, q.option3, q.option4].map((p, i) => (i === 0 ? p : normaliseForDuplicates(p))).join('\u241f');
}

/** Groups comprehension questions by passage: each group becomes one set (in upload order). */
export function comprehensionGroups(items: UploadItem[]): UploadItem[][] {
  const groups = new Map<string, UploadItem[]>();
  for (const it of items) {
    const k = it.fields.setID ? `set:${it.fields.setID}` : `text:${normaliseForDuplicates(it.fields.comprehension)}`;
    groups.set(k, [...(groups.get(k) ?? []), it]);
  }
  return [...groups.values()];
}

/** The toast after an upload that skipped duplicates (authoring §8). */
export const duplicatesMessage = (n: number) => `${n} duplicates were skipped. Check console for details.`;
