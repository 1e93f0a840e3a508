import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserStack } from '../../../../scripts/testing/browser';

const env = useBrowserStack('practice');

async function login(page: Page, next: string) {
  await page.goto(`${env.stack.url}/login`);
  await page.getByTestId('login-email').fill('student@demo.in');
  await page.getByTestId('login-password').fill('student-pass-1');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto(`${env.stack.url}${next}`);
}

const text = (page: Page, id: string) => page.getByTestId(id).innerText();
// the machine running the suite may be busy: wait generously, the assertions stay exact
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** Reveals the solution with S, reads the right answer from the tick, and answers right or wrong. */
async function answer(page: Page, right: boolean) {
  await page.keyboard.press('s');
  await poll(() => page.getByTestId('solution').count()).toBe(1);
  if (await page.getByTestId('numerical-input').count()) {
    const correct = (await text(page, 'numerical-answer')).replace(/^Answer:\s*/, '').replace(/[✓✗\s]/g, '');
    await page.getByTestId('numerical-input').fill(right ? correct : String(Number(correct) + 1));
  } else {
    const tick = await page.locator('[data-testid^="tick-"]').first().getAttribute('data-testid');
    const n = Number(tick!.slice(5));
    await page.getByTestId(`option-${right ? n : (n % 4) + 1}`).check();
  }
  // hide it again: the shortcut works from a focused option, but typing in the numerical entry must not toggle
  if (await page.getByTestId('numerical-input').count()) {
    await page.keyboard.press('s');
    expect(await page.getByTestId('solution').count()).toBe(1);
    await page.getByTestId('numerical-input').press('Backspace');
    await page.getByTestId('toggle-solution').click();
  } else await page.keyboard.press('s');
  await poll(() => page.getByTestId('solution').count()).toBe(0);
  await page.getByTestId('submit-answer').click();
  await poll(() => text(page, 'outcome')).toBe(right ? 'Correct!' : 'Wrong');
}

describe('practice and live analytics', () => {
  it('updates the dashboard in another tab as the student answers, with the keyboard shortcuts', { timeout: 90_000 }, async () => {
    const ctx = await env.browser.newContext();
    const viewer = await ctx.newPage();
    await login(viewer, '/questionsArena/question?exam=IPMAT%20Indore&section=Math&topic=Arithmetic&subTopic=Percentages');
    const dashboard = await ctx.newPage();
    await dashboard.goto(`${env.stack.url}/questionsArena/dashboard`);
    await poll(() => dashboard.getByTestId('dash-empty').count()).toBe(1);
    let reloaded = false;
    dashboard.on('framenavigated', () => (reloaded = true));

    await poll(() => viewer.getByTestId('question-text').count()).toBe(1);
    expect(await viewer.locator('[data-testid^="strip-"]').count()).toBe(3); // the three demo questions of this sub-topic
    expect((await viewer.getByTestId('topic-chip').textContent())?.trim()).toBe('Arithmetic > Percentages');

    await answer(viewer, true);
    await poll(() => viewer.getByTestId('strip-1').getAttribute('data-status')).toBe('correct');
    expect(await viewer.getByTestId('strip-1').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(12, 192, 120)');
    await poll(() => dashboard.getByTestId('dash-answers').count()).toBe(1);
    expect(await text(dashboard, 'dash-correct')).toBe('1');
    expect(await text(dashboard, 'swot-insufficient')).toBe('Insufficient data for SWOT analysis. Please attempt more questions.');

    await viewer.keyboard.press('d');
    await poll(() => text(viewer, 'question-number')).toBe('Q2');
    await answer(viewer, false);
    await poll(() => text(dashboard, 'dash-wrong')).toBe('1');
    expect(await text(dashboard, 'dash-answers')).toBe('2');

    await viewer.keyboard.press('ArrowRight');
    await poll(() => text(viewer, 'question-number')).toBe('Q3');
    await viewer.getByTestId('skip-answer').click();
    await poll(() => viewer.getByTestId('strip-3').getAttribute('data-status')).toBe('unanswered');
    // three questions in the sub-topic: the SWOT appears, live, with its 500 px chart
    await poll(() => dashboard.getByTestId('swot-insufficient').count()).toBe(0);
    expect(await text(dashboard, 'dash-unanswered')).toBe('1');
    const chart = await dashboard.getByTestId('swot-chart').boundingBox();
    expect(chart?.height).toBeCloseTo(500, -1);
    expect(await dashboard.getByTestId('distribution-row').count()).toBeGreaterThan(0);
    expect(reloaded).toBe(false);

    await viewer.keyboard.press('a');
    await poll(() => text(viewer, 'question-number')).toBe('Q2');
    await viewer.keyboard.press('ArrowLeft');
    await poll(() => text(viewer, 'question-number')).toBe('Q1');
    expect(await viewer.getByTestId('outcome').innerText()).toBe('Correct!');
    expect(await viewer.getByTestId('strip-2').getAttribute('data-status')).toBe('wrong');
    await ctx.close();
  });

  it('lets a guest browse and check answers but asks them to register for the helpers', async () => {
    const ctx = await env.browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${env.stack.url}/questionsArena/question?exam=CUETENG`);
    await poll(() => page.getByTestId('question-text').count()).toBe(1);
    await page.getByRole('button', { name: 'Report question' }).click();
    await poll(() => page.getByText('Register for free to use!').count()).toBeGreaterThan(0);
    await ctx.close();
  });
});
