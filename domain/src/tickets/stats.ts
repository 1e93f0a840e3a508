import { ACTIVE_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from './rules';
import type { TicketDoc } from './views';

/** Durations (first response, resolution): sum for the average, a log-scale histogram for percentiles. */
export type DurationTally = { count: number; totalMs: number; hist: Record<string, number> };

/**
 * Running totals the tickets projection keeps in one document, so the stats call and the queue's
 * usual totals need no scan of 100,000 tickets: each ticket change removes the old document's share
 * and adds the new one's (both are committed in the same unit of work as the tickets).
 */
export type TicketStatsDoc = {
  id: string;
  total: number;
  byStatus: Record<TicketStatus, number>;
  byPriority: Record<TicketPriority, number>;
  /** Tickets per assignee e-mail; '' for unassigned (any status). */
  byAssignee: Record<string, number>;
  /** Open or pending tickets nobody has taken. */
  unassignedActive: number;
  /** Tickets whose latest word is the reporter's, still active. */
  waiting: number;
  firstResponse: DurationTally;
  resolution: DurationTally;
};

type Share = Pick<TicketDoc, 'status' | 'priority' | 'unassigned' | 'firstResponseMs' | 'resolutionMs' | 'assignedToEmail' | 'awaitingReplySince'>;

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const tally = (): DurationTally => ({ count: 0, totalMs: 0, hist: {} });

export const emptyTicketStats = (id: string): TicketStatsDoc => ({
  id, total: 0, byStatus: zeros(TICKET_STATUSES), byPriority: zeros(TICKET_PRIORITIES), byAssignee: {}, unassignedActive: 0, waiting: 0,
  firstResponse: tally(), resolution: tally(),
});

/** Buckets 0.5 % wide from one minute up: percentiles read from them are within 0.25 % of the exact value. */
const BUCKET_RATIO = 1.005;
const BUCKET_BASE_MS = 60_000;
export const durationBucket = (ms: number) => (ms < BUCKET_BASE_MS ? 0 : 1 + Math.floor(Math.log(ms / BUCKET_BASE_MS) / Math.log(BUCKET_RATIO)));
const bucketValue = (b: number) => (b === 0 ? BUCKET_BASE_MS / 2 : BUCKET_BASE_MS * BUCKET_RATIO ** (b - 1 + 0.5));

const bump = (m: Record<string, number>, key: string, by: number) => {
  const next = { ...m, [key]: (m[key] ?? 0) + by };
  if (next[key] === 0) delete next[key];
  return next;
};

function addDuration(t: DurationTally | undefined, ms: number | null | undefined, sign: 1 | -1): DurationTally {
  const base = t ?? tally();
  if (ms === null || ms === undefined) return base;
  return { count: base.count + sign, totalMs: base.totalMs + sign * ms, hist: bump(base.hist ?? {}, String(durationBucket(ms)), sign) };
}

function add(s: TicketStatsDoc, d: Share, sign: 1 | -1): TicketStatsDoc {
  return {
    ...s,
    total: s.total + sign,
    byStatus: { ...s.byStatus, [d.status]: (s.byStatus[d.status] ?? 0) + sign },
    byPriority: { ...s.byPriority, [d.priority]: (s.byPriority[d.priority] ?? 0) + sign },
    byAssignee: bump(s.byAssignee ?? {}, (d.assignedToEmail ?? '').toLowerCase(), sign),
    unassignedActive: s.unassignedActive + (d.unassigned && ACTIVE_STATUSES.includes(d.status) ? sign : 0),
    waiting: (s.waiting ?? 0) + (d.awaitingReplySince ? sign : 0),
    firstResponse: addDuration(s.firstResponse, d.firstResponseMs, sign),
    resolution: addDuration(s.resolution, d.resolutionMs, sign),
  };
}

/** The totals after one ticket document went from `before` (null: new) to `after`. */
export function applyTicketStatsDelta(stats: TicketStatsDoc, before: Share | null, after: Share | null): TicketStatsDoc {
  let s = stats;
  if (before) s = add(s, before, -1);
  if (after) s = add(s, after, 1);
  return s;
}

/** The p-th percentile (nearest rank) of a tally, in ms, from its histogram; null when empty. */
export function durationPercentileMs(t: DurationTally, p: number): number | null {
  const rank = percentileRank(t.count, p);
  if (rank === null) return null;
  let seen = 0;
  const hist = t.hist ?? {}; // a tally written before histograms existed has none until a rebuild
  for (const b of Object.keys(hist).map(Number).sort((x, y) => x - y)) {
    seen += hist[b];
    if (seen > rank) return bucketValue(b);
  }
  return null;
}

export const msToHours = (ms: number, digits = 1) => Math.round((ms / 3_600_000) * 10 ** digits) / 10 ** digits;
export const averageHours = (x: { count: number; totalMs: number }) => (x.count ? msToHours(x.totalMs / x.count) : 0);

/** 0-based rank of the p-th percentile (nearest rank) among n sorted values, or null when n is 0. */
export function percentileRank(n: number, p: number): number | null {
  if (n <= 0) return null;
  return Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1));
}

/** What GET /api/tickets/stats answers: the spec's fields (§3) first, then the help-desk extras. */
export type TicketStats = {
  totalTickets: number;
  statusBreakdown: Record<TicketStatus, number>;
  priorityBreakdown: Record<TicketPriority, number>;
  resolvedTicketsLastWeek: number;
  newTicketsLastWeek: number;
  unassignedTickets: number;
  avgResponseTimeHours: number;
  avgResolutionTimeHours: number;
  firstResponseHours: { p50: number | null; p90: number | null };
  resolutionHours: { p50: number | null; p90: number | null };
  /** Active tickets whose latest word is the reporter's, and the ones waiting longest. */
  waitingForReply: { count: number; over24h: number; oldest: Array<{ id: string; subject: string; since: string; priority: TicketPriority }> };
  generatedAt: string;
};

export const WAITING_LONG_MS = 24 * 3_600_000;
export const STATS_WINDOW_MS = 7 * 24 * 3_600_000;
