import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresReadStore } from '@exam/infra';
import { startTestApp, TEST_SECRET, type TestApp } from '../../../scripts/testing/app-harness';
import { buildApp as buildQueryApi } from '../app';
import { people, PNG_1PX, ticketApi, type Who } from '../../../command-api/src/tickets/testing';

let t: TestApp;
let api: ReturnType<typeof ticketApi>;
let who: ReturnType<typeof people>;
beforeAll(async () => {
  t = await startTestApp();
  api = ticketApi(t);
  who = people(t);
});
afterAll(async () => t?.stop());

const get = (w: Who | undefined, url: string) => t.query.inject({ method: 'GET', url, headers: w ? { cookie: w.cookie } : {} });

describe('ticket lists', () => {
  it('shows a user only their own tickets, newest activity first, 10 per page', async () => {
    const s = who.student();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await api.openId(s, { subject: `Issue ${i}` }));
    await api.openId(who.student(), { subject: 'Someone else' });
    const r = await api.reply(s, ids[3], { body: 'bump' });
    const page1 = (await get(s, `/api/tickets?after=${r.json().position}`)).json();
    expect(page1.pagination).toEqual({ total: 12, page: 1, limit: 10, pages: 2 });
    expect(page1.tickets).toHaveLength(10);
    expect(page1.tickets[0]).toMatchObject({ id: ids[3], subject: 'Issue 3', messageCount: 2, reporterEmail: s.email, status: 'open' });
    expect(page1.tickets[1].subject).toBe('Issue 11');
    expect(page1.tickets[0].searchText).toBeUndefined();
    const page2 = (await get(s, '/api/tickets?page=2')).json();
    expect(page2.tickets.map((x: any) => x.subject)).toEqual(['Issue 1', 'Issue 0']);
    expect(page2.stats).toBeNull();
    expect((await get(s, '/api/tickets?isAdmin=1')).statusCode).toBe(403);
    expect((await get(undefined, '/api/tickets')).statusCode).toBe(401);
  });

  it('filters the admin list by status, priority, tags, assignment, search and creation dates', async () => {
    const admin = who.admin('filterer');
    const s = who.student();
    const a = await api.openId(s, { subject: 'Razorpay refund pending', message: 'paid twice for allaccess', priority: 'urgent', tags: ['payment'] });
    const b = await api.openId(s, { subject: 'Mock timer froze', message: 'the countdown zebra stopped', priority: 'high', tags: ['mocks', 'platform'] });
    const c = await api.openId(s, { subject: 'Dark mode please', tags: ['featureRequest'], priority: 'low' });
    await api.assign(admin, b, { assignToSelf: true });
    const last = await api.status(admin, c, 'pending');
    await get(admin, `/api/tickets?isAdmin=1&after=${last.json().position}`);
    const ids = async (q: string) => (await get(admin, `/api/tickets?isAdmin=1&limit=100&${q}`)).json().tickets.map((x: any) => x.id).filter((id: string) => [a, b, c].includes(id));
    expect(await ids('priority=urgent')).toEqual([a]);
    expect(await ids('status=pending')).toEqual([c]);
    expect(await ids('status=open,pending')).toEqual([c, b, a]);
    expect(await ids('tags=platform')).toEqual([b]);
    expect(await ids('tags=payment,featureRequest')).toEqual([c, a]);
    expect(await ids(`assignedToEmail=${encodeURIComponent(admin.email)}`)).toEqual([b]);
    expect(await ids('unassigned=true')).toEqual([c, a]);
    expect(await ids('search=ZEBRA')).toEqual([b]);
    expect(await ids('search=refund')).toEqual([a]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ids(`createdAfter=${today}&createdBefore=${today}`)).length).toBe(3);
    expect(await ids('createdBefore=2000-01-01')).toEqual([]);
    const withStats = (await get(admin, '/api/tickets?isAdmin=1')).json();
    expect(withStats.stats).toMatchObject({ totalTickets: expect.any(Number), statusBreakdown: expect.any(Object) });
    expect((await get(admin, '/api/tickets?isAdmin=1&status=done')).statusCode).toBe(400);
  });
});

