import { QUESTION_FAULTS_PROJECTION, QUESTION_FAULTS_ROOM, type QuestionFaultsDoc, questionFaultsView, type ResolutionEvent } from '@exam/domain';
import type { ProjectionDef } from '../runner/types';
import { emptyFaults, foldFaults, sameRanges } from './fold';

/**
 * One document per reported question: the versions that were wrong, for the practice analytics.
 * Dashboards refetch on a notice, so only a change of the ranges is announced (a new report or a
 * StudentError classification changes nothing a student sees).
 */
export const questionFaultsProjection: ProjectionDef = {
  name: QUESTION_FAULTS_PROJECTION,
  collections: [questionFaultsView],
  handles: ['QuestionReported', 'QuestionReportsClassified'],
  prefetch: (events) => events.map((e) => [questionFaultsView.name, (e.data as { questionId: string }).questionId]),
  async apply(event, view) {
    const e = event as unknown as ResolutionEvent;
    const id = e.data.questionId;
    const prev = (await view.get<QuestionFaultsDoc>(questionFaultsView.name, id)) ?? emptyFaults(id);
    const next = foldFaults(prev, e);
    view.put(questionFaultsView.name, next);
    if (!sameRanges(prev.faultyVersions, next.faultyVersions)) view.notify([QUESTION_FAULTS_ROOM], questionFaultsView.name, id);
  },
};
