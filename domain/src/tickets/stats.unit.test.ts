import { describe, expect, it } from 'vitest';
import { allowedTransitions } from './rules';
import { applyTicketStatsDelta, averageHours, durationPercentileMs, emptyTicketStats, percentileRank } from './stats';

type D = { status: any; priority: any; unassigned: boolean; firstResponseMs: number | null; resolutionMs: number | null; assignedToEmail: string | null; awaitingReplySince: string | null };
const doc = (o: Partial<D> = {}): D => ({ status: 'open', priority: 'medium', unassigned: true, firstResponseMs: null, resolutionMs: null, assignedToEmail: null, awaitingReplySince: null, ...o });

describe('ticket stats totals', () => {
  it('counts a new ticket, moves it between statuses and stops counting it unassigned once resolved', () => {
    let s = applyTicketStatsDelta(emptyTicketStats('g'), null, doc());
    expect(s).toMatchObject({ total: 1, byStatus: { open: 1 }, byPriority: { medium: 1 }, unassignedActive: 1 });
    s = applyTicketStatsDelta(s, doc(), doc({ status: 'resolved', firstResponseMs: 2 * 3_600_000, resolutionMs: 5 * 3_600_000 }));
    expect(s).toMatchObject({ total: 1, byStatus: { open: 0, resolved: 1 }, unassignedActive: 0, firstResponse: { count: 1 }, resolution: { count: 1 } });
    expect(averageHours(s.firstResponse)).toBe(2);
    // reopened: no longer counted as resolved, the first response stays
    s = applyTicketStatsDelta(s, doc({ status: 'resolved', firstResponseMs: 7_200_000, resolutionMs: 18_000_000 }), doc({ status: 'open', firstResponseMs: 7_200_000, unassigned: false }));
    expect(s).toMatchObject({ byStatus: { open: 1, resolved: 0 }, unassignedActive: 0, firstResponse: { count: 1, totalMs: 7_200_000 }, resolution: { count: 0, totalMs: 0 } });
  });

  it('tallies assignees and waiting tickets, and reads percentiles from the histogram within 0.25 %', () => {
    let s = emptyTicketStats('g');
    const hours = [1, 2, 2, 3, 5, 8, 13, 21, 34, 55];
    for (const h of hours) s = applyTicketStatsDelta(s, null, doc({ firstResponseMs: h * 3_600_000, assignedToEmail: 'Support@demo.in', awaitingReplySince: h > 20 ? 'x' : null }));
    expect(s.byAssignee).toEqual({ 'support@demo.in': 10 });
    expect(s.waiting).toBe(3);
    const p50 = durationPercentileMs(s.firstResponse, 50)! / 3_600_000;
    const p90 = durationPercentileMs(s.firstResponse, 90)! / 3_600_000;
    expect(Math.abs(p50 - 5) / 5).toBeLessThan(0.0026);
    expect(Math.abs(p90 - 34) / 34).toBeLessThan(0.0026);
    // removing a ticket's share takes it out of the histogram too
    s = applyTicketStatsDelta(s, doc({ firstResponseMs: 55 * 3_600_000, assignedToEmail: 'support@demo.in' }), null);
    expect(Math.abs(durationPercentileMs(s.firstResponse, 100)! / 3_600_000 - 34)).toBeLessThan(0.1);
    expect(s.byAssignee['support@demo.in']).toBe(9);
  });

  it('averages response hours to one decimal and ranks percentiles by nearest rank', () => {
    expect(averageHours({ count: 3, totalMs: 3_600_000 * 4 })).toBe(1.3);
    expect(averageHours({ count: 0, totalMs: 0 })).toBe(0);
    expect(percentileRank(0, 50)).toBeNull();
    expect(percentileRank(1, 90)).toBe(0);
    expect(percentileRank(10, 50)).toBe(4);
    expect(percentileRank(10, 90)).toBe(8);
    expect(percentileRank(100_000, 99)).toBe(98_999);
  });

  it('offers the status dropdown exactly the allowed transitions', () => {
    expect(allowedTransitions('closed')).toEqual(['open']);
    expect(allowedTransitions('resolved')).toEqual(['open', 'closed']);
  });
});
