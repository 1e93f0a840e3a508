import { expect, it } from 'vitest';
import { createPool } from '../stores';
import { freshDatabase } from '../testing/databases';
import { readStoreContract } from './contract';
import { createPostgresReadStore } from './postgres';

readStoreContract('PostgreSQL', async () => {
  const pool = createPool(await freshDatabase());
  const store = await createPostgresReadStore(pool);
  return { store, cleanup: () => pool.end() };
});

it('lets another process query a view with the field types its projection declared', async () => {
  const url = await freshDatabase();
  const writerPool = createPool(url);
  const readerPool = createPool(url);
  const writer = await createPostgresReadStore(writerPool);
  await writer.ensureCollection({ name: 'typed_elsewhere', fields: { score: 'number' } });
  await writer.upsertMany('typed_elsewhere', [9, 10, 100].map((score) => ({ id: `s${score}`, score })));
  const reader = await createPostgresReadStore(readerPool); // never told about the collection
  expect((await reader.find('typed_elsewhere', { sort: { score: -1 } })).map((d) => d.score)).toEqual([100, 10, 9]);
  expect(await reader.count('typed_elsewhere', { score: { $gt: 9 } })).toBe(2);
  await writerPool.end();
  await readerPool.end();
});
