/**
 * Where a lead was sent from: a visit that lands on a product page from a newsletter's campaign
 * link, referred by another site, sends the page's newsletter form. The stored lead says which page,
 * which site (its origin only) and which campaign, in the inbox, the CSV and the admin API; the same
 * when it was queued offline and sent on reconnecting, and from the form without JavaScript.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dismissCookieBanner } from './support/console';
import { E2E_ADMIN_TOKEN } from './support/env';
import { signInToInbox } from './support/inbox';
import { leadForms } from './support/lead-forms';
import { theOnlyLead, uniqueEmail } from './support/leads';
import { waitForOfflineReady } from './support/pwa';

const LANDING = '/products/hexacart?utm_source=newsletter&utm_campaign=spring';
/** The referring page: only its origin may be kept. */
const REFERRER = 'https://news.example.org/issue/12?reader=ana';
const FROM_CAMPAIGN = { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' };
const form = leadForms.newsletter;

/** The lead's row of the admin CSV for its address, by column. */
async function csvRow(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.get(`/api/admin/leads?format=csv&kind=newsletter&q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const [header, row, ...rest] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rest).toEqual([]);
  const columns = header!.split(',');
  const cells = row!.split(',');
  return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
}

async function sourceOf(request: APIRequestContext, email: string): Promise<unknown> {
  const lead = await theOnlyLead(request, 'newsletter', 'email', email);
  return (lead as typeof lead & { source?: unknown }).source;
}

async function landFromCampaign(page: Page) {
  await dismissCookieBanner(page);
  await page.goto(LANDING, { referer: REFERRER });
}

test.describe('the source of a lead', () => {
  test('sent from the product page a campaign link landed on: page, referring site and campaign in the API, the CSV and the inbox', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'source-live');
    await landFromCampaign(page);
    // A later page of the same visit, then back: the campaign stays the landing page's, the page is the current one.
    await page.goto('/products/hexacart');
    await form.send(page, email);

    expect(await sourceOf(request, email)).toEqual(FROM_CAMPAIGN);
    expect(await csvRow(request, email)).toMatchObject({
      email,
      sourcePage: '/products/hexacart',
      sourceReferrer: 'https://news.example.org',
      utmSource: 'newsletter',
      utmMedium: '',
      utmCampaign: 'spring',
    });

    await signInToInbox(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect(page.locator('[data-lead-id]')).toHaveCount(1);
    await page.locator('[data-lead-id]').click();
    const block = page
      .getByRole('article')
      .locator('div', { has: page.getByRole('heading', { name: 'Source', exact: true }) })
      .last();
    await expect(block.locator('dt, dd')).toHaveText([
      'Page',
      '/products/hexacart',
      'Referring site',
      'https://news.example.org',
      'Campaign source',
      'newsletter',
      'Campaign',
      'spring',
    ]);

    // The Source filter finds it by its campaign, with the search still narrowing to this lead.
    await page.getByRole('searchbox', { name: 'Source' }).fill('SPRING');
    await expect(page.locator('[data-lead-id]')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Source' }).fill('sprin');
    await expect(page.locator('[data-lead-id]')).toHaveCount(0);
  });

  test('queued offline and sent after reconnecting: the same source', async ({ page, context, request }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, 'source-outbox');
    await landFromCampaign(page);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await form.send(page, email);
    await form.expectQueued(page);
    await context.setOffline(false);

    await expect.poll(() => sourceOf(request, email), { timeout: 30_000 }).toEqual(FROM_CAMPAIGN);
    expect(await csvRow(request, email)).toMatchObject({ sourcePage: '/products/hexacart', sourceReferrer: 'https://news.example.org', utmCampaign: 'spring' });
  });
});

test.describe('the source of a lead without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("from the form's hidden page field and the post's own Referer: page and campaign (no script, so no referring site)", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'source-native');
    await page.goto(LANDING, { referer: REFERRER });
    const box = page.getByRole('contentinfo').getByRole('region', { name: 'Get web tips and product news' });
    await box.getByRole('textbox', { name: /Email address/ }).fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();

    expect(await sourceOf(request, email)).toEqual({ page: '/products/hexacart', utmSource: 'newsletter', utmCampaign: 'spring' });
    expect(await csvRow(request, email)).toMatchObject({
      sourcePage: '/products/hexacart',
      sourceReferrer: '',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
  });
});
