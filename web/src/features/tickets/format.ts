import { ACTIVE_STATUSES, type TicketPriority, type TicketStatus, type TicketTag } from '@exam/domain';
import { errorMessage } from '../../lib/http';

export const STATUS_COLORS: Record<TicketStatus, string> = { open: 'blue', pending: 'yellow', resolved: 'green', closed: 'gray' };
export const PRIORITY_COLORS: Record<TicketPriority, string> = { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' };
export const TAG_LABELS: Record<TicketTag, string> = { mocks: 'Mocks', payment: 'Payment', platform: 'Platform', featureRequest: 'Feature request', other: 'Other' };
export const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const isActive = (s: TicketStatus) => ACTIVE_STATUSES.includes(s);

/** §8: ticket errors read 'Error fetching tickets: <the server's sentence>'. */
export const failure = (prefix: string, e: unknown) => `${prefix}: ${errorMessage(e, 'An unknown error occurred')}`;

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [['year', 31_536_000], ['month', 2_592_000], ['week', 604_800], ['day', 86_400], ['hour', 3600], ['minute', 60]];

/** "3 hours ago", with the exact time in a tooltip where it is shown. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  for (const [unit, size] of STEPS) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return 'just now';
}
export const fullTime = (iso: string) => new Date(iso).toLocaleString();

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** §9: hours shown as hours, or minutes when under one. */
export const hours = (h: number | null | undefined) => (h === null || h === undefined ? '—' : h < 1 ? `${Math.round(h * 60)} min` : `${h.toFixed(1)} h`);
