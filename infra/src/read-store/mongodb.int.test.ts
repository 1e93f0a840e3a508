import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe, it } from 'vitest';
import { skipReason, startMongo } from '../testing/containers';
import { readStoreContract } from './contract';
import { createMongoReadStore } from './mongodb';

// Decided at collection time: the contract registers its tests synchronously.
const backend = await startMongo();

if (backend) {
  afterAll(() => backend.stop());
  readStoreContract('MongoDB', async () => {
    // A database per suite run, so a shared MONGODB_URL server is never polluted across runs.
    const dbName = `contract_${randomBytes(6).toString('hex')}`;
    const store = await createMongoReadStore(backend.url, dbName);
    return {
      store,
      cleanup: async () => {
        await store.close();
        const admin = new MongoClient(backend.url);
        await admin.connect();
        await admin.db(dbName).dropDatabase();
        await admin.close();
      },
    };
  });
} else {
  const reason = skipReason('mongo');
  console.warn(`MongoDB contract ${reason}`);
  describe('MongoDB contract', () => {
    it.skip(reason);
  });
}
