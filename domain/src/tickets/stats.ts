import { ACTIVE_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from './rules';
import type { TicketDoc } from './views';

/**
 * Running totals the tickets projection keeps in one document, so the stats call needs no scan of
 * 100,000 tickets: each ticket change removes the old document's share and adds the new one's.
 */
export type TicketStatsDoc = {
  id: string;
  total: number;
  byStatus: Record<TicketStatus, number>;
  byPriority: Record<TicketPriority, number>;
  /** Open or pending tickets nobody has taken. */
  unassignedActive: number;
  firstResponse: { count: number; totalMs: number };
  resolution: { count: number; totalMs: number };
};

type Share = Pick<TicketDoc, 'status' | 'priority' | 'unassigned' | 'firstResponseMs' | 'resolutionMs'>;

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export const emptyTicketStats = (id: string): TicketStatsDoc => ({
  id, total: 0, byStatus: zeros(TICKET_STATUSES), byPriority: zeros(TICKET_PRIORITIES), unassignedActive: 0,
  firstResponse: { count: 0, totalMs: 0 }, resolution: { count: 0, totalMs: 0 },
});

function add(s: TicketStatsDoc, d: Share, sign: 1 | -1): TicketStatsDoc {
  const byStatus = { ...s.byStatus, [d.status]: (s.byStatus[d.status] ?? 0) + sign };
  const byPriority = { ...s.byPriority, [d.priority]: (s.byPriority[d.priority] ?? 0) + sign };
  const fr = d.firstResponseMs ?? null;
  const rs = d.resolutionMs ?? null;
  return {
    ...s,
    total: s.total + sign,
    byStatus,
    byPriority,
    unassignedActive: s.unassignedActive + (d.unassigned && ACTIVE_STATUSES.includes(d.status) ? sign : 0),
    firstResponse: fr === null ? s.firstResponse : { count: s.firstResponse.count + sign, totalMs: s.firstResponse.totalMs + sign * fr },
    resolution: rs === null ? s.resolution : { count: s.resolution.count + sign, totalMs: s.resolution.totalMs + sign * rs },
  };
}

/** The totals after one ticket document went from `before` (null: new) to `after`. */
export function applyTicketStatsDelta(stats: TicketStatsDoc, before: Share | null, after: Share | null): TicketStatsDoc {
  let s = stats;
  if (before) s = add(s, before, -1);
  if (after) s = add(s, after, 1);
  return s;
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
