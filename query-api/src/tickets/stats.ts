import {
  averageHours, emptyTicketStats, msToHours, percentileRank, STATS_WINDOW_MS, TICKET_STATS_ID, type TicketDoc, type TicketStats,
  ticketStatsView, type TicketStatsDoc, ticketsView, WAITING_LONG_MS,
} from '@exam/domain';
import type { ReadStore } from '@exam/infra';

const T = ticketsView.name;
const iso = (ms: number) => new Date(ms).toISOString();
/** Any ISO timestamp is above this: a range test the date indexes can answer (unlike "is not null"). */
const ANY_TIME = '0000';
/** The time windows move even when nothing happens, so a cached answer is kept briefly. */
const MAX_AGE_MS = 15_000;

async function percentileHours(readStore: ReadStore, field: 'firstResponseMs' | 'resolutionMs', n: number, p: number) {
  const rank = percentileRank(n, p);
  if (rank === null) return null;
  const [doc] = await readStore.find<TicketDoc>(T, { filter: { [field]: { $gte: 0 } }, sort: { [field]: 1 }, skip: rank, limit: 1 });
  const v = doc?.[field];
  return typeof v === 'number' ? msToHours(v) : null;
}

/** Stats from the projection's running totals plus a handful of indexed counts: no scan of the tickets. */
export async function computeTicketStats(readStore: ReadStore, now = Date.now()): Promise<TicketStats> {
  const totals = (await readStore.get<TicketStatsDoc>(ticketStatsView.name, TICKET_STATS_ID)) ?? emptyTicketStats(TICKET_STATS_ID);
  const weekAgo = iso(now - STATS_WINDOW_MS);
  const waitingFilter = { awaitingReplySince: { $gte: ANY_TIME } };
  const [newLastWeek, resolvedLastWeek, waiting, over24h, oldest, fr50, fr90, rs50, rs90] = await Promise.all([
    readStore.count(T, { createdAt: { $gte: weekAgo } }),
    readStore.count(T, { resolvedAt: { $gte: weekAgo } }),
    readStore.count(T, waitingFilter),
    readStore.count(T, { awaitingReplySince: { $gte: ANY_TIME, $lte: iso(now - WAITING_LONG_MS) } }),
    readStore.find<TicketDoc>(T, { filter: waitingFilter, sort: { awaitingReplySince: 1 }, limit: 5 }),
    percentileHours(readStore, 'firstResponseMs', totals.firstResponse.count, 50),
    percentileHours(readStore, 'firstResponseMs', totals.firstResponse.count, 90),
    percentileHours(readStore, 'resolutionMs', totals.resolution.count, 50),
    percentileHours(readStore, 'resolutionMs', totals.resolution.count, 90),
  ]);
  return {
    totalTickets: totals.total,
    statusBreakdown: totals.byStatus,
    priorityBreakdown: totals.byPriority,
    resolvedTicketsLastWeek: resolvedLastWeek,
    newTicketsLastWeek: newLastWeek,
    unassignedTickets: totals.unassignedActive,
    avgResponseTimeHours: averageHours(totals.firstResponse),
    avgResolutionTimeHours: averageHours(totals.resolution),
    firstResponseHours: { p50: fr50, p90: fr90 },
    resolutionHours: { p50: rs50, p90: rs90 },
    waitingForReply: {
      count: waiting,
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
