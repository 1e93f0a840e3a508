import {
  doubtBaltisView, type DoubtEvent, PRACTICE_PROJECTION, type PracticeEvent, practiceAttemptsView, practiceQuestionStatesView,
  practiceSectionsView, practiceStudentsView, questionFeedbackView, questionStatsView, usageDaysView, type UsageEvent,
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
