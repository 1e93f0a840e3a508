import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../postgres/embedded';

/**
 * One embedded PostgreSQL server for the whole test run (or the one in TEST_DATABASE_URL).
 * Each test file makes its own database from it (see freshDatabase), so files never share state.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-test-pg-'));
  fs.chmodSync(dir, 0o777); // the server runs as the unprivileged postgres user
  const port = 20000 + Math.floor(Math.random() * 20000);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port });
  project.provide('pgAdminUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
