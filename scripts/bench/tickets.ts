import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { TICKET_PRIORITIES, TICKET_TAGS, type TicketEvent, ticketStream } from '@exam/domain';
import { comparePositions, createPool, createPostgresEventStore, type EventStore } from '@exam/infra';
import { runLoad } from './load';
import { type BenchContext, type Metrics, percentile, round, type Scenario } from './types';

const TOTAL_TICKETS = 100_000;
const ADMIN_SOCKETS = 200;
const H = 3_600_000;
const meta = (at: number) => ({ commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: new Date(at).toISOString() });
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length];

/** 100,000 ticket streams appended straight through the event store (one append per stream, many at once). */
export async function bulkSeed(es: EventStore, students: Array<{ userId: string; email: string; username: string }>, log: (l: string) => void) {
  const support = { userId: 'bench-support', email: 'support@demo.in', name: 'demo_support' };
  const now = Date.now();
  const load = await runLoad({
    concurrency: 32, total: TOTAL_TICKETS,
    op: async (_w, i) => {
      const id = randomUUID();
      // a sixth of the tickets belong to the bench students (their own lists); the rest to 5,000 others
      const s = i % 6 === 0 ? pick(students, i) : { userId: `bench-user-${i % 5000}`, email: `user${i % 5000}@bench.in`, username: `user${i % 5000}` };
      const reporter = { userId: s.userId, email: s.email, name: s.username };
      const opened = now - (i / TOTAL_TICKETS) * 90 * 24 * H; // spread over 90 days, newest last
      const events: Array<{ e: TicketEvent; at: number }> = [{ at: opened, e: { type: 'TicketOpened', data: {
        ticketId: id, subject: `${pick(['Mock timer froze', 'Refund not received', 'Cannot log in', 'Wrong answer key', 'Video buffering'], i)} (case ${i})`,
        message: `Details for case code-${i}: it happened during ${pick(['IPMAT', 'CUET', 'CAT', 'JIPMAT'], i)} practice.`,
        priority: pick(TICKET_PRIORITIES, i * 7), tags: [pick(TICKET_TAGS, i * 3)], reporter, messageId: randomUUID() } } }];
      if (i % 3 === 0) events.push({ at: opened + 0.5 * H, e: { type: 'TicketAssigned', data: { ticketId: id, assignee: support, previous: null, by: support, mode: 'self' } } });
      if (i % 2 === 0) events.push({ at: opened + ((i % 48) + 1) * 0.25 * H, e: { type: 'TicketMessagePosted', data: { ticketId: id, messageId: randomUUID(), body: 'We are looking into it.', author: support, authorRole: 'admin', attachments: [] } } });
      const to = pick(['open', 'pending', 'resolved', 'closed'] as const, i * 5);
      if (to !== 'open') events.push({ at: opened + ((i % 96) + 2) * 0.5 * H, e: { type: 'TicketStatusChanged', data: { ticketId: id, from: 'open', to, by: support, via: 'update' } } });
      await es.appendToStream(ticketStream(id), events.map(({ e, at }) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: meta(at) })), { expectedRevision: 'no_stream' });
      if (i % 20_000 === 19_999) log(`  appended ${i + 1} tickets…`);
    },
  });
  return load;
}

export async function waitForProjection(ctx: BenchContext, pool: ReturnType<typeof createPool>, es: EventStore, timeoutMs = 600_000) {
  const head = await es.headPosition();
  const t = performance.now();
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const { rows } = await pool.query(`select position from projection_checkpoints where name = 'tickets'`);
    if (rows[0] && comparePositions(rows[0].position, head) >= 0) return (performance.now() - t) / 1000;
  }
  throw new Error('tickets projection did not catch up');
}

/** Latency of list queries over HTTP (query-api, the way the web calls them), sequentially. */
export async function listLatency(ctx: BenchContext, admin: string, student: string) {
  const queries: Array<[string, string, string]> = [
    ['admin queue, page 1', admin, 'isAdmin=1&page=1&limit=10'],
    ['admin, status=open', admin, 'isAdmin=1&status=open'],
    ['admin, urgent + payment', admin, 'isAdmin=1&priority=urgent&tags=payment'],
    ['admin, unassigned', admin, 'isAdmin=1&unassigned=true'],
    ['admin, assigned to me', admin, 'isAdmin=1&assignedToEmail=support%40demo.in'],
    ['admin, search rare', admin, 'isAdmin=1&search=code-77777'],
    ['admin, search common', admin, 'isAdmin=1&search=refund'],
    ['admin, last 7 days', admin, `isAdmin=1&createdAfter=${new Date(Date.now() - 7 * 24 * H).toISOString().slice(0, 10)}`],
    ['admin, page 500', admin, 'isAdmin=1&page=500'],
    ['student own list', student, 'page=1'],
  ];
  const all: number[] = [];
  const metrics: Metrics = {};
  for (const [label, cookie, q] of queries) {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const r = await fetch(`${ctx.baseUrl}/api/tickets?${q}`, { headers: { cookie } });
      if (!r.ok) throw new Error(`${label}: HTTP ${r.status} ${(await r.text()).slice(0, 300)}`);
      await r.arrayBuffer();
      if (i >= 3) samples.push(performance.now() - t); // the first few warm caches up
    }
    all.push(...samples);
    metrics[`list ${label} p50 ms`] = round(percentile(samples, 50), 1);
  }
  const stats: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await (await fetch(`${ctx.baseUrl}/api/tickets/stats?forceRefresh=1`, { headers: { cookie: admin } })).arrayBuffer();
    stats.push(performance.now() - t);
  }
  return { 'list p50 ms (all queries)': round(percentile(all, 50), 1), 'list p99 ms (all queries)': round(percentile(all, 99), 1), ...metrics, 'stats (uncached) p50 ms': round(percentile(stats, 50), 1) };
}

