import {
  type PracticeAttemptDoc, QUESTION_FAULTS_PROJECTION, type QuestionFaultsDoc, questionFaultsView, wasFaultyAt, type WithFault,
} from '@exam/domain';
import type { Position, ReadStore } from '@exam/infra';
import { waitForProjections } from '../lib/catch-up';

/**
 * Issue 5: each attempt says whether its question was wrong at the version the student answered.
 * The recorded outcome stays as it is (SWOT and accuracy unchanged); this flag is what tells "wrong
 * answer" from "wrong question". One getMany for the page's questions, no per-row read.
 */
export async function withFaults(readStore: ReadStore, attempts: PracticeAttemptDoc[], after?: Position): Promise<Array<WithFault<PracticeAttemptDoc>>> {
  // the practice wait in the route does not cover this projection: a resolver's `after` must see its fix
  await waitForProjections(readStore, [QUESTION_FAULTS_PROJECTION], after);
  const ids = [...new Set(attempts.map((a) => a.questionId))];
  const docs = await readStore.getMany<QuestionFaultsDoc>(questionFaultsView.name, ids);
  const ranges = new Map(docs.map((d) => [d.id, d.faultyVersions]));
  return attempts.map((a) => ({ ...a, questionWasFaulty: wasFaultyAt(a.questionVersion, ranges.get(a.questionId) ?? []) }));
}

/** The dashboard's recent list, annotated, with how many of its wrong answers were on a faulty version. */
export async function recentWithFaults(readStore: ReadStore, recent: PracticeAttemptDoc[], after?: Position) {
  const annotated = await withFaults(readStore, recent, after);
  return { recent: annotated, faultyWrongAnswers: annotated.filter((a) => a.outcome === 'wrong' && a.questionWasFaulty).length };
}
