import closeWithGrace from 'close-with-grace';
import { createLogger, loadConfig, openPublisher, openStores } from '@exam/infra';
import { projections } from './registry';
import { ProjectionRunner } from './runner/runner';

/** The projections process: one runner per projection, all in this process, each with its checkpoint. */
const config = loadConfig();
const log = createLogger('projections', config.LOG_LEVEL);
const stores = await openStores(config, log, { poolSize: projections.length * 2 + 4 });
const publisher = await openPublisher(stores);
const runners = projections.map((def) => new ProjectionRunner(def, { eventStore: stores.eventStore, readStore: stores.readStore, publisher, log }));
for (const r of runners) await r.start();
log.info({ projections: projections.map((p) => p.name) }, 'projections running');

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) log.error({ err }, 'shutting down after error');
  await Promise.all(runners.map((r) => r.stop()));
  await publisher.close();
  await stores.close();
});
