import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TicketEvent, ticketStream } from '@exam/domain';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';

let t: TestApp;
beforeAll(async () => void (t = await startTestApp()));
afterAll(async () => t?.stop());

const H = 3_600_000;
const NOW = Date.now();
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * H).toISOString();
const student = { userId: 'u-s', email: 's@test.in', name: 'stu' };
const support = { userId: 'u-a', email: 'a@test.in', name: 'sup' };
const admin = { cookie: '' };

/** Appends one ticket's history with chosen business times (hours ago). */
async function history(steps: Array<[number, (id: string) => TicketEvent]>) {
  const id = randomUUID();
  let rev = -1;
  for (const [hoursAgo, make] of steps) {
    const e = make(id);
    await t.eventStore.appendToStream(ticketStream(id), [{
      id: randomUUID(), type: e.type, data: e.data,
      metadata: { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: at(hoursAgo) },
    }], { expectedRevision: rev === -1 ? 'no_stream' : rev });
    rev++;
  }
  return id;
}
const opened = (priority: 'low' | 'medium' | 'high' | 'urgent' = 'medium') => (id: string): TicketEvent => ({ type: 'TicketOpened', data: { ticketId: id, subject: `Ticket ${id.slice(0, 4)}`, message: 'help', priority, tags: ['other'], reporter: student, messageId: randomUUID() } });
const adminReply = (id: string): TicketEvent => ({ type: 'TicketMessagePosted', data: { ticketId: id, messageId: randomUUID(), body: 'on it', author: support, authorRole: 'admin', attachments: [] } });
const userReply = (id: string): TicketEvent => ({ type: 'TicketMessagePosted', data: { ticketId: id, messageId: randomUUID(), body: 'still broken', author: student, authorRole: 'reporter', attachments: [] } });
const to = (from: any, next: any) => (id: string): TicketEvent => ({ type: 'TicketStatusChanged', data: { ticketId: id, from, to: next, by: support, via: 'update' } });
const assign = (id: string): TicketEvent => ({ type: 'TicketAssigned', data: { ticketId: id, assignee: support, previous: null, by: support, mode: 'self' } });

const getStats = async (force = true) => {
  await t.settle();
  const r = await t.query.inject({ method: 'GET', url: `/api/tickets/stats${force ? '?forceRefresh=1' : ''}`, headers: { cookie: admin.cookie } });
  expect(r.statusCode).toBe(200);
  return r.json().stats;
};

describe('ticket stats', () => {
  it('counts, breaks down, averages and ranks response and resolution times', async () => {
    admin.cookie = t.sessionCookie(['TicketsHandler']).cookie;
    // 1: old (10 days), answered after 2 h, resolved after 10 h
    await history([[240, opened('high')], [238, adminReply], [230, to('open', 'resolved')]]);
    // 2: 3 days old, answered after 4 h, closed after 20 h
    await history([[72, opened('urgent')], [68, assign], [68, adminReply], [52, to('open', 'closed')]]);
    // 3: 30 h old, never answered, unassigned: waiting for more than a day
    const waitingLong = await history([[30, opened('low')]]);
    // 4: 2 h old, answered after 1 h, then the student wrote again 30 min ago; pending
    await history([[2, opened()], [1, adminReply], [1, to('open', 'pending')], [0.5, userReply]]);

    const s = await getStats();
    expect(s).toMatchObject({
      totalTickets: 4,
      statusBreakdown: { open: 1, pending: 1, resolved: 1, closed: 1 },
      priorityBreakdown: { low: 1, medium: 1, high: 1, urgent: 1 },
      newTicketsLastWeek: 3,
      resolvedTicketsLastWeek: 1,
      unassignedTickets: 2,
      avgResponseTimeHours: 2.3, // (2 + 4 + 1) / 3
      avgResolutionTimeHours: 15,
      firstResponseHours: { p50: 2, p90: 4 },
      resolutionHours: { p50: 10, p90: 20 },
      waitingForReply: { count: 2, over24h: 1 },
    });
    expect(s.waitingForReply.oldest[0]).toMatchObject({ id: waitingLong, priority: 'low' });
    // the spec's fields are also at the top level of the answer
    const raw = await t.query.inject({ method: 'GET', url: '/api/tickets/stats', headers: { cookie: admin.cookie } });
    expect(raw.json()).toMatchObject({ totalTickets: 4, avgResponseTimeHours: 2.3 });
  });

  it('moves a reopened ticket out of the resolution figures and back into the waiting queue', async () => {
    const id = await history([[5, opened()], [4, adminReply], [3, to('open', 'closed')]]);
    const before = await getStats();
    const reopen = (x: string): TicketEvent => ({ type: 'TicketStatusChanged', data: { ticketId: x, from: 'closed', to: 'open', by: student, via: 'reopen' } });
    await t.eventStore.appendToStream(ticketStream(id), [reopen(id), userReply(id)].map((e) => ({
      id: randomUUID(), type: e.type, data: e.data, metadata: { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: at(0) },
    })), { expectedRevision: 2 });
    const after = await getStats();
    expect(after.statusBreakdown.closed).toBe(before.statusBreakdown.closed - 1);
    expect(after.statusBreakdown.open).toBe(before.statusBreakdown.open + 1);
    expect(after.waitingForReply.count).toBe(before.waitingForReply.count + 1);
    expect(after.unassignedTickets).toBe(before.unassignedTickets + 1);
    expect(after.avgResolutionTimeHours).toBe(15); // the reopened ticket's 2 h no longer counts
    expect(after.totalTickets).toBe(before.totalTickets);
  });

  it('is for tickets handlers and super admins only', async () => {
    expect((await t.query.inject({ method: 'GET', url: '/api/tickets/stats', headers: { cookie: t.sessionCookie(['user']).cookie } })).statusCode).toBe(403);
    expect((await t.query.inject({ method: 'GET', url: '/api/tickets/stats' })).statusCode).toBe(401);
    expect((await t.query.inject({ method: 'GET', url: '/api/tickets/stats', headers: { cookie: t.sessionCookie(['PlatformSuperAdmin']).cookie } })).statusCode).toBe(200);
  });
});
