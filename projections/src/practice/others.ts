import {
  type DoubtBaltiDoc, doubtBaltisView, type DoubtEvent, DISTRIBUTION_ROOM, type PracticeQuestionStateDoc, practiceQuestionStatesView,
  type QuestionBookmarksUpdated, type QuestionFeedbackDoc, questionFeedbackView, type QuestionFeedbackGiven, type QuestionStatsDoc,
  questionStatsView, STUDENT_NOTICE_VIEW, studentRoom, type UsageDayDoc, usageDaysView, type UsageEvent,
} from '@exam/domain';
import type { ViewContext } from '../runner/types';
import { emptyState, emptyStats } from './answers';

export async function applyBookmarks(e: QuestionBookmarksUpdated, view: ViewContext) {
  const d = e.data;
  const id = `${d.userId}:${d.questionId}`;
  const prev = (await view.get<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, id)) ?? emptyState(d.userId, d);
  view.put(practiceQuestionStatesView.name, { ...prev, bookmarks: d.bookmarks });
  view.notify([studentRoom(d.userId)], STUDENT_NOTICE_VIEW, d.userId);
}

/** Latest feedback per student: a changed mind moves the question's counts rather than adding to them. */
export async function applyFeedback(e: QuestionFeedbackGiven, view: ViewContext) {
  const d = e.data;
  const id = `${d.userId}:${d.questionId}`;
  const prev = (await view.get<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, id)) ?? emptyState(d.userId, d);
  const stats = (await view.get<QuestionStatsDoc>(questionStatsView.name, d.questionId)) ?? emptyStats(d.questionId);
  if (prev.feedback === 'positive') stats.positiveFeedback -= 1;
  if (prev.feedback === 'negative') stats.negativeFeedback -= 1;
  if (d.feedbackType === 'positive') stats.positiveFeedback += 1;
  else stats.negativeFeedback += 1;
  view.put(questionStatsView.name, stats);
  view.put(practiceQuestionStatesView.name, { ...prev, feedback: d.feedbackType });
  view.put(questionFeedbackView.name, {
    id, questionId: d.questionId, userId: d.userId, questionVersion: d.questionVersion, feedbackType: d.feedbackType, reason: d.reason,
    givenAt: d.givenAt, exam: d.exam, topic: d.topic, subTopic: d.subTopic,
  } satisfies QuestionFeedbackDoc);
  view.notify([studentRoom(d.userId)], STUDENT_NOTICE_VIEW, d.userId);
  view.notify([DISTRIBUTION_ROOM], questionStatsView.name, d.questionId);
}

export async function applyDoubt(e: DoubtEvent, view: ViewContext) {
  const d = e.data;
  const id = `${d.userId}:${d.balti}`;
  const doc = (await view.get<DoubtBaltiDoc>(doubtBaltisView.name, id)) ?? { id, userId: d.userId, name: d.balti, questions: {}, count: 0, updatedAt: '' };
  if (e.type === 'QuestionAddedToBalti') {
    doc.questions[e.data.entry.questionID] = e.data.entry;
    doc.updatedAt = e.data.addedAt;
  } else {
    delete doc.questions[e.data.questionId];
    doc.updatedAt = e.data.removedAt;
  }
  doc.count = Object.keys(doc.questions).length;
  view.put(doubtBaltisView.name, doc);
  view.notify([studentRoom(d.userId)], STUDENT_NOTICE_VIEW, d.userId);
}

/** Page beacons add up per day; a day summary (sent once the day is over) is kept beside them. */
export async function applyUsage(e: UsageEvent, view: ViewContext) {
  const d = e.data;
  const id = `${d.userId}:${d.day}`;
  const doc = (await view.get<UsageDayDoc>(usageDaysView.name, id)) ?? { id, userId: d.userId, day: d.day, pages: {}, summary: null, totalSeconds: 0 };
  if (e.type === 'PageTimeRecorded') doc.pages[e.data.page] = (doc.pages[e.data.page] ?? 0) + e.data.seconds;
  else doc.summary = { ...(doc.summary ?? {}), ...e.data.pages };
  const sum = (m: Record<string, number> | null) => Object.values(m ?? {}).reduce((a, b) => a + b, 0);
  doc.totalSeconds = Math.max(sum(doc.pages), sum(doc.summary));
  view.put(usageDaysView.name, doc);
  view.notify([studentRoom(d.userId)], STUDENT_NOTICE_VIEW, d.userId);
}
