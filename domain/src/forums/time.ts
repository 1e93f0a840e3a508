import { FORUM_LIMITS } from './constants';

const DAY_MS = 86_400_000;

/** The UTC day of an ISO time, as the reputation buckets name it. */
export const dayOf = (iso: string) => iso.slice(0, 10);

export type LeaderboardWindow = 'all' | 'weekly' | 'monthly';
export const LEADERBOARD_WINDOWS: readonly LeaderboardWindow[] = ['all', 'weekly', 'monthly'];

/** First day (inclusive) of a window ending today: weekly is 7 days, monthly 30 (spec §9). */
export function windowStartDay(window: LeaderboardWindow, nowIso: string): string | null {
  if (window === 'all') return null;
  const days = window === 'weekly' ? FORUM_LIMITS.weeklyDays : FORUM_LIMITS.monthlyDays;
  return dayOf(new Date(Date.parse(nowIso) - (days - 1) * DAY_MS).toISOString());
}

/**
 * Platform updates' relative age (back-office §9.1): 1 day 'Yesterday', under 7 days 'N days ago',
 * under 30 days 'N weeks ago', else the date.
 */
export function relativeAge(createdAt: string, nowIso: string): string {
  const days = Math.floor((Date.parse(nowIso) - Date.parse(createdAt)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  return new Date(createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
