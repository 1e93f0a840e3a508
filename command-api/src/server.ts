import closeWithGrace from 'close-with-grace';
import { createLogger, loadConfig, openStores } from '@exam/infra';
import { buildApp } from './app';

const config = loadConfig();
const log = createLogger('command-api', config.LOG_LEVEL);
const stores = await openStores(config, log, { poolSize: 30 });
const app = await buildApp({
  eventStore: stores.eventStore, readStore: stores.readStore, blobStore: stores.blobStore, log, sessionSecret: config.SESSION_SECRET,
  authRateLimit: config.RATE_LIMIT_AUTH, secureCookies: config.NODE_ENV === 'production',
  ai: config.AI_API_URL ? { url: config.AI_API_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL } : undefined,
});
await app.listen({ port: config.COMMAND_API_PORT, host: config.HOST });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) log.error({ err }, 'shutting down after error');
  await app.close();
  await stores.close();
});
