import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BlobStore, type EventStore, type Logger, problemPlugin, type ReadStore, sessionPlugin } from '@exam/infra';
import { identityRoutes } from './identity/routes';
import { userAdminRoutes } from './identity/admin-routes';
import { flagsRoutes } from './flags/routes';
import { featureRoutes } from './features';

export type CommandApiDeps = {
  eventStore: EventStore;
  readStore: ReadStore;
  blobStore?: BlobStore;
  log: Logger;
  sessionSecret: string;
  authRateLimit?: number;
  secureCookies?: boolean;
  /** OpenAI-compatible chat API for the authoring helpers; absent = helpers answer AI_NOT_CONFIGURED. */
  ai?: { url: string; apiKey?: string; model: string };
};

export type AppInstance = FastifyInstance;

/** The command side: one route per command, validated by zod, answered with revision and position. */
export async function buildApp(deps: CommandApiDeps) {
  const app = Fastify({ loggerInstance: deps.log, bodyLimit: 1024 * 1024, disableRequestLogging: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  await app.register(problemPlugin);
  await app.register(sessionPlugin, { secret: deps.sessionSecret });
  await app.register(rateLimit, { global: false });
  app.get('/api/health', async () => ({ ok: true }));
  await app.register(identityRoutes(deps));
  await app.register(userAdminRoutes(deps));
  await app.register(flagsRoutes(deps));
  await app.register(featureRoutes(deps));
  return app;
}
