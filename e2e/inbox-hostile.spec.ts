/**
 * What a lead holds never breaks the studio's inbox (issue 29): a 200-character unbroken name and a
 * run of combining marks, sent through the form, keep the lead's page within the window; a row
 * written by hand (a kind this version does not know, an address that would add recipients to a
 * mailto:), as the admin API would answer it, opens in a generic view with no Reply link, instead
 * of a blank page.
 */
import type { Page } from '@playwright/test';
import { postLead, signInToInbox } from './support/inbox';
import { expect, test } from './support/test';

const WINDOW_WIDTH = 1280;

/** How wide the page is, beyond the window or not. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("the studio's inbox and hostile leads", () => {
  test('keeps a lead with a 200-character unbroken name and a run of combining marks within the window', async ({ page, request }) => {
    await page.setViewportSize({ width: WINDOW_WIDTH, height: 800 });
    const name = `N${'x'.repeat(199)}`;
    const zalgo = `Zalgo ${'Z\u0336\u0322\u031b\u0300\u0301\u0302\u0303\u0304'.repeat(40)}`;
    const id = await postLead(request, '/api/contact.js', { from_name: name, from_email: 'wide@leads.example', message: `${zalgo} ${'y'.repeat(300)}` });
    await signInToInbox(page);
    await page.goto(`/studio?lead=${id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WINDOW_WIDTH);
    // At most four marks on a character are shown.
    const shown = await page.locator('dd').filter({ hasText: 'Zalgo' }).innerText();
    expect(shown).not.toMatch(/\p{M}{5}/u);

    await page.getByRole('button', { name: /Back to the inbox/ }).click();
    await expect(page.locator(`[data-lead-id="${id}"]`)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(WINDOW_WIDTH);
  });

  test('opens a hand-written lead of an unknown kind in a generic view, with no Reply for an address that would add recipients', async ({ page }) => {
    // The server answers with a row as older data or a hand-written row could hold it.
    const id = crypto.randomUUID();
    const stored = {
      id,
      kind: 'survey',
      createdAt: new Date().toISOString(),
      status: 'new',
      statusChangedAt: null,
      data: { name: 'Hand Written', email: 'ana@firm.example?cc=x@evil.example&bcc=y@evil.example', answer: 'yes' },
    };
    await page.route(`**/api/admin/leads/${id}`, (route) => route.fulfill({ json: { lead: stored, mails: [], webhooks: [] } }));
    await signInToInbox(page);
    await page.goto(`/studio?lead=${id}`);
    await expect(page.getByRole('heading', { name: 'Hand Written' })).toBeVisible();
    await expect(page.getByText('Other form (survey)').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply' })).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  });
});
