/** Times are shown as minutes and seconds (practice-and-support.md §9). */
export function minSec(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/** Strip colours of the spec: correct, wrong, unanswered (and not yet seen). */
export const OUTCOME_COLORS = { correct: '#0CC078', wrong: '#FF595E', unanswered: '#C1C1C1' } as const;
export const colorFor = (status: string | null | undefined) => (status && status in OUTCOME_COLORS ? OUTCOME_COLORS[status as keyof typeof OUTCOME_COLORS] : undefined);
