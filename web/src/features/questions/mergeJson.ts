/**
 * Merge two mock question files into one (back-office §2.4). A file is either a list of questions
 * or an object keyed by question number ("1", "2", …); the admin uploads the result as one section.
 */
export type MergeResult = { merged: Record<string, unknown> | unknown[]; renumbered: number };

export const MERGE_SHAPE_ERROR = 'Both files must hold questions: an object keyed by question number, or a list';

// Only canonical integers count as question numbers: "01" or "1.5" would not survive renumbering
// unchanged, so they are treated like any other named key.
const QUESTION_NUMBER = /^(0|[1-9]\d*)$/;
const isQuestionNumber = (key: string) => QUESTION_NUMBER.test(key) && Number.isSafeInteger(Number(key));

// JSON.parse only makes plain objects; anything else (Date, Map, class instances) is not a question file.
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

export function mergeQuestionJson(a: unknown, b: unknown): MergeResult {
  if (Array.isArray(a) && Array.isArray(b)) return { merged: [...a, ...b], renumbered: 0 };
  if (!isPlainObject(a) || !isPlainObject(b)) throw new Error(MERGE_SHAPE_ERROR);

  const entries = Object.entries(a);
  const taken = new Set(entries.map(([k]) => k));
  let next = Math.max(0, ...[...taken].filter(isQuestionNumber).map(Number)) + 1;
  let renumbered = 0;
  // Object.entries lists integer keys in ascending order, so the second file's questions keep
  // their relative order and are numbered on from the first file's highest number without gaps.
  for (const [key, value] of Object.entries(b)) {
    let target: string;
    if (isQuestionNumber(key)) {
      target = String(next++);
      if (target !== key) renumbered++;
    } else {
      target = key;
      // "-2" first; count upwards only if the first file already used that name too.
      for (let n = 2; taken.has(target); n++) target = `${key}-${n}`;
    }
    taken.add(target);
    entries.push([target, value]);
  }
  // fromEntries defines own properties, so a "__proto__" key stays data instead of becoming a prototype.
  return { merged: Object.fromEntries(entries), renumbered };
}

/** How many questions a merged file holds: list items, or keys of the object. */
export const questionCount = (merged: MergeResult['merged']) =>
  Array.isArray(merged) ? merged.length : Object.keys(merged).length;
