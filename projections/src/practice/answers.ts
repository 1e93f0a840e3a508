import {
  DISTRIBUTION_ROOM, type PracticeAttemptDoc, type PracticeQuestionStateDoc, type PracticeSectionDoc, type PracticeStudentDoc,
  practiceAttemptsView, practiceQuestionStatesView, practiceSectionId, practiceSectionsView, practiceStudentsView,
  type QuestionAnswered, type QuestionStatsDoc, questionStatsView, STUDENT_NOTICE_VIEW, studentRoom,
} from '@exam/domain';
import type { ViewContext } from '../runner/types';
import { addTotals, adjustSection, emptySection, emptyTotals, indiaDay, refreshSwot } from './section';

type Placement = Pick<PracticeQuestionStateDoc, 'questionId' | 'exam' | 'section' | 'topic' | 'subTopic' | 'difficulty'>;
export const emptyState = (userId: string, d: Placement): PracticeQuestionStateDoc => ({
  id: `${userId}:${d.questionId}`, userId, questionId: d.questionId, exam: d.exam, section: d.section, topic: d.topic, subTopic: d.subTopic,
  difficulty: d.difficulty, status: null, answer: null, totalTime: 0, attempts: 0, bookmarks: [], lastAnsweredAt: null, questionVersion: null, feedback: null,
});
export const emptyStats = (id: string): QuestionStatsDoc => ({ id, correctCount: 0, wrongCount: 0, unansweredCount: 0, attempts: 0, totalSeconds: 0, positiveFeedback: 0, negativeFeedback: 0 });
const countField = { correct: 'correctCount', wrong: 'wrongCount', unanswered: 'unansweredCount' } as const;

/** One answer: the attempt history, the student's latest state, their section analytics and SWOT, totals, and the question's counts. */
export async function applyAnswer(e: QuestionAnswered, view: ViewContext) {
  const d = e.data;
  const rooms = [studentRoom(d.userId)];
  view.put(practiceAttemptsView.name, {
    id: d.attemptId, userId: d.userId, questionId: d.questionId, questionVersion: d.questionVersion, exam: d.exam, section: d.section,
    topic: d.topic, subTopic: d.subTopic, difficulty: d.difficulty, outcome: d.outcome, answer: d.answer, correctAnswer: d.correctAnswer,
    seconds: d.seconds, mode: d.mode, answeredAt: d.answeredAt,
  } satisfies PracticeAttemptDoc);

  const stateId = `${d.userId}:${d.questionId}`;
  const prev = (await view.get<PracticeQuestionStateDoc>(practiceQuestionStatesView.name, stateId)) ?? emptyState(d.userId, d);
  view.put(practiceQuestionStatesView.name, {
    ...prev, exam: d.exam, section: d.section, topic: d.topic, subTopic: d.subTopic, difficulty: d.difficulty,
    status: d.outcome, answer: d.answer, totalTime: prev.totalTime + d.seconds, attempts: prev.attempts + 1, lastAnsweredAt: d.answeredAt, questionVersion: d.questionVersion,
  } satisfies PracticeQuestionStateDoc);

  // the question may have moved sections since it was last answered: take the old outcome out where it was
  const sections = new Map<string, PracticeSectionDoc>();
  const section = async (exam: string, sec: string) => {
    const id = practiceSectionId(d.userId, exam, sec);
    if (!sections.has(id)) sections.set(id, (await view.get<PracticeSectionDoc>(practiceSectionsView.name, id)) ?? emptySection(d.userId, exam, sec, d.answeredAt));
    return sections.get(id)!;
  };
  if (prev.status) adjustSection(await section(prev.exam, prev.section), prev, prev.status, -1);
  adjustSection(await section(d.exam, d.section), d, d.outcome, 1, d.seconds);
  for (const doc of sections.values()) {
    refreshSwot(doc, d.answeredAt);
    view.put(practiceSectionsView.name, doc);
  }

  const student = (await view.get<PracticeStudentDoc>(practiceStudentsView.name, d.userId)) ?? { id: d.userId, userId: d.userId, totals: emptyTotals(), daily: {}, sections: [], updatedAt: d.answeredAt };
  const day = indiaDay(d.answeredAt);
  const known = student.sections.find((s) => s.exam === d.exam && s.section === d.section);
  view.put(practiceStudentsView.name, {
    ...student,
    totals: addTotals(student.totals, d.outcome, d.seconds),
    daily: { ...student.daily, [day]: addTotals(student.daily[day] ?? emptyTotals(), d.outcome, d.seconds) },
    sections: known ? student.sections.map((s) => (s === known ? { ...s, answers: s.answers + 1 } : s)) : [...student.sections, { exam: d.exam, section: d.section, answers: 1 }],
    updatedAt: d.answeredAt,
  } satisfies PracticeStudentDoc);
  view.notify(rooms, STUDENT_NOTICE_VIEW, d.userId);

  const stats = (await view.get<QuestionStatsDoc>(questionStatsView.name, d.questionId)) ?? emptyStats(d.questionId);
  if (prev.status) stats[countField[prev.status]] -= 1;
  stats[countField[d.outcome]] += 1;
  stats.attempts += 1;
  stats.totalSeconds += d.seconds;
  view.put(questionStatsView.name, stats);
  view.notify([DISTRIBUTION_ROOM], questionStatsView.name, d.questionId);
}
