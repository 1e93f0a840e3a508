import {
  averageHours, type DurationTally, durationPercentileMs, emptyTicketStats, msToHours, STATS_WINDOW_MS, TICKET_STATS_ID, type TicketDoc, type TicketStats,
  ticketStatsView, type TicketStatsDoc, ticketsView, WAITING_LONG_MS,
} from '@exam/domain';
import type { ReadStore } from '@exam/infra';

const T = ticketsView.name;
const iso = (ms: number) => new Date(ms).toISOString();
/** Any ISO timestamp is above this: a range test the date indexes can answer (unlike "is not null"). */
const ANY_TIME = '0000';
/** The time windows move even when nothing happens, so a cached answer is kept briefly. */
const MAX_AGE_MS = 15_000;

const percentileHours = (t: DurationTally, p: number) => {
  const ms = durationPercentileMs(t, p);
  return ms === null ? null : msToHours(ms);
};

/** Stats from the projection's running totals plus four indexed range reads: no scan of the tickets. */
export async function computeTicketStats(readStore: ReadStore, now = Date.now()): Promise<TicketStats> {
  const totals = (await readStore.get<TicketStatsDoc>(ticketStatsView.name, TICKET_STATS_ID)) ?? emptyTicketStats(TICKET_STATS_ID);
  const weekAgo = iso(now - STATS_WINDOW_MS);
  const waitingFilter = { awaitingReplySince: { $gte: ANY_TIME } };
  const [newLastWeek, resolvedLastWeek, over24h, oldest] = await Promise.all([
    readStore.count(T, { createdAt: { $gte: weekAgo } }),
    readStore.count(T, { resolvedAt: { $gte: weekAgo } }),
    readStore.count(T, { awaitingReplySince: { $gte: ANY_TIME, $lte: iso(now - WAITING_LONG_MS) } }),
    readStore.find<TicketDoc>(T, { filter: waitingFilter, sort: { awaitingReplySince: 1 }, limit: 5 }),
  ]);
  const fr = totals.firstResponse;
  const rs = totals.resolution;
  return {
    totalTickets: totals.total,
    statusBreakdown: totals.byStatus,
    priorityBreakdown: totals.byPriority,
    resolvedTicketsLastWeek: resolvedLastWeek,
    newTicketsLastWeek: newLastWeek,
    unassignedTickets: totals.unassignedActive,
    avgResponseTimeHours: averageHours(totals.firstResponse),
    avgResolutionTimeHours: averageHours(totals.resolution),
    firstResponseHours: { p50: percentileHours(fr, 50), p90: percentileHours(fr, 90) },
    resolutionHours: { p50: percentileHours(rs, 50), p90: percentileHours(rs, 90) },
    waitingForReply: {
      count: totals.waiting ?? 0,
      over24h,
      oldest: oldest.map((d) => ({ id: d.id, subject: d.subject, since: d.awaitingReplySince!, priority: d.priority })),
    },
    generatedAt: iso(now),
  };
}

/**
 * Many admins refetch the stats after the same change notice: they share one computation per
 * projection position (and per few seconds). `forceRefresh` skips the cache.
 */
export function statsCache(readStore: ReadStore) {
  let entry: { position: string; at: number; value: Promise<TicketStats> } | null = null;
  return async (opts: { forceRefresh?: boolean } = {}) => {
    const position = (await readStore.getCheckpoint('tickets'))?.position ?? '0:0';
    const now = Date.now();
    if (!opts.forceRefresh && entry && entry.position === position && now - entry.at < MAX_AGE_MS) return entry.value;
    const value = computeTicketStats(readStore, now);
    entry = { position, at: now, value };
    value.catch(() => {
      if (entry?.value === value) entry = null;
    });
    return value;
  };
}
