import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  comparePositions, createLogger, createPool, createPostgresEventStore, createPostgresReadStore,
  encodeSession, openPublisher, SESSION_COOKIE, type Stores,
} from '@exam/infra';
import { createFileBlobStore } from '@exam/infra/blob/files';
import { freshDatabase } from '@exam/infra/testing/databases';
import { buildApp as buildCommandApi } from '../../command-api/src/app';
import { buildApp as buildQueryApi } from '../../query-api/src/app';
import { projections } from '../../projections/src/registry';
import { ProjectionRunner } from '../../projections/src/runner/runner';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-123';

/**
 * The whole backend in one test process over a fresh database: command-api and query-api
 * (use `inject`, or `listen()` for sockets) and every projection running live.
 */
export async function startTestApp(opts: { listen?: boolean; authRateLimit?: number } = {}) {
  const url = await freshDatabase();
  const log = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const pool = createPool(url, 20);
  const eventStore = await createPostgresEventStore(pool, { connectionString: url });
  const readStore = await createPostgresReadStore(pool);
  const blobStore = createFileBlobStore(`/tmp/exam-test-blobs-${randomUUID()}`);
  const stores = { eventStore, readStore, pool, mongo: null, blobStore, close: async () => {} } as Stores;
  const publisher = await openPublisher(stores);
  const runners = projections.map((def) => new ProjectionRunner(def, { eventStore, readStore, publisher, log, resetCheckMs: 200 }));
  for (const r of runners) await r.start();
  const command = await buildCommandApi({ eventStore, readStore, blobStore, log, sessionSecret: TEST_SECRET, authRateLimit: opts.authRateLimit ?? 1000 });
  const query = await buildQueryApi({ eventStore, readStore, blobStore, log, sessionSecret: TEST_SECRET, stores });
  let baseUrl = '';
  if (opts.listen) {
    await command.listen({ port: 0, host: '127.0.0.1' });
    await query.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(query.server.address() as AddressInfo).port}`;
  }

  /** A cookie header for a session with these roles (no registration needed). */
  const sessionCookie = (roles: string[] = ['user'], who: Partial<{ userId: string; email: string; username: string }> = {}) => {
    const userId = who.userId ?? randomUUID();
    const token = encodeSession({ userId, email: who.email ?? `${userId.slice(0, 8)}@test.in`, username: who.username ?? `u_${userId.slice(0, 8)}`, roles, paymentStatuses: [] }, TEST_SECRET, Date.now());
    return { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}`, userId, email: who.email ?? `${userId.slice(0, 8)}@test.in` };
  };

  /** Waits until every projection has caught up with the log. */
  const settle = async (timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const head = await eventStore.headPosition();
      const cps = await Promise.all(projections.map((p) => readStore.getCheckpoint(p.name)));
      if (cps.every((c) => c && comparePositions(c.position, head) >= 0)) return;
      if (Date.now() > deadline) throw new Error('projections did not catch up');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  return {
    command, query, eventStore, readStore, pool, blobStore, baseUrl, sessionCookie, settle, databaseUrl: url,
    async stop() {
      await Promise.all(runners.map((r) => r.stop()));
      await command.close();
      await query.close();
      await eventStore.close();
      await pool.end();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
export const newCommandId = () => randomUUID();
