import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { deterministicUuid } from '../commands/ids';
import { people, registerUser, ticketApi } from './testing';

let t: TestApp;
let api: ReturnType<typeof ticketApi>;
let who: ReturnType<typeof people>;
beforeAll(async () => {
  t = await startTestApp();
  api = ticketApi(t);
  who = people(t);
});
afterAll(async () => t?.stop());

describe('opening a ticket', () => {
  it('opens with trimmed text and the defaults, and answers with the ticket id and position', async () => {
    const s = who.student();
    const r = await api.open(s, { subject: '  Payment failed ', message: ' Debited twice ' });
    expect(r.statusCode).toBe(201);
    const { ticketId, position } = r.json();
    expect(position).toMatch(/^\d+:\d+$/);
    const [opened] = await api.events(ticketId);
    expect(opened).toMatchObject({ type: 'TicketOpened', data: { subject: 'Payment failed', message: 'Debited twice', priority: 'medium', tags: ['other'], reporter: { userId: s.userId, email: s.email } } });
  });

  it('refuses bad input with the spec sentences, and guests with 401', async () => {
    const s = who.student();
    const noSubject = await api.open(s, { subject: '   ' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Subject is required' });
    expect((await api.open(s, { message: '' })).json().detail).toBe('Please describe your issue');
    expect((await api.open(s, { priority: 'critical' })).json().detail).toBe('Priority must be low, medium, high or urgent');
    expect((await api.open(s, { tags: ['billing'] })).statusCode).toBe(400);
    const guest = await api.open(undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toContain('application/problem+json');
  });
});

describe('replies and status', () => {
  it('lets the reporter and an admin reply; other students get 404, empty messages 400', async () => {
    const s = who.student();
    const id = await api.openId(s);
    expect((await api.reply(s, id, { body: 'Any news?' })).statusCode).toBe(200);
    const a = await api.reply(who.admin(), id, { body: 'Looking into it' });
    expect(a.statusCode).toBe(200);
    expect(a.json().message.id).toEqual(expect.any(String));
    expect((await api.reply(who.student('nosy'), id, { body: 'hi' })).statusCode).toBe(404);
    const empty = await api.reply(s, id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Message cannot be empty');
    expect((await api.events(id)).filter((e) => e.type === 'TicketMessagePosted').map((e) => e.data.authorRole)).toEqual(['reporter', 'admin']);
  });

  it('follows the transition table, refuses others clearly, and blocks replies once closed until the reporter reopens', async () => {
    const s = who.student();
    const admin = who.admin();
    const id = await api.openId(s);
    expect((await api.status(s, id, 'closed')).statusCode).toBe(403);
    expect((await api.status(admin, id, 'resolved')).statusCode).toBe(200);
    const bad = await api.status(admin, id, 'pending');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TRANSITION', detail: 'Cannot change status from resolved to pending; allowed: open, closed' });
    expect((await api.status(admin, id, 'closed')).statusCode).toBe(200);
    const blocked = await api.reply(s, id, { body: 'Wait, one more thing' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'TICKET_CLOSED', detail: 'This ticket is closed' });
    expect((await api.cmd('POST', `/api/tickets/${id}/reopen`, s)).statusCode).toBe(200);
    expect((await api.reply(s, id, { body: 'Wait, one more thing' })).statusCode).toBe(200);
    const bodies = (await api.events(id)).filter((e) => e.type === 'TicketMessagePosted').map((e) => e.data.body);
    expect(bodies).toEqual(['Reopening ticket.', 'Wait, one more thing']);
  });

  it('lets an admin reply and change the status in one command, with the suffix', async () => {
    const id = await api.openId(who.student());
    const r = await api.reply(who.admin(), id, { body: 'Fixed on our side.', status: 'resolved' });
    expect(r.statusCode).toBe(200);
    const ev = await api.events(id);
    expect(ev.find((e) => e.type === 'TicketMessagePosted')!.data.body).toBe('Fixed on our side.\n\n[Status updated to: resolved]');
    expect(ev.at(-1)).toMatchObject({ type: 'TicketStatusChanged', data: { from: 'open', to: 'resolved', via: 'reply' } });
  });

  it('changes priority and tags with PATCH, admins only', async () => {
    const id = await api.openId(who.student());
    expect((await api.cmd('PATCH', `/api/tickets/${id}`, who.student(), { priority: 'high' })).statusCode).toBe(404);
    const r = await api.cmd('PATCH', `/api/tickets/${id}`, who.admin(), { priority: 'urgent', tags: ['payment'] });
    expect(r.statusCode).toBe(200);
    expect(r.json().ticket).toMatchObject({ id, status: 'open', priority: 'urgent', tags: ['payment'] });
    expect((await api.events(id)).slice(1).map((e) => e.type)).toEqual(['TicketPriorityChanged', 'TicketTagsChanged']);
    expect((await api.cmd('PATCH', `/api/tickets/${id}`, who.admin(), {})).json().detail).toBe('Nothing to update');
  });
});

describe('assignment', () => {
  it('lets exactly one of two racing admins take a ticket; the other is told who has it', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await api.openId(who.student());
      const [a, b] = [who.admin('anita'), who.admin('bala')];
      const answers = await Promise.all([api.assign(a, id, { assignToSelf: true }), api.assign(b, id, { assignToSelf: true })]);
      const codes = answers.map((x) => x.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = answers[0].statusCode === 200 ? a : b;
      const loser = answers.find((x) => x.statusCode === 409)!.json();
      expect(loser).toMatchObject({ code: 'TICKET_ALREADY_ASSIGNED', detail: `This ticket is already assigned to ${winner.username}`, assignee: { userId: winner.userId } });
      expect((await api.events(id)).filter((e) => e.type === 'TicketAssigned')).toHaveLength(1);
    }
  });

  it('takes over, unassigns from me, and assigns to another tickets handler but not to a student', async () => {
    const id = await api.openId(who.student());
    const [a, b] = [who.admin(), who.admin()];
    await api.assign(a, id, { assignToSelf: true });
    expect((await api.assign(b, id, { assignToSelf: false })).json().code).toBe('NOT_ASSIGNED_TO_YOU');
    expect((await api.assign(b, id, { assignToSelf: true, takeOver: true, expectedAssigneeId: a.userId })).statusCode).toBe(200);
    expect((await api.assign(b, id, { assignToSelf: false })).statusCode).toBe(200);
    const handler = who.admin('handler');
    await registerUser(t, handler, ['user', 'TicketsHandler']);
    const toHandler = await api.assign(a, id, { assigneeUserId: handler.userId });
    expect(toHandler.json()).toMatchObject({ success: true, assignee: { email: handler.email } });
    const student = who.student();
    await registerUser(t, student, ['user']);
    expect((await api.assign(a, id, { assigneeUserId: student.userId })).json().detail).toBe('Tickets can only be assigned to a tickets handler');
    expect((await api.assign(who.student(), id, { assignToSelf: true })).statusCode).toBe(404);
    expect((await api.events(id)).filter((e) => e.type.startsWith('TicketUn') || e.type === 'TicketAssigned').map((e) => e.type)).toEqual(['TicketAssigned', 'TicketAssigned', 'TicketUnassigned', 'TicketAssigned']);
  });
});

describe('bulk update', () => {
  it('updates each ticket on its own stream and reports the refused one alone', async () => {
    const admin = who.admin();
    const ids = [await api.openId(who.student()), await api.openId(who.student()), await api.openId(who.student())];
    await api.status(admin, ids[1], 'closed');
    const r = await api.cmd('POST', '/api/tickets/bulk-update', admin, { ticketIds: [...ids, 'no-such-ticket'], update: { status: 'resolved' } });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ success: false, updated: 2, failed: 2 });
    expect(body.results).toEqual([
      expect.objectContaining({ ticketId: ids[0], ok: true, changed: true }),
      expect.objectContaining({ ticketId: ids[1], ok: false, code: 'INVALID_TRANSITION', error: 'Cannot change status from closed to resolved; allowed: open' }),
      expect.objectContaining({ ticketId: ids[2], ok: true }),
      expect.objectContaining({ ticketId: 'no-such-ticket', ok: false, code: 'NOT_FOUND' }),
    ]);
    expect((await api.events(ids[1])).at(-1)!.data.to).toBe('closed');
    expect((await api.events(ids[2])).at(-1)!.data).toMatchObject({ to: 'resolved', via: 'bulk' });
  });

  it('is for admins only and needs something to apply', async () => {
    const id = await api.openId(who.student());
    expect((await api.cmd('POST', '/api/tickets/bulk-update', who.student(), { ticketIds: [id], update: { priority: 'low' } })).statusCode).toBe(403);
    const none = await api.cmd('POST', '/api/tickets/bulk-update', who.admin(), { ticketIds: [id], update: {} });
    expect(none.json().detail).toBe('Choose a status, priority or tags to apply');
  });
});

describe('demo tickets', () => {
  it('seeds a dozen tickets once, across statuses, some assigned to the demo tickets handler', async () => {
    const { seedTickets } = await import('./seed');
    const ctx = { eventStore: t.eventStore, readStore: t.readStore, log: t.command.log };
    const streams = Array.from({ length: 12 }, (_, n) => `ticket-${deterministicUuid(`seed:tickets:${n}`)}`);
    const count = async () => (await Promise.all(streams.map((s) => t.eventStore.readStream(s)))).reduce((sum, e) => sum + e.length, 0);
    await seedTickets(ctx);
    const first = await count();
    expect(first).toBeGreaterThan(30);
    await seedTickets(ctx);
    expect(await count()).toBe(first);
    await t.settle();
    const admin = t.sessionCookie(['TicketsHandler']).cookie;
    const list = (await t.query.inject({ method: 'GET', url: '/api/tickets?isAdmin=1&assignedToEmail=support@demo.in&limit=50', headers: { cookie: admin } })).json();
    expect(list.tickets.length).toBeGreaterThanOrEqual(4);
    const stats = (await t.query.inject({ method: 'GET', url: '/api/tickets/stats?forceRefresh=1', headers: { cookie: admin } })).json();
    for (const s of ['open', 'pending', 'resolved', 'closed']) expect(stats.statusBreakdown[s]).toBeGreaterThan(0);
  });
});
