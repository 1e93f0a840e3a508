import { afterAll, describe, it } from 'vitest';
import { skipReason, startEventStoreDb } from '../testing/containers';
import { eventStoreContract } from './contract';
import { createEventStoreDbEventStore } from './eventstoredb';

// Decided at collection time: the contract registers its tests synchronously.
const backend = await startEventStoreDb();

if (backend) {
  afterAll(() => backend.stop());
  eventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbEventStore(backend.url);
    return { store, cleanup: () => store.close() };
  });
} else {
  const reason = skipReason('eventstore');
  console.warn(`EventStoreDB contract ${reason}`);
  describe('EventStoreDB contract', () => {
    it.skip(reason);
  });
}
