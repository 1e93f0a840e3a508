import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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

/** A port the OS says is free right now (bind to 0, read it, release it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real product for a browser test: the three services as processes, with demo data, over a
 * fresh database on the test run's PostgreSQL server. The web must be built (pnpm test builds it).
 */
export async function startBrowserStack(): Promise<Stack> {
  const { freshDatabase } = await import('@exam/infra/testing/databases');
  void inject;
  const databaseUrl = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-e2e-'));
  // another test file may grab a port between our check and the services' listen: try again once
  for (let attempt = 1; ; attempt++) {
    const [queryPort, commandPort] = [await freePort(), await freePort()];
    try {
      return await startStack({ dataDir, pgPort: 0, queryPort, commandPort, databaseUrl, logLevel: 'info', env: { RATE_LIMIT_AUTH: '1000' } });
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/**
 * A browser test file's lifecycle: one product stack and one Chromium for the file, screenshots of
 * every tracked page to /tmp/<label>-e2e-<n>.png when a test fails, everything stopped afterwards.
 */
export function useBrowserStack(label: string) {
  const env = { pages: [] as Page[] } as { stack: Stack; browser: Browser; pages: Page[] };
  beforeAll(async () => {
    [env.stack, env.browser] = await Promise.all([startBrowserStack(), launchBrowser()]);
  }, 120_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    for (const [i, p] of env.pages.entries()) await p.screenshot({ path: `/tmp/${label}-e2e-${i}.png`, fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.stack?.stop();
  });
  /** A new browser context signed in as this account, showing `next`; tracked for failure screenshots. */
  const signedInPage = async (email: string, password: string, next: string): Promise<Page> => {
    const page = await (await env.browser.newContext()).newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message)); // a blank page otherwise fails with no clue
    await page.goto(`${env.stack.url}/login`);
    await page.getByTestId('login-email').fill(email, { timeout: 15_000 });
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.goto(`${env.stack.url}${next}`);
    env.pages.push(page);
    return page;
  };
  return Object.assign(env, { signedInPage });
}

/** Picks an option of a Mantine Select whose input carries `testId`. */
export async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Records whether the page's main frame navigated (a reload), to prove updates arrived live. */
export function noReload(page: Page) {
  const state = { reloaded: false };
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) state.reloaded = true;
  });
  return state;
}
