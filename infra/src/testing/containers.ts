import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';

/**
 * EventStoreDB and MongoDB for the contract suites. An explicit URL (EVENTSTORE_URL / MONGODB_URL)
 * wins; otherwise a container is started; with neither, the caller gets null and reports a skip,
 * so a missing backend is never mistaken for a passing one.
 */
export type Backend = { url: string; stop(): Promise<void> };

const NO_RUNTIME = 'Could not find a working container runtime strategy';

/** Why a backend is unavailable, for the one-line skip message; set when a start returns null. */
export const unavailable: { eventstore?: string; mongo?: string } = {};

async function startOrNull(key: 'eventstore' | 'mongo', start: () => Promise<Backend>): Promise<Backend | null> {
  try {
    return await start();
  } catch (err) {
    // testcontainers fails fast when there is no Docker/Podman; any other failure is a real error.
    if (err instanceof Error && err.message.includes(NO_RUNTIME)) {
      unavailable[key] = 'no container runtime';
      return null;
    }
    throw err;
  }
}

const stopper = (c: StartedTestContainer) => async () => {
  await c.stop();
};

export async function startEventStoreDb(): Promise<Backend | null> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { url, stop: async () => {} };
  return startOrNull('eventstore', async () => {
    const c = await new GenericContainer('eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((s) => s >= 200 && s < 300))
      .withStartupTimeout(120_000)
      .start();
    return { url: `esdb://${c.getHost()}:${c.getMappedPort(2113)}?tls=false`, stop: stopper(c) };
  });
}

/**
 * MongoDB as a single-node replica set, because the read store's unit of work is a transaction.
 * The member is registered as localhost:27017 and the client connects directly, so the member
 * address never has to be reachable from the host.
 */
export async function startMongo(): Promise<Backend | null> {
  const url = process.env.MONGODB_URL;
  if (url) return { url, stop: async () => {} };
  return startOrNull('mongo', async () => {
    const c = await new GenericContainer('mongo:7')
      .withCommand(['mongod', '--replSet', 'rs0', '--bind_ip_all'])
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .withStartupTimeout(120_000)
      .start();
    const init = `try { rs.status().ok } catch (e) { rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] }).ok }`;
    const r = await c.exec(['mongosh', '--quiet', '--eval', init]);
    if (r.exitCode !== 0) throw new Error(`rs.initiate failed: ${r.output}`);
    // Transactions need a primary; election of the single member takes a moment.
    for (let i = 0; ; i++) {
      const hello = await c.exec(['mongosh', '--quiet', '--eval', 'db.hello().isWritablePrimary']);
      if (hello.output.trim().endsWith('true')) break;
      if (i >= 60) throw new Error('MongoDB replica set did not elect a primary');
      await new Promise((res) => setTimeout(res, 500));
    }
    return { url: `mongodb://${c.getHost()}:${c.getMappedPort(27017)}/?directConnection=true`, stop: stopper(c) };
  });
}

/** The line printed (and used as the skip title) when a backend cannot be reached. */
export const skipReason = (what: 'eventstore' | 'mongo') =>
  `skipped: ${unavailable[what] ?? 'backend unavailable'} (set ${what === 'eventstore' ? 'EVENTSTORE_URL' : 'MONGODB_URL'} to run)`;
