import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, noReload, useBrowserStack } from '../../../../scripts/testing/browser';

const env = useBrowserStack('forums');

const loginAs = env.signedInPage;

const points = async (page: Page, username: string) => Number(await page.getByTestId(`leaderboard-points-${username}`).first().textContent());

describe('forums, live between three people', () => {
  it('one student answers another’s academic post, the author marks it, and a third person sees answer, points and leaderboard change live', async () => {
    // student2 asks an academic question in an academic-only farmhouse
    const asker = await loginAs('student2@demo.in', 'student-pass-2', '/forums/ipmat/ipmat-quant/new');
    const title = `How many diagonals does a decagon have? (${Date.now()})`;
    await asker.getByTestId('post-title').fill(title, { timeout: 15_000 });
    await asker.getByTestId('post-description').fill('I get 45 but the book says 35.');
    await choose(asker, 'post-exam', 'IPMAT');
    await choose(asker, 'post-topic', 'Geometry');
    await asker.getByTestId('post-submit').click();
    await asker.waitForURL(/\/forums\/ipmat\/ipmat-quant\/[0-9a-f-]{36}$/);
    await expect.poll(() => asker.getByTestId('post-title').textContent(), { timeout: 10_000 }).toBe(title);
    const postPath = new URL(asker.url()).pathname;

    // a third person (the admin) watches the post; the answerer's points are on the leaderboard
    const watcher = await loginAs('admin@demo.in', 'admin-pass-1', postPath);
    await expect.poll(() => watcher.getByTestId('leaderboard-points-demo_student').count(), { timeout: 15_000 }).toBe(1);
    const before = await points(watcher, 'demo_student');
    const watcherStays = noReload(watcher);

    // the other student answers, in markdown with a script tag that must never run
    const answerer = await loginAs('student@demo.in', 'student-pass-1', postPath);
    await answerer.getByTestId('comment-input').fill('n(n-3)/2 = 10·7/2 = **35**. Each vertex joins 7 others by a diagonal.\n\n<script>window.__pwned = 1</script>', { timeout: 15_000 });
    await answerer.getByTestId('comment-submit').click();
    const comment = watcher.locator('[id^="comment-"]').filter({ hasText: 'Each vertex joins 7 others' });
    await expect.poll(() => comment.count(), { timeout: 10_000 }).toBe(1);
    const commentId = (await comment.getAttribute('id'))!.replace('comment-', '');
    expect(await comment.locator('strong').textContent()).toBe('35');
    expect(await comment.locator('script').count()).toBe(0);
    expect(await watcher.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect.poll(() => points(watcher, 'demo_student'), { timeout: 10_000 }).toBe(before + 2);

    // the asker sees the answer arrive, upvotes it (shown at once) and marks it as the answer
    await expect.poll(() => asker.getByTestId(`mark-answer-${commentId}`).count(), { timeout: 10_000 }).toBe(1);
    await asker.getByTestId(`comment-vote-${commentId}-up`).click();
    expect(await asker.getByTestId(`comment-vote-${commentId}-score`).textContent()).toBe('1');
    await asker.getByTestId(`mark-answer-${commentId}`).click();

    // the watcher sees the accepted answer, the solved post, the vote and the points without reloading
    await expect.poll(() => watcher.getByTestId(`accepted-${commentId}`).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => watcher.getByTestId('post-solved').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => watcher.getByTestId(`comment-vote-${commentId}-score`).textContent(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => points(watcher, 'demo_student'), { timeout: 10_000 }).toBe(before + 2 + 10 + 15);
    expect(watcherStays.reloaded).toBe(false);

    // the answerer's own view also shows the accepted badge, and a guest cannot vote
    await expect.poll(() => answerer.getByTestId(`accepted-${commentId}`).count(), { timeout: 10_000 }).toBe(1);
    const guest = await (await env.browser.newContext()).newPage();
    env.pages.push(guest);
    await guest.goto(`${env.stack.url}${postPath}`);
    await guest.getByTestId('post-vote-up').click({ timeout: 15_000 });
    await expect.poll(() => guest.getByText('Please log in to vote').count(), { timeout: 5000 }).toBeGreaterThan(0);
  });
});
