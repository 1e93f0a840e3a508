import type { EventMetadata } from '../core/types';
import { reasonKind } from './authoring';
import { type ActorRef, questionDecider, type QuestionEvent } from './decider';
import type { QuestionField, QuestionFields } from './question';

/**
 * Version history is the fold of the question's own stream (architecture.md): these functions take
 * the stored events of `question-{id}` and answer "what was it at version n / at instant t" and "what
 * changed between two versions". Nothing here keeps a copy.
 */
export type HistoryEvent = { type: string; data: unknown; revision: number; metadata: EventMetadata };

export type QuestionVersion = {
  /** Stream revision: 0 is the original. */
  version: number;
  at: string;
  by: ActorRef;
  reason: string;
  kind: ReturnType<typeof reasonKind>;
  changed: QuestionField[];
  commandId: string;
  correlationId: string;
};

const isQuestionEvent = (e: HistoryEvent): e is HistoryEvent & QuestionEvent => e.type === 'QuestionCreated' || e.type === 'QuestionRevised';
const eventTime = (e: HistoryEvent & QuestionEvent) => (e.type === 'QuestionCreated' ? e.data.createdAt : e.data.revisedAt) ?? e.metadata.occurredAt;

/** One entry per event, oldest first. */
export function questionVersions(events: HistoryEvent[]): QuestionVersion[] {
  return events.filter(isQuestionEvent).map((e) => ({
    version: e.revision,
    at: eventTime(e),
    by: e.type === 'QuestionCreated' ? e.data.createdBy : e.data.revisedBy,
    reason: e.type === 'QuestionCreated' ? 'created' : e.data.reason,
    kind: e.type === 'QuestionCreated' ? 'created' : reasonKind(e.data.reason),
    changed: (e.type === 'QuestionCreated' ? Object.keys(e.data.fields) : Object.keys(e.data.changes)) as QuestionField[],
    commandId: e.metadata.commandId,
    correlationId: e.metadata.correlationId,
  }));
}

export type QuestionSnapshotAt = { version: number; at: string; fields: QuestionFields };

function foldWhile(events: HistoryEvent[], keep: (e: HistoryEvent & QuestionEvent) => boolean): QuestionSnapshotAt | null {
  let state = questionDecider.initialState();
  let last: (HistoryEvent & QuestionEvent) | null = null;
  for (const e of events) {
    if (!isQuestionEvent(e) || !keep(e)) continue;
    state = questionDecider.evolve(state, e);
    last = e;
  }
  return state.status === 'active' && last ? { version: last.revision, at: eventTime(last), fields: state.fields } : null;
}

/** The question as it was right after version `version` (null when that version does not exist). */
export function questionAtVersion(events: HistoryEvent[], version: number): QuestionSnapshotAt | null {
  if (!events.some((e) => e.revision === version && isQuestionEvent(e))) return null;
  return foldWhile(events, (e) => e.revision <= version);
}

/** The question as it stood at `instant` (ISO): every change made at or before it. Null if it did not exist yet. */
export function questionAsOf(events: HistoryEvent[], instant: string): QuestionSnapshotAt | null {
  const t = Date.parse(instant);
  return foldWhile(events, (e) => Date.parse(eventTime(e)) <= t);
}

/** The diff view groups fields the way a reviewer reads a question. */
export type DiffGroup = 'text' | 'options' | 'correct answer' | 'solution' | 'taxonomy' | 'other';
const GROUPS: Partial<Record<QuestionField, DiffGroup>> = {
  question: 'text', comprehension: 'text', type: 'text',
  option1: 'options', option2: 'options', option3: 'options', option4: 'options',
  correctAnswer: 'correct answer',
  solution: 'solution', commonSolution: 'solution', defaultSlideNumber: 'solution',
  exam: 'taxonomy', section: 'taxonomy', topic: 'taxonomy', subTopic: 'taxonomy', difficulty: 'taxonomy', examID: 'taxonomy',
};
export const diffGroup = (field: QuestionField): DiffGroup => GROUPS[field] ?? 'other';
const GROUP_ORDER: DiffGroup[] = ['text', 'options', 'correct answer', 'solution', 'taxonomy', 'other'];

export type FieldDiff = { field: QuestionField; group: DiffGroup; before: unknown; after: unknown };

/** Fields whose values differ between two states of a question, grouped (text, options, answer, solution, taxonomy, other). */
export function diffQuestions(before: Partial<QuestionFields>, after: Partial<QuestionFields>): FieldDiff[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])] as QuestionField[];
  const norm = (v: unknown) => JSON.stringify(v ?? null);
  return keys
    .filter((k) => norm(before[k]) !== norm(after[k]))
    .map((field) => ({ field, group: diffGroup(field), before: before[field] ?? null, after: after[field] ?? null }))
    .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.field.localeCompare(b.field));
}

/** What changed from version `from` to version `to` (either order; null if either does not exist). */
export function diffVersions(events: HistoryEvent[], from: number, to: number): FieldDiff[] | null {
  const a = questionAtVersion(events, from);
  const b = questionAtVersion(events, to);
  return a && b ? diffQuestions(a.fields, b.fields) : null;
}

/** Word-level pieces for highlighting a text change: common words plain, removed and added marked. */
export type TextPiece = { text: string; op: 'same' | 'removed' | 'added' };
export function wordDiff(before: string, after: string): TextPiece[] {
  const a = before.split(/(\s+)/), b = after.split(/(\s+)/);
  // longest common subsequence over tokens; question texts are short enough for O(n·m)
  const n = a.length, m = b.length;
  if (n * m > 4_000_000) return [{ text: before, op: 'removed' }, { text: after, op: 'added' }];
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: TextPiece[] = [];
  const push = (text: string, op: TextPiece['op']) => {
    const last = out[out.length - 1];
    if (last && last.op === op) last.text += text;
    else if (text) out.push({ text, op });
  };
  let i = 0, j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) push(a[i++], 'same'), j++;
    else if (lcs[i + 1][j] >= lcs[i][j + 1]) push(a[i++], 'removed');
    else push(b[j++], 'added');
  }
  while (i < n) push(a[i++], 'removed');
  while (j < m) push(b[j++], 'added');
  return hunks(out);
}

/** A lone blank between two changes joins them, and each run of changes reads removed-then-added. */
function hunks(pieces: TextPiece[]): TextPiece[] {
  const out: TextPiece[] = [];
  let removed = '', added = '';
  const flush = () => {
    if (removed) out.push({ text: removed, op: 'removed' });
    if (added) out.push({ text: added, op: 'added' });
    removed = added = '';
  };
  pieces.forEach((p, k) => {
    const between = p.op === 'same' && /^\s+$/.test(p.text) && k > 0 && k < pieces.length - 1 && pieces[k + 1].op !== 'same';
    if (p.op === 'removed' || between) removed += p.text;
    if (p.op === 'added' || between) added += p.text;
    if (p.op === 'same' && !between) {
      flush();
      out.push(p);
    }
  });
  flush();
  return out;
}
