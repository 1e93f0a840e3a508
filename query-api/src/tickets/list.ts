import type { Filter } from '@exam/infra';
import type { TicketListQuery, TicketStatsDoc } from '@exam/domain';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `createdBefore=2025-01-31` means up to the end of that day; a full timestamp is taken as is. */
function endOf(value: string): { $lt: string } | { $lte: string } {
  if (DAY_ONLY.test(value)) return { $lt: new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000).toISOString() };
  return { $lte: new Date(value).toISOString() };
}

/** The read-store filter of a ticket list (§3 filters); a user's list is always only their own. */
export function ticketListFilter(q: TicketListQuery, who: { userId: string; admin: boolean }): Filter {
  const f: Filter = {};
  if (!who.admin) f.reporterId = who.userId;
  const oneOrMany = (v: string[] | undefined) => (v && v.length ? (v.length === 1 ? v[0] : { $in: v }) : undefined);
  f.status = oneOrMany(q.status);
  f.priority = oneOrMany(q.priority);
  if (q.tags?.length) f.tags = { $containsAny: q.tags };
  if (q.unassigned !== undefined) f.unassigned = q.unassigned;
  if (q.assignedToEmail) f.assignedToEmail = q.assignedToEmail.trim().toLowerCase();
  if (q.search) f.$search = q.search;
  const created: Record<string, string> = {};
  if (q.createdAfter) created.$gte = new Date(q.createdAfter).toISOString();
  if (q.createdBefore) Object.assign(created, endOf(q.createdBefore));
  if (Object.keys(created).length) f.createdAt = created;
  for (const k of Object.keys(f)) if (f[k] === undefined) delete f[k];
  return f;
}

export const pagination = (total: number, page: number, limit: number) => ({ total, page, limit, pages: Math.ceil(total / limit) });

/**
 * The total of the queue's usual one-dimension views (everything, a status, a priority, an assignee,
 * unassigned) from the projection's tallies, committed with the tickets themselves: counting 100,000
 * JSON documents would cost more than the page. Null when the filter needs a real count.
 */
export function totalFromTallies(filter: Filter, t: TicketStatsDoc | null): number | null {
  if (!t) return null;
  const keys = Object.keys(filter);
  if (keys.length === 0) return t.total;
  if (keys.length !== 1) return null;
  const [key] = keys;
  const v = filter[key];
  const values = typeof v === 'string' ? [v] : v && typeof v === 'object' && Array.isArray((v as { $in?: unknown }).$in) ? ((v as { $in: string[] }).$in) : null;
  const sum = (m: Record<string, number>, vs: string[]) => vs.reduce((n, x) => n + (m[x] ?? 0), 0);
  const unassigned = t.byAssignee?.[''] ?? 0;
  if (key === 'status' && values) return sum(t.byStatus, values);
  if (key === 'priority' && values) return sum(t.byPriority, values);
  if (key === 'assignedToEmail' && typeof v === 'string' && t.byAssignee) return t.byAssignee[v] ?? 0;
  if (key === 'unassigned' && typeof v === 'boolean' && t.byAssignee) return v ? unassigned : t.total - unassigned;
  return null;
}
