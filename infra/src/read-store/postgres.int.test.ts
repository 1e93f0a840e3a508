import { createPool } from '../stores';
import { freshDatabase } from '../testing/databases';
import { readStoreContract } from './contract';
import { createPostgresReadStore } from './postgres';

readStoreContract('PostgreSQL', async () => {
  const pool = createPool(await freshDatabase());
  const store = await createPostgresReadStore(pool);
  return { store, cleanup: () => pool.end() };
});
