import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { comparePositions, createLogger, createMemoryPublisher, createPool, createPostgresEventStore, createPostgresReadStore, START } from '@exam/infra';
import { ProjectionRunner } from '../../projections/src/runner/runner';
import { counterProjection } from '../../projections/src/runner/testing/counter';
import { runLoad } from './load';
import { type BenchContext, percentile, round, type Scenario } from './types';

const meta = () => ({ commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: new Date().toISOString() });

/** The event store against the raw ceiling of the same PostgreSQL, from one process, 50 writers. */
export const appendVsRaw: Scenario = {
  name: 'event store append vs raw INSERT ceiling',
  async run(ctx: BenchContext) {
    const pool = createPool(ctx.databaseUrl, 50);
    await pool.query('create table if not exists bench_raw (id bigserial primary key, stream text, data jsonb)');
    const raw = await runLoad({ concurrency: 50, seconds: 5, op: async () => void (await pool.query('insert into bench_raw (stream, data) values ($1, $2)', [randomUUID(), '{"n":1}'])) });
    const es = await createPostgresEventStore(pool, { connectionString: ctx.databaseUrl });
    const streams = Array.from({ length: 50 }, () => ({ name: `bench-${randomUUID()}`, rev: -1 }));
    const append = await runLoad({
      concurrency: 50, seconds: 5,
      op: async (w) => {
        const s = streams[w];
        const r = await es.appendToStream(s.name, [{ id: randomUUID(), type: 'BenchAppended', data: { n: 1 }, metadata: meta() }], { expectedRevision: s.rev === -1 ? 'no_stream' : s.rev });
        s.rev = r.nextRevision;
      },
    });
    await es.close();
    await pool.end();
    return {
      name: this.name,
      metrics: {
        'raw INSERT/s': raw.perSecond, 'raw p99 ms': raw.p99,
        'append/s': append.perSecond, 'append p50 ms': append.p50, 'append p99 ms': append.p99,
        'append / raw': round(append.perSecond / raw.perSecond, 2), failures: raw.failures + append.failures,
      },
    };
  },
};

/** A projection replaying 100,000 events from position 0. */
export const catchUp: Scenario = {
  name: 'projection catch-up (100,000 events)',
  async run(ctx) {
    const pool = createPool(ctx.databaseUrl, 20);
    const es = await createPostgresEventStore(pool, { connectionString: ctx.databaseUrl });
    const rs = await createPostgresReadStore(pool);
    const total = 100_000;
    const perStream = 100;
    ctx.log(`  appending ${total} events…`);
    await runLoad({
      concurrency: 20, total: total / perStream,
      op: async () => {
        await es.appendToStream(`count-${randomUUID()}`, Array.from({ length: perStream }, () => ({ id: randomUUID(), type: 'Counted', data: {}, metadata: meta() })), { expectedRevision: 'no_stream' });
      },
    });
    const name = `bench-counter-${randomUUID().slice(0, 6)}`;
    const runner = new ProjectionRunner(counterProjection({ name }), { eventStore: es, readStore: rs, publisher: createMemoryPublisher(), log: createLogger('bench', 'silent'), batchSize: 1000 });
    const head = await es.headPosition();
    const t = performance.now();
    await runner.start();
    for (;;) {
      const cp = await rs.getCheckpoint(name);
      if (cp && comparePositions(cp.position, head) >= 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - t) / 1000;
    const { rows } = await pool.query(`select count(*)::int as n from es_events where type = 'Counted'`);
    await runner.stop();
    await es.close();
    await pool.end();
    void START;
    return { name: this.name, metrics: { 'events replayed': rows[0].n, seconds: round(seconds, 2), 'events/s': round(rows[0].n / seconds, 0) } };
  },
};

/** Commit (HTTP answer) to Socket.IO push, measured at a connected client. */
export const flagsPush: Scenario = {
  name: 'commit-to-socket push (feature flags)',
  async run(ctx) {
    const cookie = await ctx.login('admin@demo.in', 'admin-pass-1');
    const socket = connect(ctx.baseUrl, { transports: ['websocket'], extraHeaders: { cookie } });
    await new Promise<void>((r) => socket.emit('join', 'flags', () => r()));
    const seen: Array<{ position: string; at: number }> = [];
    socket.on('view:changed', (n: { position: string }) => seen.push({ position: n.position, at: performance.now() }));
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await fetch(`${ctx.commandUrl}/api/feature-flags/toggle`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ commandId: randomUUID(), flag: 'videosFlag', value: i % 2 }) });
      const committed = performance.now();
      const { position } = await r.json();
      const deadline = committed + 5000;
      let pushed = NaN;
      while (performance.now() < deadline) {
        const hit = seen.find((n) => comparePositions(n.position, position) >= 0);
        if (hit) { pushed = hit.at; break; }
        await new Promise((res) => setTimeout(res, 1));
      }
      seen.length = 0;
      samples.push(pushed - committed);
    }
    socket.close();
    const ok = samples.filter((s) => !Number.isNaN(s));
    return { name: this.name, metrics: { samples: ok.length, lost: samples.length - ok.length, 'push p50 ms': round(percentile(ok, 50), 1), 'push p99 ms': round(percentile(ok, 99), 1) } };
  },
};
