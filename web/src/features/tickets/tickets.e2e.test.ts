import { describe, expect, it } from 'vitest';
import { choose, noReload, useBrowserStack } from '../../../../scripts/testing/browser';

const env = useBrowserStack('tickets');

const loginAs = env.signedInPage;

describe('support tickets, live between a student and an admin', () => {
  it('a new ticket reaches the admin queue live; the admin takes, answers and resolves it; the student sees it and reopens after closing', async () => {
    const admin = await loginAs('support@demo.in', 'support-pass-1', '/admin/tickets');
    await expect.poll(() => admin.getByTestId('ticket-table').count(), { timeout: 15_000 }).toBe(1);
    const student = await loginAs('student@demo.in', 'student-pass-1', '/tickets/create');
    const adminStays = noReload(admin);

    const subject = `Mock 7 froze at question 12 (${Date.now()})`;
    await student.getByTestId('ticket-submit').click();
    await expect.poll(() => student.getByText('Subject is required').count()).toBe(1);
    await student.getByTestId('ticket-subject').fill(subject);
    await student.getByTestId('ticket-message').fill('The timer stopped and the Next button does nothing.');
    await student.getByTestId('ticket-submit').click();
    await student.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    await expect.poll(() => student.getByTestId('ticket-subject').textContent(), { timeout: 10_000 }).toBe(subject);

    // the admin's queue shows it without a reload
    const row = admin.getByRole('link', { name: subject });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(adminStays.reloaded).toBe(false);

    await row.click();
    await admin.getByTestId('assign-me').click();
    await expect.poll(() => admin.getByTestId('unassign-me').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => admin.getByText('assigned to demo_support', { exact: false }).count()).toBeGreaterThan(0);

    const studentStays = noReload(student);
    await admin.getByTestId('reply-templates').click();
    await admin.getByRole('menuitem', { name: 'Greeting' }).click();
    await admin.getByTestId('reply-body').fill('Hello, we have reset your attempt; please start Mock 7 again.');
    await admin.getByTestId('reply-send').click();
    await expect.poll(() => admin.getByTestId('reply-success').count()).toBe(1);
    // the success message goes away after 3 seconds
    await expect.poll(() => admin.getByTestId('reply-success').count(), { timeout: 6000 }).toBe(0);

    await expect.poll(() => student.getByText('we have reset your attempt', { exact: false }).count(), { timeout: 10_000 }).toBe(1);

    await choose(admin, 'status-select', 'Resolved');
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => student.getByTestId('ticket-status').textContent(), { timeout: 10_000 }).toBe('Resolved');

    // the dropdown offers only allowed transitions: from resolved, open and closed (no pending)
    await admin.getByTestId('status-select').click();
    await expect.poll(() => admin.getByRole('option').allTextContents()).toEqual(['Resolved', 'Open', 'Closed']);
    await admin.getByRole('option', { name: 'Closed' }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();

    await expect.poll(() => student.getByTestId('ticket-closed').count(), { timeout: 10_000 }).toBe(1);
    expect(await student.getByText('This ticket is closed').count()).toBe(1);
    expect(await student.getByTestId('reply-form').count()).toBe(0);
    expect(studentStays.reloaded).toBe(false);

    await student.getByRole('button', { name: 'Reopen Ticket' }).click();
    await expect.poll(() => student.getByTestId('ticket-status').textContent(), { timeout: 10_000 }).toBe('Open');
    await expect.poll(() => student.getByText('Reopening ticket.').count()).toBe(1);
    await expect.poll(() => admin.getByTestId('ticket-status').first().textContent(), { timeout: 10_000 }).toBe('Open');
    await expect.poll(() => admin.getByText('Reopening ticket.').count()).toBe(1);
    await admin.context().close();
    await student.context().close();
  }, 120_000);

  it('shows each admin that the other is viewing the ticket, then replying', async () => {
    const first = await loginAs('support@demo.in', 'support-pass-1', '/admin/tickets');
    await expect.poll(() => first.getByTestId('ticket-link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await first.getByTestId('ticket-link').first().click();
    await first.waitForURL(/\/admin\/tickets\/[0-9a-f-]{36}$/);
    const second = await loginAs('support2@demo.in', 'support-pass-2', new URL(first.url()).pathname);

    await expect.poll(() => first.getByTestId('presence-text').textContent(), { timeout: 10_000 }).toBe('demo_support2 is also viewing this ticket');
    await expect.poll(() => second.getByTestId('presence-text').textContent(), { timeout: 10_000 }).toBe('demo_support is also viewing this ticket');
    await second.getByTestId('reply-body').fill('Looking at this now');
    await expect.poll(() => first.getByTestId('presence-text').textContent(), { timeout: 10_000 }).toBe('demo_support2 is replying to this ticket');
    await second.context().close();
    await expect.poll(() => first.getByTestId('presence').count(), { timeout: 10_000 }).toBe(0);
    await first.context().close();
  }, 90_000);

  it('keeps admin filters in the query string (back to page 1), and bulk Apply waits for a value', async () => {
    const admin = await loginAs('support@demo.in', 'support-pass-1', '/admin/tickets');
    await admin.goto(`${env.stack.url}/admin/tickets?page=2`);
    await expect.poll(() => admin.getByTestId('ticket-table').count(), { timeout: 15_000 }).toBe(1);
    await admin.getByTestId('filter-priority').click();
    await admin.getByRole('option', { name: 'Urgent', exact: true }).click();
    await admin.keyboard.press('Escape');
    await expect.poll(() => new URL(admin.url()).search).toBe('?priority=urgent');
    await expect.poll(async () => [...new Set(await admin.getByTestId('ticket-table').getByTestId('ticket-priority').allTextContents())]).toEqual(['Urgent']);

    await admin.getByTestId('filter-search').fill('no ticket matches this zzqx');
    await expect.poll(() => new URL(admin.url()).searchParams.get('search'), { timeout: 5000 }).toBe('no ticket matches this zzqx');
    await expect.poll(() => admin.getByText('No tickets found').count()).toBe(1);
    await admin.getByTestId('filters-clear').click();
    await expect.poll(() => new URL(admin.url()).search).toBe('');

    await admin.getByLabel('Select all tickets on this page').check();
    await expect.poll(() => admin.getByTestId('bulk-actions').count()).toBe(1);
    expect(await admin.getByTestId('bulk-priority-apply').isDisabled()).toBe(true);
    await choose(admin, 'bulk-priority', 'High');
    expect(await admin.getByTestId('bulk-priority-apply').isDisabled()).toBe(false);
    await admin.context().close();
  }, 60_000);
});
