import path from 'node:path';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { loadConfig } from '@exam/infra';
import { DEMO_ACCOUNTS } from '../command-api/src/seed/accounts';
import { startStack } from './stack';

/** `pnpm start`: the whole product on one machine. */
const config = loadConfig();
const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'web/dist/index.html')) || process.argv.includes('--build')) {
  console.log('Building the web app…');
  execSync('pnpm --filter @exam/web build', { cwd: root, stdio: 'inherit' });
}
const dataDir = path.resolve(root, config.DATA_DIR);
console.log(config.DATABASE_URL ? 'Using DATABASE_URL.' : `Starting embedded PostgreSQL (data in ${dataDir}/pg)…`);
const stack = await startStack({
  dataDir,
  pgPort: config.PG_PORT,
  queryPort: config.QUERY_API_PORT,
  commandPort: config.COMMAND_API_PORT,
  databaseUrl: config.DATABASE_URL,
  logLevel: config.LOG_LEVEL,
});
console.log(`\nExam prep is running at ${stack.url}\nService logs: ${dataDir}/logs/*.log\n\nDemo accounts:`);
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.label.padEnd(24)} ${a.email.padEnd(20)} ${a.password}`);
console.log('\nCtrl+C stops everything.');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
