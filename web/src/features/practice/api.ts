import type { AttemptType, PerformanceFilter, PracticeAttemptDoc, PracticeMode, PracticeQuestionStateDoc, PracticeSectionDoc, PracticeStudentDoc, QuestionDoc, QuestionStatsDoc, WithFault } from '@exam/domain';
import { api, type MutationResult, type Position } from '../../lib/http';

export type PracticeFilters = {
  exam: string; section: string; topic: string; subTopic: string; difficulty: string;
  bookmarks: string; attemptType: AttemptType; performance: PerformanceFilter;
};
export const emptyFilters = (): PracticeFilters => ({ exam: '', section: '', topic: '', subTopic: '', difficulty: '', bookmarks: '', attemptType: 'all', performance: 'all' });

export type QuestionList = { questions: QuestionDoc[]; total: number; states: Record<string, PracticeQuestionStateDoc>; message: string };
export type AttemptRow = WithFault<PracticeAttemptDoc>;
/** `faultyWrongAnswers`: wrong answers in `recent` given on a version of the question that was wrong then. */
export type Dashboard = { student: PracticeStudentDoc | null; sections: PracticeSectionDoc[]; recent: AttemptRow[]; faultyWrongAnswers: number; position: Position | null };
export type AnswerResult = MutationResult & { outcome: 'correct' | 'wrong' | 'unanswered'; correctAnswer: string; attemptId: string; questionVersion: number };

const qs = (f: Partial<PracticeFilters> & { limit?: number }) =>
  Object.entries(f).filter(([, v]) => v !== '' && v !== 'all' && v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');

export const practiceApi = {
  questions: (f: PracticeFilters, after?: Position) => api.get<QuestionList>(`/api/questions?${qs({ ...f, limit: 200 })}`, { after }),
  states: (ids: string[], after?: Position) => api.get<{ states: Record<string, PracticeQuestionStateDoc> }>(`/api/practice/states?ids=${ids.join(',')}`, { after }),
  stats: (ids: string[], after?: Position) => api.get<{ stats: Record<string, QuestionStatsDoc> }>(`/api/questions/stats?ids=${ids.join(',')}`, { after }),
  dashboard: (after?: Position) => api.get<Dashboard>('/api/practice/dashboard', { after }),
  baltis: () => api.get<{ baltis: Array<{ name: string; count: number }> }>('/api/practice/baltis'),
  answer: (body: { questionId: string; answer: string | null; seconds: number; mode: PracticeMode }) => api.post<AnswerResult>('/api/practice/answers', body),
  bookmarks: (questionId: string, bookmarks: string[]) => api.post('/api/practice/bookmarks', { questionId, bookmarks }),
  feedback: (questionId: string, feedbackType: string, reason: string) => api.post('/api/practice/feedback', { questionId, feedbackType, reason }),
  report: (questionId: string, option: string, explanation: string) => api.post(`/api/questions/${questionId}/report`, { option, explanation }),
  pushToTopicTest: (questionId: string, examID: string) => api.post(`/api/questions/${questionId}/topic-test`, { examID }),
  addToBalti: (questionId: string, balti: string) => api.post('/api/practice/baltis/add', { questionId, balti }),
};
