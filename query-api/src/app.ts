import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BlobStore, type EventStore, type Logger, notFoundProblem, problemPlugin, type ReadStore, sessionPlugin, type Stores } from '@exam/infra';
import { identityRoutes } from './identity/routes';
import { userAdminRoutes } from './identity/admin-routes';
import { flagsRoutes } from './flags/routes';
import { attachFeatureSockets, featureRoomRules, featureRoutes } from './features';
import { attachSocketServer } from './realtime/socket';
import { coreRoomRules } from './realtime/rooms';

export type QueryApiDeps = {
  readStore: ReadStore;
  /** For history reads (question versions, audit timeline): the event streams are the truth. */
  eventStore: EventStore;
  blobStore?: BlobStore;
  log: Logger;
  sessionSecret: string;
  /** Where mutating /api calls are forwarded, so the browser talks to one origin. */
  commandApiUrl?: string;
  webDist?: string;
  stores?: Pick<Stores, 'pool' | 'mongo'>;
  /** Whether the command API has an AI endpoint configured (the web hides the AI buttons otherwise). */
  aiConfigured?: boolean;
};

/** The read side: GET routes over the read models, Socket.IO, the built web app. */
export async function buildApp(deps: QueryApiDeps) {
  const app = Fastify({ loggerInstance: deps.log }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  if (deps.commandApiUrl) {
    // commands go to command-api; registered before our own routes so GETs stay here
    await app.register(proxy, {
      upstream: deps.commandApiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      httpMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
  const hasWeb = !!deps.webDist && fs.existsSync(path.join(deps.webDist, 'index.html'));
  await app.register(problemPlugin, {
    // client-side routes: any non-API GET that is not a file serves the app shell
    notFound: (req, reply) =>
      hasWeb && req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/socket.io')
        ? reply.sendFile('index.html')
        : notFoundProblem(req, reply),
  });
  await app.register(sessionPlugin, { secret: deps.sessionSecret });
  app.get('/api/health', async () => ({ ok: true }));
  await app.register(identityRoutes);
  await app.register(userAdminRoutes(deps));
  await app.register(flagsRoutes(deps));
  await app.register(featureRoutes(deps));

  if (hasWeb) await app.register(fastifyStatic, { root: path.resolve(deps.webDist!), wildcard: false });

  const io = await attachSocketServer(app.server, {
    readStore: deps.readStore, log: deps.log, sessionSecret: deps.sessionSecret,
    rules: [...coreRoomRules, ...featureRoomRules], stores: deps.stores,
  });
  attachFeatureSockets(io, deps);
  app.addHook('onClose', async () => void (await io.close()));
  return app;
}
