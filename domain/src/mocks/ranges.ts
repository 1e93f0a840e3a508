/**
 * Comprehension-set generator ranges (authoring §2.2, §5): comma-separated 'start-end' pieces with
 * start <= end; invalid pieces are ignored; overlaps are warned about, not blocked.
 */
export type Range = [number, number];

export function parseRanges(text: string): Range[] {
  const out: Range[] = [];
  for (const piece of text.split(',')) {
    const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(piece);
    if (!m) continue;
    const [start, end] = [Number(m[1]), Number(m[2])];
    if (start >= 1 && start <= end) out.push([start, end]);
  }
  return out;
}

/** Pairs of ranges that share at least one question number. */
export function overlappingRanges(ranges: Range[]): Array<[Range, Range]> {
  const out: Array<[Range, Range]> = [];
  for (let i = 0; i < ranges.length; i++)
    for (let j = i + 1; j < ranges.length; j++)
      if (ranges[i][0] <= ranges[j][1] && ranges[j][0] <= ranges[i][1]) out.push([ranges[i], ranges[j]]);
  return out;
}

/** Index of the first range holding question number `n` (for the colour of its grid button), or -1. */
export const rangeIndexOf = (n: number, ranges: Range[]) => ranges.findIndex(([s, e]) => n >= s && n <= e);

export const GENERATOR_MESSAGES = {
  missingInputs: 'Please enter both Exam ID and Section',
  noRanges: 'Please enter valid ranges first',
  created: 'Comprehension sets created successfully!',
  fetchFailed: 'Failed to fetch mock data',
  createFailed: 'Failed to create comprehension sets',
  found: (n: number, m: number) => `Found ${n} questions. ${m} questions already have set IDs.`,
  inSets: (pairs: Array<{ questionNumber: number; existingSetId: string }>) =>
    `Some questions are already in existing sets: ${pairs.map((p) => `Question ${p.questionNumber} is in set ${p.existingSetId}`).join(', ')}`,
} as const;
