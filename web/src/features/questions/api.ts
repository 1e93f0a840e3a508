import type { FieldDiff, QuestionFields, QuestionVersion, ReportListPage, ReportType, ResolvedReport, ResolverRowDoc } from '@exam/domain';
import { api, type MutationResult, type Position } from '../../lib/http';

export type Draft = Partial<QuestionFields>;
export type Answer = MutationResult & { success: boolean; message: string; questionId?: string };

export type ResolverQuestion = { questionId: string; version: number; question: QuestionFields; updatedAt: string; reports: ResolvedReport[] };
export type Snapshot = { questionId: string; exists: boolean; version?: number; at?: string; fields?: QuestionFields; message?: string };
export type TimelineEntry = { type: string; stream: string; revision: number; position: string; occurredAt: string; actor: { userId: string; roles: string[]; username?: string | null } | null; commandId: string; correlationId: string };

const q = (params: Record<string, string | number | undefined | null>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') s.set(k, String(v));
  return s.toString();
};

export const questionsApi = {
  aiStatus: () => api.get<{ configured: boolean }>('/api/ai/status'),
  load: (id: string) => api.get<{ questionId: string; version: number; question: QuestionFields }>(`/api/authoring/questions/${encodeURIComponent(id)}`),
  submit: (fields: Draft) => api.post<Answer>('/api/authoring/questions', { fields }),
  review: (fields: Draft) => api.post<Answer>('/api/authoring/review', { fields }),
  addToSet: (fields: Draft, setID?: string) => api.post<Answer & { setID: string }>('/api/authoring/rc-dilr', { fields, setID: setID || undefined }),
  addNewToMock: (fields: Draft, p: { mockId: string; section: string; position: number }) => api.post<Answer>('/api/authoring/mock', { fields, ...p }),
  addToMock: (id: string, p: { mockId: string; section: string; position: number }) => api.post<Answer>(`/api/authoring/questions/${id}/mock`, p),
  addExistingToSet: (id: string, setID?: string) => api.post<Answer>(`/api/authoring/questions/${id}/set`, { setID: setID || undefined }),
  update: (id: string, fields: Draft, note?: string, expectedVersion?: number) => api.post<Answer>(`/api/authoring/questions/${id}/update`, { fields, note, expectedVersion }),
  adminUpdate: (id: string, fields: Draft, note?: string, expectedVersion?: number) => api.post<Answer>(`/api/authoring/questions/${id}/admin-update`, { fields, note, expectedVersion }),
  reject: (id: string, feedback: string) => api.post<Answer>(`/api/authoring/questions/${id}/reject`, { feedback }),
  addVideos: (id: string, videos: QuestionFields['conceptVideos']) => api.post<Answer>(`/api/authoring/questions/${id}/videos`, { videos }),
  upload: (kind: 'general' | 'comprehension', data: unknown) =>
    api.post<Answer & { metadata: { uploaded: unknown[]; duplicates: Array<{ key: string; existingQuestionId: string | null; reason: string }>; duplicatesMessage: string | null } }>('/api/authoring/upload', { kind, data }),
  ai: {
    solution: (d: object) => api.post<{ solution: string }>('/api/ai/solution', d),
    improve: (d: object) => api.post<{ question: string; options?: string[]; solution?: string }>('/api/ai/improve', d),
    imageToLatex: (image: string) => api.post<{ text: string }>('/api/ai/image-to-latex', { image, mode: 'latex' }),
  },

  reports: (params: Record<string, string | number | undefined>, after?: Position) => api.get<ReportListPage<ResolverRowDoc>>(`/api/resolvers/reports?${q(params)}`, { after }),
  completed: (params: { subTopic?: string; page: number }) => api.get<{ reports: ResolverRowDoc[]; totalReports: number; totalPages: number; currentPage: number }>(`/api/resolvers/completed?${q(params)}`),
  resolverQuestion: (id: string) => api.get<ResolverQuestion>(`/api/resolvers/question/${encodeURIComponent(id)}`),
  resolve: (id: string, fields: Draft, classifications: Record<string, ReportType>, expectedVersion?: number) =>
    api.post<Answer & { redirect: string; version: number }>(`/api/resolvers/questions/${id}/resolve`, { fields, classifications, expectedVersion }),

  versions: (id: string) => api.get<{ versions: QuestionVersion[]; position: Position }>(`/api/question-history/${encodeURIComponent(id)}/versions`),
  at: (id: string, p: { time?: string; version?: number }) => api.get<Snapshot>(`/api/question-history/${encodeURIComponent(id)}/at?${q(p)}`),
  diff: (id: string, from: number, to: number) => api.get<{ changes: FieldDiff[] }>(`/api/question-history/${encodeURIComponent(id)}/diff?${q({ from, to })}`),
  timeline: (id: string) => api.get<{ events: TimelineEntry[] }>(`/api/question-history/${encodeURIComponent(id)}/timeline`),
  index: (p: { search?: string; page?: number }) => api.get<{ questions: Array<{ id: string; exam: string; topic: string; subTopic: string; preview: string; version: number; updatedAt: string; lastReason: string; updatedBy: { username: string } | null }>; total: number }>(`/api/question-history?${q(p)}`),
  audit: (p: { after?: string; stream?: string; limit?: number; correlationId?: string }) => api.get<{ events: TimelineEntry[]; next: string; end: boolean }>(`/api/audit/events?${q(p)}`),

  mocks: (p: { status: string; exam?: string }, after?: Position) => api.get<{ mocks: Array<{ id: string; name: string; exam: string; examActive: 0 | 1; sections: string[]; questionsPerSection: Record<string, number> }> }>(`/api/admin/mocks?${q(p)}`, { after }),
  mockSection: (id: string, section: string) => api.get<{ questions: Array<{ questionNumber: number; questionId: string; setID: string | null; preview: string }>; message: string; sections: string[] }>(`/api/admin/mocks/${encodeURIComponent(id)}/sections/${encodeURIComponent(section)}`),
  setMockActive: (id: string, examActive: 0 | 1) => api.post(`/api/admin/mocks/${encodeURIComponent(id)}/active`, { examActive }),
  createSets: (id: string, section: string, ranges: Array<[number, number]>, force: boolean) => api.post<Answer>(`/api/admin/mocks/${encodeURIComponent(id)}/sets`, { section, ranges, force }),
  uploadMock: (examID: string, section: string, questions: unknown) => api.post<Answer>('/api/admin/mocks/upload', { examID, section, questions }),
};
