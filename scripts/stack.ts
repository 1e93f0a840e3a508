import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '@exam/infra';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type StackOptions = {
  dataDir: string;
  pgPort: number;
  queryPort: number;
  commandPort: number;
  /** Use this PostgreSQL instead of starting the embedded one. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Where the services' JSON logs go (default: files under dataDir/logs). */
  logTo?: 'files' | 'inherit';
  logLevel?: string;
  seed?: boolean;
};

export type Stack = { url: string; databaseUrl: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, name: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} during start`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

/** Embedded PostgreSQL (unless given one), demo data, and the three services as separate processes. */
export async function startStack(o: StackOptions): Promise<Stack> {
  fs.mkdirSync(path.join(o.dataDir, 'logs'), { recursive: true });
  fs.chmodSync(o.dataDir, 0o777); // the embedded server runs as the unprivileged postgres user
  const pg = o.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: path.join(o.dataDir, 'pg'), port: o.pgPort });
  const databaseUrl = o.databaseUrl ?? pg!.url;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: o.dataDir,
    QUERY_API_PORT: String(o.queryPort),
    COMMAND_API_PORT: String(o.commandPort),
    COMMAND_API_URL: `http://127.0.0.1:${o.commandPort}`,
    WEB_DIST: path.join(root, 'web/dist'),
    LOG_LEVEL: o.logLevel ?? 'info',
    ...o.env,
  };
  const run = (name: string, file: string) => {
    const out = o.logTo === 'inherit' ? 'inherit' : fs.openSync(path.join(o.dataDir, 'logs', `${name}.log`), 'a');
    return spawn(process.execPath, ['--import', 'tsx', path.join(root, file)], { cwd: root, env, stdio: ['ignore', out, out] });
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((c) => new Promise<void>((resolve) => {
      if (c.exitCode !== null || c.signalCode) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
      setTimeout(() => c.kill('SIGKILL'), 8000).unref();
    })));
    await pg?.stop().catch(() => undefined);
  };
  try {
    if (o.seed !== false) {
      const seed = run('seed', 'command-api/src/seed/cli.ts');
      const code = await new Promise<number | null>((r) => seed.once('exit', r));
      if (code !== 0) throw new Error(`seeding failed (exit ${code}); see ${path.join(o.dataDir, 'logs', 'seed.log')}`);
    }
    const command = run('command-api', 'command-api/src/server.ts');
    const projections = run('projections', 'projections/src/server.ts');
    const query = run('query-api', 'query-api/src/server.ts');
    children.push(command, projections, query);
    await waitForHealth(`http://127.0.0.1:${o.commandPort}`, command, 'command-api');
    await waitForHealth(`http://127.0.0.1:${o.queryPort}`, query, 'query-api');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${o.queryPort}`, databaseUrl, stop };
}
