/**
 * What a lead holds never breaks the studio's inbox (issue 29): a 200-character unbroken name and a
 * run of combining marks, sent through the form, keep the lead's page within the window; a row
 * written by hand (a kind this version does not know, an address that would add recipients to a
 * mailto:) opens in a generic view with no Reply link, instead of a blank page.
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from './support/env';
import { postLead, signInToInbox } from './support/inbox';
import { expect, test } from './support/test';

const WINDOW_WIDTH = 1280;

/** How wide the page is, beyond the window or not. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A lead written straight into the server's store, as older data or a hand-written row could be. */
function writeByHand(lead: { id: string; kind: string; data: Record<string, unknown> }): void {
  const database = new BetterSqlite3(path.join(E2E_DATA_DIR, 'leads.sqlite'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database
      .prepare('insert into leads (id, kind, created_at, data, idempotency_key) values (?, ?, ?, ?, ?)')
      .run(lead.id, lead.kind, new Date().toISOString(), JSON.stringify(lead.data), crypto.randomUUID());
  } finally {
    database.close();
  }
}

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
    const id = crypto.randomUUID();
    writeByHand({ id, kind: 'survey', data: { name: 'Hand Written', email: 'ana@firm.example?cc=x@evil.example&bcc=y@evil.example', answer: 'yes' } });
    await signInToInbox(page);
    await page.goto(`/studio?lead=${id}`);
    await expect(page.getByRole('heading', { name: 'Hand Written' })).toBeVisible();
    await expect(page.getByText('Other form (survey)').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply' })).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  });
});
