import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { type Stack, startStack } from '../stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumAvailable = () => fs.existsSync(CHROMIUM);

/** Debian's Chromium through Playwright, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

let portBase = 41000 + Math.floor(Math.random() * 2000) * 5;

/**
 * The real product for a browser test: the three services as processes, with demo data, over a
 * fresh database on the test run's PostgreSQL server. The web must be built (pnpm test builds it).
 */
export async function startBrowserStack(): Promise<Stack> {
  const { freshDatabase } = await import('@exam/infra/testing/databases');
  void inject;
  const databaseUrl = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-e2e-'));
  const base = (portBase += 5);
  return startStack({ dataDir, pgPort: 0, queryPort: base, commandPort: base + 1, databaseUrl, logLevel: 'info', env: { RATE_LIMIT_AUTH: '1000' } });
}
