import type { Difficulty, QuestionFields } from '@exam/domain';

/** A small seeded PRNG (mulberry32): the demo bank is the same on every machine and every start. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    shuffle: <T>(xs: readonly T[]): T[] => {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
export type Rng = ReturnType<typeof rng>;

/** What a generator or a written item yields: the correct answer first among the options. */
export type Item = {
  question: string;
  answer: string | number;
  /** Wrong options; for MCQ at least three distinct ones are needed (numbers get filled in when short). */
  wrong: Array<string | number>;
  /** Solution slides: joined with the '<slide>' separator. */
  slides: string[];
  /** The answer is a plain number, so the question may be asked as Numerical. */
  numeric?: boolean;
  comprehension?: string;
  defaultSlideNumber?: number;
};

export const fmt = (n: number) => String(Math.round(n * 100) / 100);

/** Three distinct wrong options; numbers are topped up with near misses so every MCQ has four options. */
function wrongOptions(item: Item): string[] {
  const answer = String(item.answer);
  const out: string[] = [];
  for (const w of item.wrong.map(String)) if (w !== answer && !out.includes(w)) out.push(w);
  if (typeof item.answer === 'number') {
    for (let k = 1; out.length < 3; k++) for (const c of [item.answer + k, item.answer - k, item.answer * (k + 1)].map(fmt)) if (c !== answer && !out.includes(c) && out.length < 3) out.push(c);
  }
  if (out.length < 3) throw new Error(`seed item has too few options: ${item.question}`);
  return out.slice(0, 3);
}

export type Placement = { exam: string; examSlug: string; section: string; topic: string; subTopic: string };

/** Turns an item into the question's fields: options shuffled deterministically, the right number recorded. */
export function toFields(item: Item, at: Placement, difficulty: Difficulty, r: Rng, opts: { numerical?: boolean; examID?: string | null; questionNumber: number; videos?: boolean }): QuestionFields {
  const base = {
    examID: opts.examID ?? null, exam: at.exam, section: at.section, topic: at.topic, subTopic: at.subTopic, difficulty,
    comprehension: item.comprehension ?? '', question: item.question, solution: item.slides.join('\n<slide>\n'), commonSolution: '',
    defaultSlideNumber: item.defaultSlideNumber ?? 1, status: 'Live', questionNumber: opts.questionNumber,
    conceptVideos: opts.videos ? [{ topic: at.topic, subTopic: at.subTopic, sequenceNumber: 1, title: `${at.subTopic}: the idea in five minutes`, thumbnail: '' }] : [],
    sendToIPMAT: at.exam.startsWith('IPMAT'), sendToCAT: false,
  };
  if (opts.numerical && item.numeric && typeof item.answer === 'number') {
    return { ...base, type: 'Numerical', option1: '', option2: '', option3: '', option4: '', correctAnswer: fmt(item.answer) };
  }
  const options = r.shuffle([String(item.answer), ...wrongOptions(item)]);
  const [option1, option2, option3, option4] = options;
  return { ...base, type: 'MCQ', option1, option2, option3, option4, correctAnswer: String(options.indexOf(String(item.answer)) + 1) };
}
