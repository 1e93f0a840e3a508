import {
  classifySwot, type Difficulty, type Outcome, type PracticeSectionDoc, type PracticeTotals, practiceSectionId,
  type SubTopicStats, swotThresholdsFor,
} from '@exam/domain';

export type Placed = { exam: string; section: string; topic: string; subTopic: string; difficulty: Difficulty };

export const emptySection = (userId: string, exam: string, section: string, at: string): PracticeSectionDoc => ({
  id: practiceSectionId(userId, exam, section), userId, exam, section, subTopics: {}, distribution: {},
  swot: classifySwot([]), updatedAt: at,
});

/**
 * Adds (delta +1) or removes (delta −1) one question's latest outcome in a section document: the
 * per-sub-topic SWOT inputs and the topic distribution count distinct questions, so answering the
 * same question again moves it between buckets instead of counting it twice.
 */
export function adjustSection(doc: PracticeSectionDoc, q: Placed, outcome: Outcome, delta: 1 | -1, seconds = 0): void {
  const key = `${q.topic}|${q.subTopic}`;
  const s: SubTopicStats = doc.subTopics[key] ?? { topic: q.topic, subTopic: q.subTopic, questions: 0, attempted: 0, correct: 0, wrong: 0, unanswered: 0, seconds: 0 };
  s.questions += delta;
  if (outcome !== 'unanswered') s.attempted += delta;
  s[outcome] += delta;
  s.seconds += seconds;
  doc.subTopics[key] = s;
  const bySub = (doc.distribution[q.topic] ??= {});
  const byDiff = (bySub[q.subTopic] ??= {});
  const cell = (byDiff[q.difficulty] ??= { total: 0, correct: 0, wrong: 0 });
  cell.total += delta;
  if (outcome === 'correct') cell.correct += delta;
  if (outcome === 'wrong') cell.wrong += delta;
}

/** Re-runs the shared SWOT rule with this exam and section's thresholds. */
export function refreshSwot(doc: PracticeSectionDoc, at: string): void {
  doc.swot = classifySwot(Object.values(doc.subTopics), swotThresholdsFor(doc.exam, doc.section));
  doc.updatedAt = at;
}

export const emptyTotals = (): PracticeTotals => ({ answers: 0, correct: 0, wrong: 0, unanswered: 0, seconds: 0 });
export function addTotals(t: PracticeTotals, outcome: Outcome, seconds: number): PracticeTotals {
  return { ...t, answers: t.answers + 1, [outcome]: t[outcome] + 1, seconds: t.seconds + seconds };
}

/** The India calendar day of an instant (the +5.5 h shift the beacons use too). */
export const indiaDay = (iso: string) => new Date(Date.parse(iso) + 19800_000).toISOString().slice(0, 10);
