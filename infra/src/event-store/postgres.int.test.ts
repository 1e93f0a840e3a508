import { createPool } from '../stores';
import { freshDatabase } from '../testing/databases';
import { eventStoreContract } from './contract';
import { createPostgresEventStore } from './postgres';

eventStoreContract('PostgreSQL', async () => {
  const url = await freshDatabase();
  const pool = createPool(url, 30);
  const store = await createPostgresEventStore(pool, { connectionString: url });
  return { store, cleanup: async () => { await store.close(); await pool.end(); } };
});
