import { z } from 'zod';
import type { Decider } from '../core/types';
import { assertNever } from '../core/types';
import { loginRequired } from './practice';

/**
 * Usage-time beacons (practice-and-support.md §7). The browser posts base64-encoded JSON:
 *   /api/blimp     { abcd: page path, efgh: seconds on the page, ijkl: date shifted by +5.5 h }
 *   /api/bigBlimp  { abcd: { page: seconds }, ijkl: the previous (stored) date }
 * The +19800 s shift makes the UTC fields of `ijkl` read as India time, so its first ten characters
 * are the India calendar day. Stream: `usage-{userId}`.
 */
export const usageStream = (userId: string) => `usage-${userId}`;
export const IST_SHIFT_SECONDS = 19800;
export const MAX_SECONDS_PER_DAY = 24 * 60 * 60;

/** The time-tracked pages of §2, exactly. */
export const TRACKED_PAGES = [
  '/questionsArena/dashboard', '/questionsArena/question', '/questionsArena/mock', '/questionsArena/rcdilr', '/questionsArena/club',
  '/questionsArenaAdmin/dashboard', '/questionsArenaAdmin/review', '/questionsArenaAdmin/mocks', '/questionsArenaAdmin/mocks/review',
  '/questionsArenaAdmin/rcdilr', '/questionsArenaAdmin/rcdilr/review',
  '/resolvers/question', '/resolvers/errors', '/resolvers/cuet/errors', '/resolvers',
] as const;
export const isTrackedPage = (path: string) => (TRACKED_PAGES as readonly string[]).includes(path);

/** The shifted "now" the browser puts in `ijkl`. */
export const shiftedNow = (nowMs: number) => new Date(nowMs + IST_SHIFT_SECONDS * 1000);
export const istDay = (shifted: Date) => shifted.toISOString().slice(0, 10);

const page = z.string().refine(isTrackedPage, 'abcd must be a time-tracked page');
const seconds = z.number().finite().min(0).max(MAX_SECONDS_PER_DAY);
const date = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'ijkl must be a date' });
    return z.NEVER;
  }
  return d;
});
export const blimpPayload = z.object({ abcd: page, efgh: seconds, ijkl: date }).strict();
export const bigBlimpPayload = z.object({ abcd: z.record(page, seconds), ijkl: date }).strict();

const DAY_MS = 86_400_000;
/**
 * A page-time beacon's date must be the shifted now (a day of clock skew allowed either way); a
 * day summary's date must be an earlier India day, at most a year back. Null when acceptable.
 */
export function beaconDateProblem(kind: 'blimp' | 'bigBlimp', ijkl: Date, nowMs: number): string | null {
  const shifted = shiftedNow(nowMs).getTime();
  if (kind === 'blimp') return Math.abs(ijkl.getTime() - shifted) <= DAY_MS ? null : 'ijkl is not the current India time';
  if (istDay(ijkl) >= istDay(shiftedNow(nowMs))) return 'ijkl must be an earlier day';
  return shifted - ijkl.getTime() <= 366 * DAY_MS ? null : 'ijkl is more than a year old';
}

export type UsageEvent =
  | { type: 'PageTimeRecorded'; data: { userId: string; page: string; seconds: number; day: string; clientDate: string; recordedAt: string } }
  | { type: 'DayUsageSummarised'; data: { userId: string; pages: Record<string, number>; day: string; clientDate: string; recordedAt: string } };
export type UsageCommand =
  | { type: 'RecordPageTime'; data: { page: string; seconds: number; ijkl: Date } }
  | { type: 'SummariseDayUsage'; data: { pages: Record<string, number>; ijkl: Date } };

/** Beacons need no history to decide: validity is in the payload. */
export const usageDecider: Decider<Record<string, never>, UsageCommand, UsageEvent> = {
  initialState: () => ({}),
  evolve: (state) => state,
  decide(command, _state, ctx) {
    if (!ctx.actor) throw loginRequired();
    const base = { userId: ctx.actor.userId, day: istDay(command.data.ijkl), clientDate: command.data.ijkl.toISOString(), recordedAt: ctx.now };
    switch (command.type) {
      case 'RecordPageTime':
        return [{ type: 'PageTimeRecorded', data: { ...base, page: command.data.page, seconds: Math.round(command.data.seconds) } }];
      case 'SummariseDayUsage':
        return [{ type: 'DayUsageSummarised', data: { ...base, pages: Object.fromEntries(Object.entries(command.data.pages).map(([p, s]) => [p, Math.round(s)])) } }];
      default:
        return assertNever(command);
    }
  },
};
