import type { ViewDef } from '../core/views';
import type { ResolvedReport } from './resolution';

/**
 * Which versions of a question were wrong (issue 5): the practice analytics join this to each answer's
 * `questionVersion`, so a wrong answer given on a faulty version reads as "the question was wrong then",
 * not as the student's mistake. Written by the question-faults projection from the report stream.
 */
export const QUESTION_FAULTS_PROJECTION = 'question-faults';
/** Carries only "these question ids changed" notices; every student's dashboard listens, so anyone may join. */
export const QUESTION_FAULTS_ROOM = 'questions:faults';
/** Read by id only (getMany for a page of attempts): no typed fields or indexes needed. */
export const questionFaultsView = { name: 'question_faults' } satisfies ViewDef;

/** What the fold keeps of each report: enough for `faultyVersionRanges`, nothing about who reported. */
export type FaultReportRef = Pick<ResolvedReport, 'reportId' | 'questionVersion' | 'corrected' | 'reportType' | 'fixedInVersion'>;

export type QuestionFaultsDoc = {
  id: string; // questionId
  /** [from, to): versions from..to-1 were wrong (see `faultyVersionRanges`, `wasFaultyAt`). */
  faultyVersions: Array<[number, number]>;
  /** Kept so the next report or classification can be folded in without re-reading the stream. */
  reports: FaultReportRef[];
};

/** An attempt as the practice queries answer it: annotated, its recorded outcome untouched. */
export type WithFault<T> = T & { questionWasFaulty: boolean };
