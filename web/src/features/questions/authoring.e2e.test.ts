import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserStack } from '../../../../scripts/testing/browser';

const env = useBrowserStack('authoring');

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('authoring a question', () => {
  it('keeps the draft across a reload, checks the answer, submits, and resets keeping the last-used taxonomy', async () => {
    const ctx = await env.browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${env.stack.url}/authoring`);
    await page.getByTestId('login-email').fill('admin@demo.in');
    await page.getByTestId('login-password').fill('admin-pass-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.pathname === '/authoring');

    await pick(page, 'field-exam', 'IPMAT Indore');
    await pick(page, 'field-subtopic', 'Percentages');
    const text = `What is 25% of ${Date.now() % 100000}?`;
    await page.getByTestId('field-question').fill(text);
    await expect.poll(() => page.getByTestId('step-question').getAttribute('data-complete')).toBe('true');

    await page.reload();
    await expect.poll(() => page.getByTestId('field-question').inputValue()).toBe(text);

    await page.getByTestId('step-options').click();
    for (const i of [1, 2, 3, 4]) await page.getByTestId(`field-option${i}`).fill(`${i * 10}`);
    await page.getByTestId('step-solution').click();
    await pick(page, 'field-difficulty', 'Easy');
    await page.getByTestId('field-correct').fill('5');
    await expect.poll(() => page.getByText('Correct option should be between 1-4').count()).toBeGreaterThan(0);
    await page.getByTestId('field-correct').fill('2');
    await page.getByTestId('field-solution').fill('A quarter of it.');
    await page.getByTestId('step-submit').click();
    expect(await page.getByTestId('question-preview').textContent()).toContain('Correct answer: 2');
    await page.getByTestId('action-submit').click();
    await expect.poll(() => page.getByText('Question Uploaded Successfully!').count()).toBeGreaterThan(0);

    // reset: back on the Question step, empty text, last-used exam and sub-topic kept
    await expect.poll(() => page.getByTestId('field-question').inputValue()).toBe('');
    expect(await page.getByTestId('field-exam').inputValue()).toBe('IPMAT Indore');
    expect(await page.getByTestId('field-subtopic').inputValue()).toBe('Percentages');
    const found = () => page.evaluate(async (q) => (await (await fetch(`/api/question-history?search=${encodeURIComponent(q)}`)).json()).total, text);
    await expect.poll(found, { timeout: 5000 }).toBe(1);
    await ctx.close();
  }, 90_000);
});
