import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadStore } from './port';

/** The behaviour every ReadStore backend must have. */
export function readStoreContract(name: string, factory: () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>) {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void>;
    const coll = 'contract_items';
    beforeAll(async () => {
      ({ store, cleanup } = await factory());
      await store.ensureCollection({
        name: coll,
        fields: { status: 'text', score: 'number', createdAt: 'date', tags: 'array', open: 'boolean' },
        indexes: [['status', '-createdAt'], ['tags'], ['score']],
        searchFields: ['title', 'body'],
      });
      const docs = Array.from({ length: 30 }, (_, i) => ({
        id: `item-${String(i).padStart(2, '0')}`,
        status: ['open', 'pending', 'closed'][i % 3],
        score: i,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        tags: i % 2 ? ['mocks', 'payment'] : ['other'],
        open: i % 3 === 0,
        title: i === 7 ? 'Refund for the 50% Mock' : `Item ${i}`,
        body: i === 11 ? 'payment FAILED twice' : 'nothing',
        assignee: i < 5 ? null : i < 10 ? `admin${i}@x.in` : undefined,
        nested: { n: i % 5 },
      }));
      await store.upsertMany(coll, docs);
    });
    afterAll(async () => cleanup?.());

    it('gets, upserts and deletes documents', async () => {
      expect(await store.get(coll, 'item-03')).toMatchObject({ id: 'item-03', score: 3 });
      expect(await store.get(coll, 'nope')).toBeNull();
      await store.transaction(async (tx) => {
        await tx.upsertMany(coll, [{ id: 'extra', status: 'open', score: 100 }]);
        await tx.upsertMany(coll, [{ id: 'extra', status: 'open', score: 101 }]);
      });
      expect(await store.get(coll, 'extra')).toMatchObject({ score: 101 });
      await store.transaction((tx) => tx.deleteMany(coll, ['extra']));
      expect(await store.get(coll, 'extra')).toBeNull();
      expect((await store.getMany(coll, ['item-01', 'item-02', 'nope'])).map((d) => d.id).sort()).toEqual(['item-01', 'item-02']);
    });

    it('filters, sorts, skips, limits and counts', async () => {
      const open = await store.find(coll, { filter: { status: 'open' }, sort: { createdAt: -1 }, skip: 1, limit: 3 });
      expect(open.map((d) => d.score)).toEqual([24, 21, 18]);
      expect(await store.count(coll, { status: 'open' })).toBe(10);
      expect(await store.count(coll, { status: { $in: ['open', 'closed'] } })).toBe(20);
      expect(await store.count(coll, { status: { $nin: ['open'] } })).toBe(20);
      expect(await store.count(coll, { score: { $gte: 10, $lt: 20 } })).toBe(10);
      expect(await store.count(coll, { createdAt: { $gt: '2026-01-28T00:00:00.000Z' } })).toBe(2);
      expect(await store.count(coll, { tags: { $contains: 'payment' } })).toBe(15);
      expect(await store.count(coll, { tags: { $containsAny: ['other', 'payment'] } })).toBe(30);
      expect(await store.count(coll, { tags: { $containsAll: ['mocks', 'payment'] } })).toBe(15);
      expect(await store.count(coll, { tags: { $containsAll: ['other', 'payment'] } })).toBe(0);
      expect(await store.count(coll, { open: true })).toBe(10);
      expect(await store.count(coll, { assignee: null })).toBe(25);
      expect(await store.count(coll, { assignee: { $exists: true } })).toBe(5);
      expect(await store.count(coll, { 'nested.n': 0 })).toBe(6);
      expect(await store.count(coll, { $or: [{ score: 1 }, { score: 2 }] })).toBe(2);
      expect((await store.find(coll, { sort: { score: -1 }, limit: 2 })).map((d) => d.score)).toEqual([29, 28]);
    });

    it('searches text case-insensitively and treats wildcards literally', async () => {
      expect((await store.find(coll, { filter: { $search: 'refund' } })).map((d) => d.id)).toEqual(['item-07']);
      expect((await store.find(coll, { filter: { $search: 'failed' } })).map((d) => d.id)).toEqual(['item-11']);
      expect((await store.find(coll, { filter: { $search: '50%' } })).map((d) => d.id)).toEqual(['item-07']);
      expect(await store.count(coll, { $search: '%' })).toBe(1);
    });

    it('rolls back every change of a failed unit of work, checkpoint included', async () => {
      const name = `p-${randomUUID()}`;
      await expect(
        store.transaction(async (tx) => {
          await tx.upsertMany(coll, [{ id: 'rollback-me', status: 'open' }]);
          await tx.setCheckpoint(name, null, { position: '5:5', generation: 0 });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await store.get(coll, 'rollback-me')).toBeNull();
      expect(await store.getCheckpoint(name)).toBeNull();
    });

    it('sets checkpoints by compare-and-set only', async () => {
      const name = `p-${randomUUID()}`;
      expect(await store.transaction((tx) => tx.setCheckpoint(name, null, { position: '1:1', generation: 0 }))).toBe(true);
      expect(await store.transaction((tx) => tx.setCheckpoint(name, null, { position: '1:2', generation: 0 }))).toBe(false);
      expect(await store.transaction((tx) => tx.setCheckpoint(name, { position: '1:1', generation: 0 }, { position: '2:2', generation: 0 }))).toBe(true);
      expect(await store.transaction((tx) => tx.setCheckpoint(name, { position: '1:1', generation: 0 }, { position: '3:3', generation: 0 }))).toBe(false);
      expect(await store.getCheckpoint(name)).toEqual({ position: '2:2', generation: 0 });
      expect((await store.listCheckpoints()).some((c) => c.name === name)).toBe(true);
    });

    it('parks events for later inspection', async () => {
      const projection = `p-${randomUUID()}`;
      await store.transaction((tx) => tx.park({ projection, position: '9:9', eventId: 'e1', eventType: 'Bad', error: 'cannot apply', parkedAt: new Date().toISOString() }));
      expect(await store.listParked(projection)).toEqual([expect.objectContaining({ projection, eventId: 'e1', eventType: 'Bad', error: 'cannot apply' })]);
    });

    it('clears a collection', async () => {
      const c = 'contract_clear';
      await store.ensureCollection({ name: c });
      await store.upsertMany(c, [{ id: 'a' }, { id: 'b' }]);
      await store.transaction((tx) => tx.clear(c));
      expect(await store.count(c)).toBe(0);
    });
  });
}
