import { createLogger, loadConfig, openStores } from '@exam/infra';
import { runSeeds } from './index';

/** `tsx command-api/src/seed/cli.ts`: loads the demo data (idempotent). */
const config = loadConfig();
const log = createLogger('seed', config.LOG_LEVEL);
const stores = await openStores(config, log, { poolSize: 8 });
try {
  await runSeeds({ eventStore: stores.eventStore, readStore: stores.readStore, log });
} finally {
  await stores.close();
}
