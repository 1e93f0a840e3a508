import {
  doubtBaltisView, type DoubtEvent, PRACTICE_PROJECTION, type PracticeEvent, practiceAttemptsView, practiceQuestionStatesView,
  practiceSectionId, practiceSectionsView, practiceStudentsView, questionFeedbackView, questionStatsView, usageDaysView, type UsageEvent,
} from '@exam/domain';
import type { ProjectionDef } from '../runner/types';
import { applyAnswer } from './answers';
import { applyBookmarks, applyDoubt, applyFeedback, applyUsage } from './others';

/**
 * Student analytics: attempt history, latest state per question, per-section sub-topic stats with the
 * stored SWOT result, totals and daily accuracy, per-question counts, doubts buckets and usage time.
 * Each change is pushed to the student's own room (`student:{userId}`); question counts go to
 * `questions:distribution`.
 */
export const practiceProjection: ProjectionDef = {
  name: PRACTICE_PROJECTION,
  collections: [practiceAttemptsView, practiceQuestionStatesView, practiceSectionsView, practiceStudentsView, questionStatsView, questionFeedbackView, doubtBaltisView, usageDaysView],
  handles: ['QuestionAnswered', 'QuestionBookmarksUpdated', 'QuestionFeedbackGiven', 'QuestionAddedToBalti', 'QuestionRemovedFromBalti', 'PageTimeRecorded', 'DayUsageSummarised'],
  prefetch(events) {
    const out: Array<[string, string]> = [];
    for (const event of events) {
      const e = event as unknown as PracticeEvent | DoubtEvent | UsageEvent;
      const d = e.data;
      if (e.type === 'QuestionAnswered') {
        const a = e.data;
        out.push([practiceQuestionStatesView.name, `${a.userId}:${a.questionId}`], [practiceSectionsView.name, practiceSectionId(a.userId, a.exam, a.section)],
          [practiceStudentsView.name, a.userId], [questionStatsView.name, a.questionId]);
      } else if (e.type === 'QuestionBookmarksUpdated' || e.type === 'QuestionFeedbackGiven') {
        out.push([practiceQuestionStatesView.name, `${e.data.userId}:${e.data.questionId}`], [questionStatsView.name, e.data.questionId]);
      } else if (e.type === 'QuestionAddedToBalti' || e.type === 'QuestionRemovedFromBalti') {
        out.push([doubtBaltisView.name, `${e.data.userId}:${e.data.balti}`]);
      } else if ('day' in d) {
        out.push([usageDaysView.name, `${d.userId}:${d.day}`]);
      }
    }
    return out;
  },
  async apply(event, view) {
    const e = event as unknown as PracticeEvent | DoubtEvent | UsageEvent;
    switch (e.type) {
      case 'QuestionAnswered':
        return applyAnswer(e, view);
      case 'QuestionBookmarksUpdated':
        return applyBookmarks(e, view);
      case 'QuestionFeedbackGiven':
        return applyFeedback(e, view);
      case 'QuestionAddedToBalti':
      case 'QuestionRemovedFromBalti':
        return applyDoubt(e, view);
      case 'PageTimeRecorded':
      case 'DayUsageSummarised':
        return applyUsage(e, view);
    }
  },
};
