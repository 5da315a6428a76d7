/**
 * A first visit as a visitor on a slow connection makes it: the page works before its scripts do
 * (the menu opens, text typed stays, a form sent is stored once, a click on a control is done
 * once its island is live), and the router application takes over on the first internal
 * navigation, which then never reloads the document.
 */
import type { Page, Route } from '@playwright/test';
import { expect, pauseClock, test } from './support/test';
import { dismissCookieBanner } from './support/console';
import { theOnlyLead, uniqueEmail } from './support/leads';

const SCRIPT_DELAY_MS = 3000;

/** Every script response arrives SCRIPT_DELAY_MS late, as on a congested connection. */
async function delayScripts(page: Page): Promise<void> {
  await page.route(/\.js(\?|$)/, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

/** Opens a page without waiting for its scripts (the suite's goto waits for the islands). */
async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('before the scripts have arrived', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await delayScripts(page);
  });

  test('a tap on the menu button opens the menu at once', async ({ page }) => {
    await arrive(page, '/');
    expect(await page.evaluate(() => document.documentElement.dataset.boot)).toBeUndefined();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('text typed into the contact form is still there once it is live, and is what is sent', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'typed-early');
    await arrive(page, '/contact');
    const form = page.locator('#contact-form');
    await form.getByLabel('Your name').fill('Early Bird');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Your message').fill('Typed before any script ran.');
    await expect(page.locator('kestrel-island[data-island="features/contact/contact-form"]')).toHaveAttribute('data-live', '', {
      timeout: SCRIPT_DELAY_MS * 4,
    });
    await expect(form.getByLabel('Your name')).toHaveValue('Early Bird');
    await expect(form.getByLabel('Your message')).toHaveValue('Typed before any script ran.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you');
    const lead = await theOnlyLead(request, 'contact', 'from_email', email);
    expect(lead.data).toMatchObject({ from_name: 'Early Bird', message: 'Typed before any script ran.' });
  });

  test('the contact form sent before its scripts stores exactly one lead', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'sent-early');
    await arrive(page, '/contact');
    const form = page.locator('#contact-form');
    await form.getByLabel('Your name').fill('Quick Sender');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Your message').fill('Sent before any script ran.');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    // Sent natively (the result page) or held and sent by the live form: either way, once.
    await expect(page.getByText(/Thank you/).first()).toBeVisible({ timeout: SCRIPT_DELAY_MS * 4 });
    await theOnlyLead(request, 'contact', 'from_email', email);
  });

  test("a click on the quote wizard's Continue before its scripts is done once they are", async ({ page }) => {
    await arrive(page, '/get-quote');
    await page.getByLabel('Project type').selectOption('Web Application');
    await page.getByLabel('Your location').selectOption('UK');
    await page.getByLabel('Budget range').selectOption('$5,000 - $10,000');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await expect(page.getByRole('heading', { name: 'Project Details & Timeline' })).toBeVisible({ timeout: SCRIPT_DELAY_MS * 4 });
    await page.getByRole('button', { name: 'Back' }).tap();
    await expect(page.getByLabel('Project type')).toHaveValue('Web Application');
    await expect(page.getByLabel('Budget range')).toHaveValue('$5,000 - $10,000');
  });
});

test.describe('a form the visitor types into', () => {
  test('starts at the first pause in their typing, not while they type, and keeps what they typed', async ({ page }) => {
    await dismissCookieBanner(page);
    // Time stands still unless the test moves it: the pause is counted exactly.
    await pauseClock(page);
    await page.goto('/contact');
    const island = page.locator('kestrel-island[data-island="features/contact/contact-form"]');
    const started = () =>
      page.evaluate(
        () => document.documentElement.dataset.islandsPending !== '0' || document.querySelector('[data-hydrating], [data-live] #contact-form') !== null,
      );
    const name = page.locator('#contact-form').getByLabel('Your name');
    await name.pressSequentially('Ad');
    await page.clock.runFor(900);
    await name.press('a');
    // 999 ms after the last keystroke: still the browser's own field.
    await page.clock.runFor(999);
    expect(await started()).toBe(false);
    // The pause is complete; the island starts at the next idle moment.
    await page.clock.runFor(501);
    await expect(island).toHaveAttribute('data-live', '', { timeout: 15_000 });
    await expect(name).toHaveValue('Ada');
  });
});

test.describe('the first internal navigation', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  for (const [how, prepare] of [
    ['pointed at', (page: Page) => page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).hover()],
    ['focused', (page: Page) => page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).focus()],
  ] as const) {
    test(`once the link was ${how}, does not reload the document, and later ones stay client-side`, async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await prepare(page);
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A small studio with a big standard');
      await expect(page).toHaveTitle('About Us | Kestrel Web Studio');
      await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom services, built around your business');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build websites that win clients');
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await page.locator('head title').count()).toBe(1);
    });
  }

  test('before the router has loaded, a link is a plain link to the prerendered page', async ({ page }) => {
    await page.route(/router-app-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom services, built around your business');
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});
