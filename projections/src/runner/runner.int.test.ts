import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, createLogger, createMemoryPublisher, createPool, createPostgresEventStore, createPostgresReadStore, type EventStore, type ReadStore } from '@exam/infra';
import { ev } from '@exam/infra/event-store/contract';
import { freshDatabase } from '@exam/infra/testing/databases';
import { ProjectionRunner, resetProjection } from './runner';
import { counterProjection } from './testing/counter';

const log = createLogger('runner-test', 'silent');
let url: string;
let pool: ReturnType<typeof createPool>;
let eventStore: EventStore;
let readStore: ReadStore;

beforeAll(async () => {
  url = await freshDatabase();
  pool = createPool(url, 10);
  eventStore = await createPostgresEventStore(pool, { connectionString: url });
  readStore = await createPostgresReadStore(pool);
});
afterAll(async () => {
  await eventStore.close();
  await pool.end();
});

async function appendCounted(streams: number, perStream: number) {
  const names = Array.from({ length: streams }, () => `count-${randomUUID().slice(0, 8)}`);
  await Promise.all(names.map(async (s) => {
    for (let i = 0; i < perStream; i += 10) {
      const n = Math.min(10, perStream - i);
      await eventStore.appendToStream(s, Array.from({ length: n }, () => ev('Counted')), { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
    }
  }));
  return names;
}

const caughtUp = async (name: string) => {
  const head = await eventStore.headPosition();
  const cp = await readStore.getCheckpoint(name);
  return !!cp && comparePositions(cp.position, head) >= 0;
};

function startFixture(delayMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing/crash-fixture.ts')], {
    env: { ...process.env, DATABASE_URL: url, DELAY_MS: String(delayMs) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('started') && resolve(child));
    child.on('exit', (code) => reject(new Error(`fixture exited ${code}`)));
  });
}

describe('projection runner', () => {
  it('counts every event exactly once when killed in the middle of a batch and restarted', async () => {
    const streams = await appendCounted(8, 100);
    const first = await startFixture(3); // ~300 ms per batch of 100: a kill lands mid-batch
    await expect.poll(async () => (await readStore.getCheckpoint('counter')) !== null, { timeout: 20_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(await caughtUp('counter')).toBe(false); // really interrupted before the end
    const second = await startFixture(0);
    await expect.poll(() => caughtUp('counter'), { timeout: 30_000, interval: 100 }).toBe(true);
    second.kill('SIGTERM');
    const docs = await readStore.getMany<{ id: string; count: number }>('test_counters', [...streams, 'total']);
    const byId = Object.fromEntries(docs.map((d) => [d.id, d.count]));
    for (const s of streams) expect(byId[s]).toBe(100);
    expect(byId.total).toBe(800);
  }, 60_000);

  it('parks a poison event with its position and keeps going', async () => {
    const publisher = createMemoryPublisher();
    const def = counterProjection({ name: `poison-${randomUUID().slice(0, 6)}`, poisonType: 'Poison' });
    const runner = new ProjectionRunner(def, { eventStore, readStore, publisher, log, resetCheckMs: 100 });
    const s = `count-${randomUUID().slice(0, 8)}`;
    await eventStore.appendToStream(s, [ev('Counted'), ev('Poison'), ev('Counted')], { expectedRevision: 'no_stream' });
    const poison = (await eventStore.readStream(s))[1];
    await runner.start();
    await expect.poll(() => caughtUp(def.name), { timeout: 10_000 }).toBe(true);
    expect((await readStore.get<{ id: string; count: number }>('test_counters', s))?.count).toBe(2);
    const parked = await readStore.listParked(def.name);
    expect(parked).toEqual([expect.objectContaining({ eventId: poison.id, position: poison.position, eventType: 'Poison', error: 'cannot apply this event' })]);
    // live events after the poison one still flow, and the change is pushed after commit
    await eventStore.appendToStream(s, [ev('Counted')], { expectedRevision: 2 });
    await expect.poll(async () => (await readStore.get<{ id: string; count: number }>('test_counters', s))?.count, { timeout: 5000 }).toBe(3);
    expect(publisher.notices.some((n) => n.rooms.includes('counters') && n.notice.ids.includes(s))).toBe(true);
    await runner.stop();
  });

  it('rebuilds one projection from position 0 while another keeps running', async () => {
    const a = counterProjection({ name: `rebuild-a-${randomUUID().slice(0, 6)}` });
    a.collections = [{ name: 'test_counters_a' }];
    const apply = a.apply;
    a.apply = (e, v) => apply(e, { ...v, get: (c, id) => v.get('test_counters_a', id), put: (c, d) => v.put('test_counters_a', d) });
    const b = counterProjection({ name: `rebuild-b-${randomUUID().slice(0, 6)}` });
    const deps = { eventStore, readStore, publisher: createMemoryPublisher(), log, resetCheckMs: 100 };
    const ra = new ProjectionRunner(a, deps);
    const rb = new ProjectionRunner(b, deps);
    await ra.start();
    await rb.start();
    const [s] = await appendCounted(1, 50);
    await expect.poll(async () => (await readStore.get<{ id: string; count: number }>('test_counters_a', s))?.count, { timeout: 10_000 }).toBe(50);
    const totalBefore = (await readStore.get<{ id: string; count: number }>('test_counters_a', 'total'))!.count;
    await resetProjection(readStore, a);
    await eventStore.appendToStream(s, [ev('Counted')], { expectedRevision: 49 });
    await expect.poll(async () => (await readStore.get<{ id: string; count: number }>('test_counters_a', s))?.count, { timeout: 10_000 }).toBe(51);
    await expect.poll(() => caughtUp(a.name), { timeout: 10_000 }).toBe(true);
    expect((await readStore.get<{ id: string; count: number }>('test_counters_a', 'total'))!.count).toBe(totalBefore + 1);
    expect((await readStore.getCheckpoint(a.name))!.generation).toBe(1);
    expect((await readStore.getCheckpoint(b.name))!.generation).toBe(0);
    await Promise.all([ra.stop(), rb.stop()]);
  });
});
