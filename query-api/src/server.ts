import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { createLogger, loadConfig, openStores } from '@exam/infra';
import { buildApp } from './app';

const config = loadConfig();
const log = createLogger('query-api', config.LOG_LEVEL);
const stores = await openStores(config, log, { poolSize: 30 });
const here = path.dirname(fileURLToPath(import.meta.url));
const app = await buildApp({
  readStore: stores.readStore, eventStore: stores.eventStore, blobStore: stores.blobStore, log, sessionSecret: config.SESSION_SECRET,
  commandApiUrl: config.COMMAND_API_URL, webDist: config.WEB_DIST ?? path.resolve(here, '../../web/dist'), stores,
  aiConfigured: !!config.AI_API_URL,
});
await app.listen({ port: config.QUERY_API_PORT, host: config.HOST });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) log.error({ err }, 'shutting down after error');
  await app.close();
  await stores.close();
});
