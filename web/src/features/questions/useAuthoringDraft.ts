import { useEffect, useState } from 'react';
import type { Draft } from './api';

/** authoring §3: the draft lives under the last-question key; the last-used taxonomy is remembered apart. */
export const LAST_QUESTION_KEY = 'lastQuestion';
export const LAST_META_KEY = 'lastQuestionMeta';
const META_FIELDS = ['exam', 'section', 'topic', 'subTopic', 'type', 'comprehension'] as const;

const read = <T,>(key: string): T | null => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
};
export const blankDraft = (): Draft => {
  const meta = read<Draft>(LAST_META_KEY) ?? {};
  return { type: 'MCQ', status: 'Fresh', difficulty: undefined, question: '', option1: '', option2: '', option3: '', option4: '', correctAnswer: '', solution: '', commonSolution: '', defaultSlideNumber: 1, comprehension: '', ...meta };
};

/**
 * The authoring draft: restored from local storage only when it is a Fresh question (a loaded
 * question being revised is never overwritten by an old draft), saved on every change while Fresh.
 */
export function useAuthoringDraft(loaded: Draft | null) {
  const [draft, setDraft] = useState<Draft>(() => {
    const saved = read<Draft>(LAST_QUESTION_KEY);
    return saved && (saved.status ?? 'Fresh') === 'Fresh' ? { ...blankDraft(), ...saved } : blankDraft();
  });
  useEffect(() => {
    if (loaded) setDraft(loaded);
  }, [loaded]);
  useEffect(() => {
    if (!loaded && (draft.status ?? 'Fresh') === 'Fresh') localStorage.setItem(LAST_QUESTION_KEY, JSON.stringify(draft));
  }, [draft, loaded]);
  const patch = (p: Draft) => setDraft((d) => ({ ...d, ...p }));
  /** After a successful submission: clear the draft, keep the last-used exam, topic, sub-topic and type. */
  const reset = () => {
    const meta = Object.fromEntries(META_FIELDS.map((k) => [k, draft[k]]));
    localStorage.setItem(LAST_META_KEY, JSON.stringify(meta));
    localStorage.removeItem(LAST_QUESTION_KEY);
    setDraft(blankDraft());
  };
  return { draft, patch, reset };
}
