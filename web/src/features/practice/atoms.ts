import type { PracticeMode, PracticeQuestionStateDoc, QuestionDoc } from '@exam/domain';
import { atom } from 'jotai';
import { comparePositions, errorMessage, type Position } from '../../lib/http';
import { type Dashboard, emptyFilters, practiceApi, type PracticeFilters } from './api';

type ListState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  filters: PracticeFilters;
  questions: QuestionDoc[];
  states: Record<string, PracticeQuestionStateDoc>;
  total: number;
  message: string;
  index: number;
  /** When the list was fetched: shown with the side grid. */
  loadedAt: string | null;
  error?: string;
};
const listBaseAtom = atom<ListState>({ status: 'idle', filters: emptyFilters(), questions: [], states: {}, total: 0, message: '', index: 0, loadedAt: null });

/** The practice list as screens read it, with the current question. */
export const practiceListAtom = atom((get) => {
  const s = get(listBaseAtom);
  return { ...s, current: s.questions[s.index] ?? null };
});

export const loadQuestionsAtom = atom(null, async (get, set, input: { filters?: PracticeFilters; after?: Position } = {}) => {
  const filters = input.filters ?? get(listBaseAtom).filters;
  set(listBaseAtom, { ...get(listBaseAtom), status: 'loading', filters, error: undefined });
  try {
    const res = await practiceApi.questions(filters, input.after);
    set(listBaseAtom, { ...get(listBaseAtom), status: 'ready', questions: res.questions, states: res.states, total: res.total, message: res.message, index: 0, loadedAt: new Date().toISOString() });
    return res;
  } catch (e) {
    set(listBaseAtom, { ...get(listBaseAtom), status: 'error', error: errorMessage(e) });
    throw e;
  }
});

export const setIndexAtom = atom(null, (get, set, index: number) => {
  const s = get(listBaseAtom);
  if (!s.questions.length) return;
  set(listBaseAtom, { ...s, index: Math.min(Math.max(0, index), s.questions.length - 1) });
});

/** Another tab or device answered: fetch this list's states again (at the pushed position). */
export const refreshStatesAtom = atom(null, async (get, set, after?: Position) => {
  const ids = get(listBaseAtom).questions.map((q) => q.id);
  if (!ids.length) return;
  const { states } = await practiceApi.states(ids, after);
  set(listBaseAtom, { ...get(listBaseAtom), states: { ...get(listBaseAtom).states, ...states } });
});

/** Records the answer and marks the question at once; the pushed read model confirms it later. */
export const answerAtom = atom(null, async (get, set, input: { questionId: string; answer: string | null; seconds: number; mode: PracticeMode }) => {
  const res = await practiceApi.answer(input);
  const s = get(listBaseAtom);
  const prev = s.states[input.questionId];
  const q = s.questions.find((x) => x.id === input.questionId);
  if (q) {
    const next: PracticeQuestionStateDoc = {
      ...(prev ?? { id: '', userId: '', questionId: q.id, exam: q.exam, section: q.section, topic: q.topic, subTopic: q.subTopic, difficulty: q.difficulty, bookmarks: [], feedback: null, attempts: 0, totalTime: 0, questionVersion: null, lastAnsweredAt: null, answer: null, status: null }),
      status: res.outcome, answer: input.answer, attempts: (prev?.attempts ?? 0) + 1, totalTime: (prev?.totalTime ?? 0) + input.seconds, lastAnsweredAt: new Date().toISOString(),
    };
    set(listBaseAtom, { ...s, states: { ...s.states, [input.questionId]: next } });
  }
  return res;
});

export const setBookmarksLocallyAtom = atom(null, (get, set, input: { questionId: string; bookmarks: string[] }) => {
  const s = get(listBaseAtom);
  const prev = s.states[input.questionId];
  if (prev) set(listBaseAtom, { ...s, states: { ...s.states, [input.questionId]: { ...prev, bookmarks: input.bookmarks } } });
});

type DashState = { status: 'idle' | 'loading' | 'ready' | 'error'; data: Dashboard | null; error?: string };
const dashBaseAtom = atom<DashState>({ status: 'idle', data: null });
export const dashboardAtom = atom((get) => get(dashBaseAtom));

/** Loads the dashboard; an answer older than what is shown (a slow earlier fetch) is dropped. */
export const loadDashboardAtom = atom(null, async (get, set, after?: Position) => {
  const start = get(dashBaseAtom);
  if (start.status !== 'ready') set(dashBaseAtom, { ...start, status: 'loading' });
  try {
    const data = await practiceApi.dashboard(after);
    const now = get(dashBaseAtom);
    if (now.data?.position && data.position && comparePositions(data.position, now.data.position) < 0) return;
    set(dashBaseAtom, { status: 'ready', data });
  } catch (e) {
    const now = get(dashBaseAtom);
    set(dashBaseAtom, { ...now, status: now.data ? 'ready' : 'error', error: errorMessage(e, 'Something went wrong!') });
  }
});
