import {
  type DailyPointsDoc, dailyPointsView, FORUM_LIMITS, type LeaderboardEntry, type LeaderboardWindow, type UserStatsDoc, userStatsView,
  windowStartDay,
} from '@exam/domain';
import type { ReadStore } from '@exam/infra';

type Row = { userId: string; email: string; username: string; points: number };
export type Leaderboard = { window: LeaderboardWindow; entries: LeaderboardEntry[]; me: LeaderboardEntry | null; total: number };

const entry = (r: Row, rank: number): LeaderboardEntry => ({ userId: r.userId, userEmail: r.email, username: r.username, avatar: null, points: r.points, rank });

/**
 * All-time from the per-user totals (indexed by points); weekly and monthly by summing the per-day
 * buckets inside the window. Ranks are competition ranks (equal points share a rank); the current
 * user is matched by e-mail and gets an extra row when below the shown rows (spec back-office §9.1).
 */
export async function leaderboard(rs: ReadStore, window: LeaderboardWindow, opts: { limit?: number; skip?: number; email?: string | null; now?: string } = {}): Promise<Leaderboard> {
  const limit = opts.limit ?? FORUM_LIMITS.leaderboardTop;
  const skip = opts.skip ?? 0;
  const email = opts.email?.toLowerCase() ?? null;
  if (window === 'all') {
    const filter = { totalPoints: { $gt: 0 } };
    const [docs, total, mine] = await Promise.all([
      rs.find<UserStatsDoc>(userStatsView.name, { filter, sort: { totalPoints: -1, usernameLower: 1 }, skip, limit }),
      rs.count(userStatsView.name, filter),
      email ? rs.find<UserStatsDoc>(userStatsView.name, { filter: { email }, limit: 1 }).then((d) => d[0] ?? null) : null,
    ]);
    const rankOf = async (points: number) => 1 + (await rs.count(userStatsView.name, { totalPoints: { $gt: points } }));
    const rows = docs.map((d) => ({ userId: d.userId, email: d.email, username: d.username, points: d.totalPoints }));
    const entries = await rankRows(rows, rankOf);
    const shown = entries.some((e) => e.userEmail === email);
    const me = mine && mine.totalPoints > 0 && !shown ? entry({ ...mine, points: mine.totalPoints }, await rankOf(mine.totalPoints)) : null;
    return { window, entries, me, total };
  }
  const start = windowStartDay(window, opts.now ?? new Date().toISOString())!;
  const days = await rs.find<DailyPointsDoc>(dailyPointsView.name, { filter: { day: { $gte: start } }, limit: 1_000_000 });
  const sums = new Map<string, Row>();
  for (const d of days) {
    const r = sums.get(d.userId) ?? { userId: d.userId, email: d.email, username: d.username, points: 0 };
    r.points += d.points;
    sums.set(d.userId, r);
  }
  const all = [...sums.values()].filter((r) => r.points > 0).sort((a, b) => b.points - a.points || a.username.localeCompare(b.username));
  const ranked: LeaderboardEntry[] = [];
  all.forEach((r, i) => ranked.push(entry(r, i > 0 && all[i - 1].points === r.points ? ranked[i - 1].rank : i + 1)));
  const entries = ranked.slice(skip, skip + limit);
  const mine = email ? ranked.find((e) => e.userEmail === email) ?? null : null;
  return { window, entries, me: mine && !entries.includes(mine) ? mine : null, total: ranked.length };
}

async function rankRows(rows: Row[], rankOf: (points: number) => Promise<number>) {
  const out: LeaderboardEntry[] = [];
  for (const [i, r] of rows.entries()) {
    const rank = i > 0 && rows[i - 1].points === r.points ? out[i - 1].rank : await rankOf(r.points);
    out.push(entry(r, rank));
  }
  return out;
}
