import { describe, expect, it } from 'vitest';
import { allowedTransitions } from './rules';
import { applyTicketStatsDelta, averageHours, emptyTicketStats, percentileRank } from './stats';

const doc = (o: Partial<{ status: any; priority: any; unassigned: boolean; firstResponseMs: number | null; resolutionMs: number | null }> = {}) =>
  ({ status: 'open', priority: 'medium', unassigned: true, firstResponseMs: null, resolutionMs: null, ...o }) as const;

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
