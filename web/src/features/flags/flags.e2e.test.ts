import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserStack } from '../../../../scripts/testing/browser';

const env = useBrowserStack('flags');

async function loginAs(page: Page, email: string, password: string, next: string) {
  // a guarded page sends a guest to the login form, which brings them back after signing in
  await page.goto(`${env.stack.url}${next === '/' ? '/login' : next}`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.pathname === next);
}

describe('feature flags, live across browsers', () => {
  it('shows an admin toggle in a second browser within a second, without reload', async () => {
    const adminCtx = await env.browser.newContext();
    const otherCtx = await env.browser.newContext();
    const admin = await adminCtx.newPage();
    const other = await otherCtx.newPage();
    await loginAs(admin, 'admin@demo.in', 'admin-pass-1', '/admin/feature-flags');
    await loginAs(other, 'admin@demo.in', 'admin-pass-1', '/admin/feature-flags');
    const mine = admin.getByRole('switch', { name: 'swotAnaltysisFlag' });
    const theirs = other.getByRole('switch', { name: 'swotAnaltysisFlag' });
    await expect.poll(() => theirs.isChecked(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => mine.isChecked()).toBe(true);
    let reloaded = false;
    other.on('framenavigated', () => (reloaded = true));

    await mine.click();
    await expect.poll(() => mine.isChecked(), { timeout: 1000 }).toBe(false); // optimistic
    await expect.poll(() => theirs.isChecked(), { timeout: 1000, interval: 25 }).toBe(false);
    await expect.poll(() => admin.getByText('swotAnaltysisFlag disabled').count()).toBeGreaterThan(0);

    await mine.click();
    await expect.poll(() => theirs.isChecked(), { timeout: 1000, interval: 25 }).toBe(true);
    expect(reloaded).toBe(false);
    await adminCtx.close();
    await otherCtx.close();
  });

  it('does not let a student reach the panel or toggle through the API', async () => {
    const ctx = await env.browser.newContext();
    const page = await ctx.newPage();
    await loginAs(page, 'student@demo.in', 'student-pass-1', '/');
    await page.goto(`${env.stack.url}/admin/feature-flags`);
    await expect.poll(() => page.getByTestId('forbidden').count()).toBe(1);
    const answer = await page.evaluate(async () => {
      const r = await fetch('/api/feature-flags/toggle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ commandId: crypto.randomUUID(), flag: 'videosFlag', value: 0 }) });
      return { status: r.status, body: await r.json() };
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    await ctx.close();
  });
});
