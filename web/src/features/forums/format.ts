import type { PointsAction } from '@exam/domain';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [['year', 31_536_000], ['month', 2_592_000], ['week', 604_800], ['day', 86_400], ['hour', 3600], ['minute', 60]];
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "yesterday": for posts and comments. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return 'just now';
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const ACTION_LABELS: Record<PointsAction, string> = {
  post_created: 'Created a post',
  comment: 'Commented',
  upvote_received: 'Received an upvote',
  correct_answer_marked: 'Answer marked correct',
};

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
export const initial = (name: string) => name.slice(0, 1).toUpperCase() || '?';

/** Topics and exams offered on academic posts (spec §9 Taxonomy). */
export const TOPICS = ['Verbal Ability', 'Algebra', 'Arithmetic', 'Geometry', 'Modern Math', 'Number System', 'LRDI'];
export const EXAMS = ['IPMAT', 'JIPMAT', 'CUET', 'CAT', 'XAT', 'NPAT', 'SET'];