type Seen = Map<string, Array<{ position: string; at: number }>>;

/** 200 admin sockets in tickets:queue while students open and reply; latency from each command's answer to each socket's push. */
async function pushLatency(ctx: BenchContext, admin: string, students: Array<{ cookie: string }>) {
  const sockets: Socket[] = [];
  const seen: Seen[] = [];
  await Promise.all(Array.from({ length: ADMIN_SOCKETS }, async (_, k) => {
    const s = connect(ctx.baseUrl, { transports: ['websocket'], extraHeaders: { cookie: admin }, reconnection: false });
    const mine: Seen = new Map();
    s.on('view:changed', (n: { view: string; ids: string[]; position: string }) => {
      if (n.view !== 'tickets') return;
      const at = performance.now();
      for (const id of n.ids) (mine.get(id) ?? mine.set(id, []).get(id)!).push({ position: n.position, at });
    });
    const ack = await new Promise<{ ok: boolean }>((r) => s.emit('join', 'tickets:queue', r));
    if (!ack.ok) throw new Error('an admin socket could not join tickets:queue');
    sockets[k] = s;
    seen[k] = mine;
  }));
  const sent: Array<{ id: string; position: string; sentAt: number; answeredAt: number }> = [];
  const own: string[][] = students.map(() => []);
  const post = async (cookie: string, path: string, body: object) => {
    const sentAt = performance.now();
    const r = await fetch(`${ctx.commandUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ commandId: randomUUID(), ...body }) });
    const answeredAt = performance.now();
    if (r.status >= 300) throw new Error(`HTTP ${r.status}: ${await r.text()}`);
    return { ...(await r.json()), sentAt, answeredAt };
  };
  const load = await runLoad({
    concurrency: students.length, seconds: 20,
    op: async (w, i) => {
      const mine = own[w];
      if (mine.length && i % 2 === 1) {
        const id = mine[i % mine.length];
        const a = await post(students[w].cookie, `/api/tickets/${id}/messages`, { body: `Any update? (${i})` });
        sent.push({ id, position: a.position, sentAt: a.sentAt, answeredAt: a.answeredAt });
      } else {
        const a = await post(students[w].cookie, '/api/tickets', { subject: `Live bench ticket ${i}`, message: 'The mock froze.', priority: 'high', tags: ['mocks'] });
        mine.push(a.ticketId);
        sent.push({ id: a.ticketId, position: a.position, sentAt: a.sentAt, answeredAt: a.answeredAt });
      }
    },
  });
  await new Promise((r) => setTimeout(r, 5000)); // late pushes still count; missing ones after this are lost
  sockets.forEach((s) => s.close());
  const fromCommit: number[] = [];
  const fromAction: number[] = [];
  let lost = 0;
  for (const c of sent) {
    for (const mine of seen) {
      const hit = mine.get(c.id)?.find((n) => comparePositions(n.position, c.position) >= 0);
      if (!hit) { lost++; continue; }
      fromCommit.push(Math.max(0, hit.at - c.answeredAt));
      fromAction.push(hit.at - c.sentAt);
    }
  }
  return {
    'live commands (open/reply)': load.ops, 'commands/s': load.perSecond, 'command p99 ms': load.p99, 'command failures': load.failures,
    'admin sockets': ADMIN_SOCKETS, 'pushes measured': fromCommit.length, 'pushes lost': lost,
    'queue push p50 ms (from answer)': round(percentile(fromCommit, 50), 1), 'queue push p99 ms (from answer)': round(percentile(fromCommit, 99), 1),
    'queue push p50 ms (from send)': round(percentile(fromAction, 50), 1), 'queue push p99 ms (from send)': round(percentile(fromAction, 99), 1),
  };
}

export const ticketsScenario: Scenario = {
  name: 'tickets: list at 100,000 tickets, live queue at 200 admin sockets',
  async run(ctx) {
    const admin = await ctx.login('support@demo.in', 'support-pass-1');
    const students = await Promise.all(Array.from({ length: 40 }, (_, i) => ctx.newStudent(`tix${i}`)));
    const pool = createPool(ctx.databaseUrl, 40);
    const es = await createPostgresEventStore(pool, { connectionString: ctx.databaseUrl });
    try {
      ctx.log(`  appending ${TOTAL_TICKETS} tickets through the event store…`);
      const seeded = await bulkSeed(es, students, ctx.log);
      const catchUp = await waitForProjection(ctx, pool, es);
      const { rows } = await pool.query(`select count(*)::int as n from rv_tickets`);
      ctx.log(`  ${rows[0].n} tickets in the read model; measuring list queries…`);
      const list = await listLatency(ctx, admin, students[0].cookie);
      ctx.log('  measuring queue pushes…');
      const push = await pushLatency(ctx, admin, students);
      return {
        name: this.name,
        metrics: {
          'tickets in read model': rows[0].n, 'seed appends/s': seeded.perSecond, 'seed failures': seeded.failures,
          'projection catch-up s (after seeding)': round(catchUp, 1), ...list, ...push,
        },
      };
    } finally {
      await es.close();
      await pool.end();
    }
  },
};
