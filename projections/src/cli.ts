import { comparePositions, createLogger, loadConfig, openStores } from '@exam/infra';
import { findProjection, projections } from './registry';
import { resetProjection } from './runner/runner';

/**
 * `pnpm projections rebuild <name>`: resets one projection to position 0; the running projections
 * process notices within a second and replays it while the others keep running.
 * `pnpm projections status`: checkpoints, parked events.
 */
const [cmd, name] = process.argv.slice(2);
const config = loadConfig();
const log = createLogger('projections-cli', 'warn');
const stores = await openStores(config, log, { poolSize: 2 });
try {
  if (cmd === 'rebuild') {
    const def = name ? findProjection(name) : undefined;
    if (!def) {
      console.error(`Unknown projection '${name ?? ''}'. Known: ${projections.map((p) => p.name).join(', ')}`);
      process.exitCode = 2;
    } else {
      await resetProjection(stores.readStore, def);
      console.log(`Projection '${def.name}' reset to position 0; the projections process is replaying it.`);
      if (process.argv.includes('--wait')) {
        const head = await stores.eventStore.headPosition();
        for (;;) {
          const cp = await stores.readStore.getCheckpoint(def.name);
          if (cp && comparePositions(cp.position, head) >= 0) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        console.log(`Projection '${def.name}' caught up to ${head}.`);
      }
    }
  } else if (cmd === 'status') {
    const head = await stores.eventStore.headPosition();
    console.log(`head ${head}`);
    for (const c of await stores.readStore.listCheckpoints()) console.log(`${c.name.padEnd(24)} ${c.position} (generation ${c.generation})`);
    const parked = await stores.readStore.listParked();
    console.log(`${parked.length} parked event(s)`);
    for (const p of parked) console.log(`  ${p.projection} ${p.position} ${p.eventType}: ${p.error}`);
  } else {
    console.error('usage: pnpm projections rebuild <name> [--wait] | pnpm projections status');
    process.exitCode = 2;
  }
} finally {
  await stores.close();
}
