/** A projections process for the crash test: runs the counter projection slowly until killed. */
import { createLogger, createMemoryPublisher, createPool, createPostgresEventStore, createPostgresReadStore } from '@exam/infra';
import { ProjectionRunner } from '../runner';
import { counterProjection } from './counter';

const url = process.env.DATABASE_URL!;
const pool = createPool(url, 4);
const eventStore = await createPostgresEventStore(pool, { connectionString: url });
const readStore = await createPostgresReadStore(pool);
const runner = new ProjectionRunner(counterProjection({ delayMs: Number(process.env.DELAY_MS ?? 0) }), {
  eventStore, readStore, publisher: createMemoryPublisher(), log: createLogger('crash-fixture', 'silent'), batchSize: 100,
});
await runner.start();
process.stdout.write('started\n');