describe('a query-api process of its own', () => {
  it('knows the ticket views itself: search and typed filters work without the projections in the process', async () => {
    const s = who.student();
    const id = await api.openId(s, { subject: 'Quokka sighting in the mock', message: 'platypus' });
    await t.settle();
    // a fresh read store, as in the query-api server: only what the tickets routes register is known
    const query = await buildQueryApi({ readStore: await createPostgresReadStore(t.pool), eventStore: t.eventStore, log: t.query.log, sessionSecret: TEST_SECRET });
    const admin = who.admin();
    const found = await query.inject({ method: 'GET', url: '/api/tickets?isAdmin=1&search=platypus&unassigned=true', headers: { cookie: admin.cookie } });
    expect(found.json().tickets.map((x: any) => x.id)).toEqual([id]);
    await query.close();
  });
});

describe('ticket detail and conversation', () => {
  it('gives the detail to its reporter and admins only, and pages messages by 20 with system notes marked', async () => {
    const s = who.student();
    const admin = who.admin('pager');
    const id = await api.openId(s, { subject: 'Long thread' });
    for (let i = 1; i <= 21; i++) await api.reply(i % 2 ? admin : s, id, { body: `message ${i}` });
    await api.assign(admin, id, { assignToSelf: true });
    const done = await api.status(admin, id, 'resolved');
    const detail = await get(s, `/api/tickets/${id}?after=${done.json().position}`);
    expect(detail.json().data).toMatchObject({ id, status: 'resolved', messageCount: 22, assignedToEmail: admin.email });
    expect((await get(who.student(), `/api/tickets/${id}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/tickets/${id}`)).statusCode).toBe(200);

    const first = (await get(s, `/api/tickets/${id}/messages`)).json();
    expect(first.pagination).toEqual({ total: 23, page: 1, limit: 20, pages: 2 });
    expect(first.messages[0]).toMatchObject({ body: 'It keeps spinning', authorRole: 'reporter', isSystemMessage: false });
    const last = (await get(s, `/api/tickets/${id}/messages?page=last`)).json();
    expect(last.pagination.page).toBe(2);
    // the student sees the status note but not the staff note about assignment
    expect(last.messages.map((m: any) => [m.body, m.isSystemMessage])).toEqual([
      ['message 20', false], ['message 21', false], [`Status changed from open to resolved by ${admin.username}`, true],
    ]);
    const staff = (await get(admin, `/api/tickets/${id}/messages?page=last`)).json();
    expect(staff.pagination.total).toBe(24);
    expect(staff.messages.map((m: any) => m.body)).toContain(`${admin.username} assigned the ticket to themselves`);
    expect((await get(who.student(), `/api/tickets/${id}/messages`)).statusCode).toBe(404);
  });

  it('serves an attachment to those who may see the ticket, with its sniffed type', async () => {
    const s = who.student();
    const id = await api.openId(s);
    const att = (await api.upload(s, id, PNG_1PX, 'shot.png', 'application/octet-stream')).json().attachment;
    await t.settle();
    // not sent yet: only the uploader
    expect((await get(who.admin(), att.url)).statusCode).toBe(404);
    expect((await get(s, att.url)).statusCode).toBe(200);
    const sent = await api.reply(s, id, { body: 'see attached', attachments: [att.id] });
    await get(s, `/api/tickets/${id}?after=${sent.json().position}`);
    const r = await get(who.admin(), att.url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await get(who.student(), att.url)).statusCode).toBe(404);
    const msgs = (await get(s, `/api/tickets/${id}/messages`)).json().messages;
    expect(msgs.at(-1).attachments).toEqual([{ id: att.id, url: att.url, filename: 'shot.png', mimeType: 'image/png', size: PNG_1PX.length }]);
  });
});
