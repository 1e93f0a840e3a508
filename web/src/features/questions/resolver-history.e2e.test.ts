import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserStack } from '../../../../scripts/testing/browser';
import { demoQuestionId } from '../../../../command-api/src/authoring/seed';

const env = useBrowserStack('resolver-history');

async function loginAs(page: Page, email: string, password: string, next: string) {
  await page.goto(`${env.stack.url}${next}`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => `${u.pathname}${u.search}` === next);
}

describe('a resolver fixes a reported question while an auditor watches its history', () => {
  it('shows the new version live to the auditor, who can step back to the original', async () => {
    const id = demoQuestionId(0); // seeded with a wrong answer key and two student reports
    const auditorCtx = await env.browser.newContext();
    const resolverCtx = await env.browser.newContext();
    const auditor = await auditorCtx.newPage();
    const resolver = await resolverCtx.newPage();

    await loginAs(auditor, 'auditor@demo.in', 'auditor-pass-1', `/admin/qresolvers/question?id=${id}`);
    await expect.poll(() => auditor.getByTestId('latest-version').textContent(), { timeout: 10_000 }).toBe('Latest: version 0');
    await expect.poll(() => auditor.getByTestId('shown-question').textContent()).toContain('What is 15% of 80?');
    let reloaded = false;
    auditor.on('framenavigated', () => (reloaded = true));

    await loginAs(resolver, 'admin@demo.in', 'admin-pass-1', '/resolvers/errors');
    await resolver.getByTestId(`row-${id}`).click();
    await resolver.waitForURL((u) => u.pathname === '/resolvers/question');
    await resolver.getByTestId('step-solution').click();
    await resolver.getByTestId('field-correct').fill('2');
    await resolver.getByTestId('step-submit').click();
    // Update refuses until every open report is classified
    await resolver.getByTestId('resolver-update').click();
    await expect.poll(() => resolver.getByText('Please select report type for all reports').count()).toBeGreaterThan(0);
    await resolver.getByTestId('all-corrected').click();
    await resolver.getByTestId('resolver-update').click();
    await resolver.waitForURL((u) => u.pathname === '/resolvers/errors');
    await expect.poll(() => resolver.getByText('Updated!').count()).toBeGreaterThan(0);

    // the auditor's page shows the new version without a reload
    await expect.poll(() => auditor.getByTestId('new-version').textContent(), { timeout: 5000 }).toBe('New version 1 saved');
    await expect.poll(() => auditor.getByTestId('latest-version').textContent()).toBe('Latest: version 1');
    await expect.poll(() => auditor.getByTestId('shown-question').textContent()).toContain('Correct answer: 2');
    expect(await auditor.getByTestId('version-1').textContent()).toContain('resolver fix');
    await expect.poll(() => auditor.getByTestId('reports').textContent()).toContain('Corrected · locked');

    // and steps back to the original, with the change highlighted
    await auditor.getByTestId('show-original').click();
    await expect.poll(() => auditor.getByTestId('shown-question').getAttribute('data-version')).toBe('0');
    expect(await auditor.getByTestId('shown-question').textContent()).toContain('Correct answer: 1');
    await auditor.getByTestId('version-1').click();
    await expect.poll(() => auditor.getByTestId('diff-correctAnswer').textContent()).toContain('correct answer');
    expect(reloaded).toBe(false);

    // the auditor reads everything and changes nothing
    const refused = await auditor.evaluate(async (qid) => {
      const r = await fetch(`/api/resolvers/questions/${qid}/resolve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ commandId: crypto.randomUUID(), fields: { correctAnswer: '3' }, classifications: {} }) });
      return r.status;
    }, id);
    expect(refused).toBe(403);
    await auditorCtx.close();
    await resolverCtx.close();
  }, 90_000);
});
