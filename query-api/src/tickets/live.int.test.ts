import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { TICKET_PRESENCE_EVENT, type TicketPresence } from '@exam/domain';
import { startTestApp, type TestApp } from '../../../scripts/testing/app-harness';
import { people, ticketApi, type Who } from '../../../command-api/src/tickets/testing';

let t: TestApp;
let api: ReturnType<typeof ticketApi>;
let who: ReturnType<typeof people>;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  api = ticketApi(t);
  who = people(t);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.stop();
});

function socketFor(w?: Who) {
  const s = connect(t.baseUrl, { transports: ['websocket'], extraHeaders: w ? { cookie: w.cookie } : {}, reconnection: false });
  sockets.push(s);
  return s;
}
const join = (s: Socket, room: string) => new Promise<{ ok: boolean; error?: string }>((r) => s.emit('join', room, r));
const notices = (s: Socket) => {
  const list: Array<{ view: string; ids: string[] }> = [];
  s.on('view:changed', (n) => list.push(n));
  return list;
};
const presence = (s: Socket) => {
  const latest: Record<string, TicketPresence['admins']> = {};
  s.on(TICKET_PRESENCE_EVENT, (p: TicketPresence) => void (latest[p.ticketId] = p.admins));
  return latest;
};
const say = (s: Socket, ticketId: string, state: string) => new Promise<{ ok: boolean; error?: string }>((r) => s.emit(TICKET_PRESENCE_EVENT, { ticketId, state }, r));

describe('live ticket rooms', () => {
  it('pushes a new ticket to the admin queue and stats, and an admin change to the reporter', async () => {
    const admin = who.admin();
    const student = who.student();
    const queue = socketFor(admin);
    expect(await join(queue, 'tickets:queue')).toEqual({ ok: true });
    expect(await join(queue, 'tickets:stats')).toEqual({ ok: true });
    const seen = notices(queue);
    const mine = socketFor(student);
    expect(await join(mine, 'tickets:queue')).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await join(mine, `tickets:user:${student.userId}`)).toEqual({ ok: true });
    expect(await join(mine, `tickets:user:${admin.userId}`)).toMatchObject({ ok: false });

    const id = await api.openId(student);
    await expect.poll(() => seen.some((n) => n.view === 'tickets' && n.ids.includes(id)), { timeout: 5000 }).toBe(true);
    await expect.poll(() => seen.some((n) => n.view === 'ticket_stats'), { timeout: 5000 }).toBe(true);

    expect(await join(mine, `ticket:${id}`)).toEqual({ ok: true });
    const stranger = socketFor(who.student());
    expect(await join(stranger, `ticket:${id}`)).toMatchObject({ ok: false });
    expect(await join(socketFor(), `ticket:${id}`)).toMatchObject({ ok: false });
    const forStudent = notices(mine);
    await api.reply(admin, id, { body: 'We are on it', status: 'pending' });
    await expect.poll(() => forStudent.some((n) => n.view === 'ticket_messages' && n.ids.includes(id)), { timeout: 5000 }).toBe(true);
    expect(forStudent.some((n) => n.view === 'tickets' && n.ids.includes(id))).toBe(true);
  });
});

describe('collision detection', () => {
  it('shows admins on the same ticket who is viewing and who is replying, and drops those who leave', async () => {
    const id = await api.openId(who.student());
    const [anita, bala] = [who.admin('anita'), who.admin('bala')];
    const a = socketFor(anita);
    const b = socketFor(bala);
    const pa = presence(a);
    const pb = presence(b);
    expect(await say(a, id, 'viewing')).toEqual({ ok: true });
    expect(await say(b, id, 'viewing')).toEqual({ ok: true });
    await expect.poll(() => pa[id]?.map((x) => x.name).sort(), { timeout: 5000 }).toEqual([anita.username, bala.username].sort());
    expect(await say(b, id, 'replying')).toEqual({ ok: true });
    await expect.poll(() => pa[id]?.find((x) => x.userId === bala.userId)?.replying, { timeout: 5000 }).toBe(true);
    expect(pb[id].find((x) => x.userId === anita.userId)?.replying).toBe(false);
    b.close();
    await expect.poll(() => pa[id]?.map((x) => x.userId), { timeout: 5000 }).toEqual([anita.userId]);
  });

  it('keeps students out of presence', async () => {
    const student = who.student();
    const id = await api.openId(student);
    const s = socketFor(student);
    const ps = presence(s);
    expect(await say(s, id, 'viewing')).toEqual({ ok: false, error: 'FORBIDDEN' });
    const admin = socketFor(who.admin());
    expect(await say(admin, id, 'viewing')).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(ps[id]).toBeUndefined();
    expect(await say(admin, '../etc', 'viewing')).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
  });
});
