import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, START } from '@exam/infra';
import { DIFFICULTIES, EXAM_NAMES, type QuestionFields, solutionSlides } from '@exam/domain';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { buildDemoBank } from './seed/bank';
import { seedQuestions } from './seed';

const bank = buildDemoBank();
const correct = (q: QuestionFields) => (q.type === 'MCQ' ? q[`option${q.correctAnswer}` as 'option1'] : q.correctAnswer);
const num = (s: string) => Number(s.replace(/,/g, ''));

describe('demo bank content', () => {
  it('spreads at least 300 questions over every exam and every difficulty, MCQ and Numerical', () => {
    expect(bank.length).toBeGreaterThanOrEqual(300);
    expect(new Set(bank.map((q) => q.fields.exam))).toEqual(new Set(EXAM_NAMES));
    expect(new Set(bank.map((q) => q.fields.difficulty))).toEqual(new Set(DIFFICULTIES));
    expect(new Set(bank.map((q) => q.fields.type))).toEqual(new Set(['MCQ', 'Numerical']));
    expect(new Set(bank.map((q) => `${q.fields.exam}|${q.fields.section}|${q.fields.topic}`)).size).toBeGreaterThan(60);
  });

  it('has comprehension passages carrying several questions each', () => {
    const passages = new Map<string, number>();
    for (const q of bank) if (q.fields.comprehension) passages.set(q.fields.comprehension, (passages.get(q.fields.comprehension) ?? 0) + 1);
    expect(passages.size).toBeGreaterThanOrEqual(3);
    for (const n of passages.values()) expect(n).toBeGreaterThanOrEqual(3);
  });

  it('gives every question four distinct options (MCQ) and a solution in slides ending with the answer', () => {
    for (const { fields: q } of bank) {
      if (q.type === 'MCQ') expect(new Set([q.option1, q.option2, q.option3, q.option4]).size, q.question).toBe(4);
      const slides = solutionSlides(q.solution);
      expect(slides.length, q.question).toBeGreaterThanOrEqual(2);
      expect(slides[slides.length - 1]).toContain(String(correct(q)).replace(/^(\d+)$/, '$1'));
    }
  });

  it('marks the computed answer correct, checked independently for several generated kinds', () => {
    let checked = 0;
    for (const { fields: q } of bank) {
      const a = String(correct(q));
      let m: RegExpMatchArray | null;
      if ((m = q.question.match(/^What is (\d+)% of (\d+)\?$/))) expect(num(a)).toBeCloseTo((+m[1] * +m[2]) / 100);
      else if ((m = q.question.match(/^Solve for x: (\d+)x \+ (\d+) = (\d+)$/))) expect(num(a)).toBe((+m[3] - +m[2]) / +m[1]);
      else if ((m = q.question.match(/^Find the simple interest on ₹(\d+) at (\d+)% per annum for (\d+) years/))) expect(num(a)).toBe((+m[1] * +m[2] * +m[3]) / 100);
      else if ((m = q.question.match(/^What is the HCF of (\d+) and (\d+)\?$/))) { const g = (x: number, y: number): number => (y ? g(y, x % y) : x); expect(num(a)).toBe(g(+m[1], +m[2])); }
      else if ((m = q.question.match(/^Find the determinant of the matrix \[\[(\d+), (\d+)\], \[(\d+), (\d+)\]\]\.$/))) expect(num(a)).toBe(+m[1] * +m[4] - +m[2] * +m[3]);
      else if ((m = q.question.match(/^What is the remainder when 2\^(\d+) is divided by 7\?$/))) expect(num(a)).toBe(Number(2n ** BigInt(m[1]) % 7n));
      else if ((m = q.question.match(/^How many positive factors does (\d+) have\?$/))) { const n = +m[1]; expect(num(a)).toBe([...Array(n).keys()].filter((d) => n % (d + 1) === 0).length); }
      else continue;
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp()));
  afterAll(async () => t?.stop());
  const ctx = () => ({ eventStore: t.eventStore, readStore: t.readStore, log: createLogger('seed-test', 'silent') });

  it('loads the bank through the create command once; a second start appends nothing', async () => {
    await seedQuestions(ctx());
    const head = await t.eventStore.headPosition();
    // the global log shows a commit once older transactions (projection batches) have finished
    const created = async () => (await t.eventStore.readAll({ after: START, limit: 10_000 })).filter((e) => e.type === 'QuestionCreated').length;
    await expect.poll(created, { timeout: 10_000 }).toBe(bank.length);
    await seedQuestions(ctx());
    expect(await t.eventStore.headPosition()).toEqual(head);
  });
});
