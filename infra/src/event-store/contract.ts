import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@exam/domain';
import { comparePositions, ConcurrencyError, DuplicateCommandError, type EventStore, type EventToAppend, START, type StoredEvent } from './port';

const meta = (): EventMetadata => ({
  commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actor: null, occurredAt: new Date().toISOString(),
});
export const ev = (type: string, data: unknown = {}): EventToAppend => ({ id: randomUUID(), type, data, metadata: meta() });
const stream = (p = 'contract') => `${p}-${randomUUID().slice(0, 8)}`;

async function collect(store: EventStore, until: (seen: StoredEvent[]) => boolean, after = START, timeoutMs = 15_000) {
  const seen: StoredEvent[] = [];
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  const sub = store.subscribeToAll({ after, batchSize: 50, onBatch: async (b) => { seen.push(...b); if (until(seen)) resolve(); } });
  const timer = setTimeout(resolve, timeoutMs);
  await done;
  clearTimeout(timer);
  await sub.stop();
  return seen;
}

/** The behaviour every EventStore backend must have. */
export function eventStoreContract(name: string, factory: () => Promise<{ store: EventStore; cleanup: () => Promise<void> }>) {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ store, cleanup } = await factory()));
    afterAll(async () => cleanup?.());

    it('reads back what was appended, in order, with revisions and positions', async () => {
      const s = stream();
      const r1 = await store.appendToStream(s, [ev('A', { n: 1 }), ev('B', { n: 2 })], { expectedRevision: 'no_stream' });
      expect(r1.nextRevision).toBe(1);
      const r2 = await store.appendToStream(s, [ev('C', { n: 3 })], { expectedRevision: 1 });
      expect(r2.nextRevision).toBe(2);
      expect(comparePositions(r2.position, r1.position)).toBe(1);
      const events = await store.readStream(s);
      expect(events.map((e) => [e.type, e.data.n, e.revision])).toEqual([['A', 1, 0], ['B', 2, 1], ['C', 3, 2]]);
      expect(events[2].position).toBe(r2.position);
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('refuses a wrong expected revision with a typed concurrency error', async () => {
      const s = stream();
      await store.appendToStream(s, [ev('A')], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(s, [ev('B')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.appendToStream(s, [ev('B')], { expectedRevision: 5 })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.appendToStream(stream(), [ev('B')], { expectedRevision: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
      const ok = await store.appendToStream(s, [ev('B')], { expectedRevision: 'any' });
      expect(ok.nextRevision).toBe(1);
      expect((await store.readStream(s)).length).toBe(2);
    });

    it('lets exactly one of two racing writers win', async () => {
      for (let round = 0; round < 5; round++) {
        const s = stream('race');
        await store.appendToStream(s, [ev('Opened')], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled([
          store.appendToStream(s, [ev('TakenBy', { who: 'a' })], { expectedRevision: 0 }),
          store.appendToStream(s, [ev('TakenBy', { who: 'b' })], { expectedRevision: 0 }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(rejected.reason).toBeInstanceOf(ConcurrencyError);
        expect(await store.readStream(s)).toHaveLength(2);
      }
    });

    it('records a command once and reports a duplicate with the first answer', async () => {
      const s = stream();
      const commandId = randomUUID();
      const first = await store.appendToStream(s, [ev('A')], { expectedRevision: 'any', command: { id: commandId, result: { ticketId: 't1' } } });
      const err = await store.appendToStream(s, [ev('A')], { expectedRevision: 'any', command: { id: commandId } }).catch((e) => e);
      expect(err).toBeInstanceOf(DuplicateCommandError);
      expect(err.record).toMatchObject({ commandId, streamName: s, nextRevision: first.nextRevision, position: first.position, result: { ticketId: 't1' } });
      expect(await store.readStream(s)).toHaveLength(1);
      expect(await store.findCommand(randomUUID())).toBeNull();
    });

    it('reads a stream as of an instant', async () => {
      const s = stream();
      await store.appendToStream(s, [ev('V1')], { expectedRevision: 'no_stream' });
      await new Promise((r) => setTimeout(r, 30));
      const cut = new Date();
      await new Promise((r) => setTimeout(r, 30));
      await store.appendToStream(s, [ev('V2')], { expectedRevision: 0 });
      expect((await store.readStream(s, { upTo: cut })).map((e) => e.type)).toEqual(['V1']);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['V1', 'V2']);
    });

    it('gives one reader every event of many concurrent writers once, in a stable order, skipping none', async () => {
      const head = await store.headPosition();
      const tag = randomUUID();
      const writers = 20;
      const perWriter = 15;
      const expected = writers * perWriter;
      const mine = (e: StoredEvent) => e.data?.tag === tag;
      const reading = collect(store, (seen) => seen.filter(mine).length >= expected, head);
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const s = stream('writer');
          for (let i = 0; i < perWriter; i++) {
            await store.appendToStream(s, [ev('Wrote', { tag, w, i })], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
          }
        }),
      );
      const live = (await reading).filter(mine);
      expect(live).toHaveLength(expected);
      expect(new Set(live.map((e) => e.id)).size).toBe(expected);
      for (let i = 1; i < live.length; i++) expect(comparePositions(live[i].position, live[i - 1].position)).toBe(1);
      // per writer, events arrive in the order written
      for (let w = 0; w < writers; w++) expect(live.filter((e) => e.data.w === w).map((e) => e.data.i)).toEqual([...Array(perWriter).keys()]);
      // a later full read gives exactly the same order
      const again: StoredEvent[] = [];
      let after = head;
      for (;;) {
        const b = await store.readAll({ after, limit: 100 });
        if (!b.length) break;
        again.push(...b.filter(mine));
        after = b[b.length - 1].position;
      }
      expect(again.map((e) => e.id)).toEqual(live.map((e) => e.id));
    });

    it('catches a subscriber up from its position, then follows live', async () => {
      const s = stream('sub');
      await store.appendToStream(s, [ev('Old1'), ev('Old2')], { expectedRevision: 'no_stream' });
      const before = (await store.readStream(s))[0].position;
      const seen: StoredEvent[] = [];
      const sub = store.subscribeToAll({ after: before, onBatch: async (b) => void seen.push(...b.filter((e) => e.streamName === s)) });
      await expect.poll(() => seen.map((e) => e.type), { timeout: 5000 }).toEqual(['Old2']);
      await store.appendToStream(s, [ev('New')], { expectedRevision: 1 });
      await expect.poll(() => seen.map((e) => e.type), { timeout: 5000 }).toEqual(['Old2', 'New']);
      await sub.stop();
    });
  });
}
