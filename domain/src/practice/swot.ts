/**
 * SWOT classification (practice-and-support.md §4 and §9), one pure function shared by the practice
 * projection (which stores the result) and the web (which renders it).
 */
export type SwotThresholds = { highAttempt: number; lowAttempt: number; highAccuracy: number; lowAccuracy: number };
export const DEFAULT_SWOT_THRESHOLDS: SwotThresholds = { highAttempt: 70, lowAttempt: 35, highAccuracy: 70, lowAccuracy: 50 };
export const SWOT_RELAXATION_STEP = 5;
export const SWOT_MIN_QUESTIONS = 3;
export const SWOT_INSUFFICIENT = 'Insufficient data for SWOT analysis. Please attempt more questions.';

const t = (highAttempt: number, lowAttempt: number, highAccuracy: number, lowAccuracy: number): SwotThresholds => ({ highAttempt, lowAttempt, highAccuracy, lowAccuracy });

/** The spec's table, row by row: which exams and sections each row covers. */
export const SWOT_THRESHOLD_TABLE: ReadonlyArray<{ row: string; exams: string[]; sections: string[]; thresholds: SwotThresholds }> = [
  { row: 'IPMAT Indore Math', exams: ['IPMAT Indore'], sections: ['Math'], thresholds: t(70, 40, 70, 60) },
  { row: 'IPMAT Indore VA', exams: ['IPMAT Indore'], sections: ['VA'], thresholds: t(85, 70, 85, 70) },
  { row: 'IPMAT Rohtak and JIPMAT QA, LR, VA', exams: ['IPMAT Rohtak', 'JIPMAT'], sections: ['QA', 'LR', 'VA'], thresholds: t(80, 70, 80, 70) },
  { row: 'CUET English ENG', exams: ['CUETENG'], sections: ['ENG'], thresholds: t(90, 85, 90, 85) },
  { row: 'CUET GET, ECO, BST, ACC, MAT', exams: ['CUETGET', 'CUETECO', 'CUETBST', 'CUETACC', 'CUETMAT'], sections: ['GET', 'ECO', 'BST', 'ACC', 'MAT'], thresholds: t(90, 70, 90, 80) },
];

export function swotThresholdsFor(exam: string, section: string): SwotThresholds {
  return SWOT_THRESHOLD_TABLE.find((r) => r.exams.includes(exam) && r.sections.includes(section))?.thresholds ?? DEFAULT_SWOT_THRESHOLDS;
}

/** Relaxing widens every quadrant: high bars come down, low bars go up. */
export const relaxThresholds = (x: SwotThresholds, step = SWOT_RELAXATION_STEP): SwotThresholds =>
  t(x.highAttempt - step, x.lowAttempt + step, x.highAccuracy - step, x.lowAccuracy + step);

/** Per sub-topic: how many questions the student met, how many they attempted, how many right. */
export type SwotInput = { topic: string; subTopic: string; questions: number; attempted: number; correct: number };
/** The spec's SWOT metric (category = topic), with the score used for sorting. */
export type SwotMetric = { category: string; subtopic: string; attemptRate: number; accuracy: number; score: number; questions: number };
export type SwotQuadrant = 'strengths' | 'weaknesses' | 'opportunities' | 'threats';
export const SWOT_QUADRANTS: SwotQuadrant[] = ['strengths', 'weaknesses', 'opportunities', 'threats'];

export type SwotResult =
  | { status: 'insufficient'; message: typeof SWOT_INSUFFICIENT }
  | {
      status: 'ok';
      strengths: SwotMetric[];
      weaknesses: SwotMetric[];
      opportunities: SwotMetric[];
      threats: SwotMetric[];
      /** The thresholds the result was computed with (relaxed ones when the rerun happened). */
      thresholds: SwotThresholds;
      relaxed: boolean;
    };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** attemptRate = attempted / questions × 100; accuracy = correct / attempted × 100 (0 when nothing attempted). */
export function swotMetric(s: SwotInput): SwotMetric {
  const attemptRate = s.questions ? (s.attempted / s.questions) * 100 : 0;
  const accuracy = s.attempted ? (s.correct / s.attempted) * 100 : 0;
  return { category: s.topic, subtopic: s.subTopic, attemptRate: round2(attemptRate), accuracy: round2(accuracy), score: round2((attemptRate * accuracy) / 100), questions: s.questions };
}

/**
 * First matching quadrant in the spec's order (Strength, Threat, Opportunity, Weakness). After a
 * relaxation the high and low bars can cross (e.g. CUET English 90/85 becomes 85/90), so a sub-topic
 * may meet two rules; the spec's order decides. Sub-topics in the middle bands stay unclassified.
 */
export function quadrantOf(m: Pick<SwotMetric, 'attemptRate' | 'accuracy'>, x: SwotThresholds): SwotQuadrant | null {
  const highAttempt = m.attemptRate >= x.highAttempt;
  const lowAttempt = m.attemptRate <= x.lowAttempt;
  if (highAttempt && m.accuracy >= x.highAccuracy) return 'strengths';
  if (highAttempt && m.accuracy <= x.lowAccuracy) return 'threats';
  if (lowAttempt && m.accuracy >= x.highAccuracy) return 'opportunities';
  if (lowAttempt && m.accuracy <= x.lowAccuracy) return 'weaknesses';
  return null;
}

function classify(metrics: SwotMetric[], x: SwotThresholds) {
  const out: Record<SwotQuadrant, SwotMetric[]> = { strengths: [], weaknesses: [], opportunities: [], threats: [] };
  for (const m of metrics) {
    const q = quadrantOf(m, x);
    if (q) out[q].push(m);
  }
  const byScore = (dir: 1 | -1) => (a: SwotMetric, b: SwotMetric) => dir * (a.score - b.score) || a.subtopic.localeCompare(b.subtopic);
  out.strengths.sort(byScore(-1));
  out.opportunities.sort(byScore(-1));
  out.threats.sort(byScore(1));
  out.weaknesses.sort(byScore(1));
  return out;
}

/**
 * Sub-topics with fewer than 3 questions are left out; none left means insufficient data. If any
 * quadrant comes out empty, every threshold is relaxed by 5 points and the classification is rerun
 * once; the rerun's result stands (even if a quadrant is still empty).
 */
export function classifySwot(inputs: SwotInput[], thresholds: SwotThresholds = DEFAULT_SWOT_THRESHOLDS): SwotResult {
  const metrics = inputs.filter((s) => s.questions >= SWOT_MIN_QUESTIONS).map(swotMetric);
  if (!metrics.length) return { status: 'insufficient', message: SWOT_INSUFFICIENT };
  const first = classify(metrics, thresholds);
  if (SWOT_QUADRANTS.every((q) => first[q].length > 0)) return { status: 'ok', ...first, thresholds, relaxed: false };
  const relaxed = relaxThresholds(thresholds);
  return { status: 'ok', ...classify(metrics, relaxed), thresholds: relaxed, relaxed: true };
}
