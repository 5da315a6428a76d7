import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { KEY_PAGES } from './support/key-pages';
import { measureLayout, offerInstallation } from './support/layout';
import { outboxCopy, quoteCta } from './support/spec-copy';

/** From a small phone to a desktop: the widths a visitor's screen is most likely to have. */
const WIDTHS = [320, 360, 390, 414, 768, 820, 1024, 1280, 1440] as const;

/** One context per width, the page reused from address to address (the cookie question answered). */
async function openAt(browser: Browser, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'false'));
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test.describe('every key page at every width', () => {
  for (const width of WIDTHS) {
    test(`${width} px: no sideways scroll, the whole header on screen, no clipped label`, async ({ browser }) => {
      const { page, close } = await openAt(browser, width);
      const problems: string[] = [];
      for (const path of KEY_PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        const layout = await page.evaluate(measureLayout);
        if (layout.scrollWidth > layout.innerWidth) problems.push(`${path}: the page is ${layout.scrollWidth} px wide in a ${layout.innerWidth} px viewport`);
        for (const control of layout.headerOffscreen) problems.push(`${path}: header ${control}`);
        for (const label of layout.clippedLabels) problems.push(`${path}: clipped ${label}`);
      }
      await close();
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the header', () => {
  for (const width of [320, 390] as const) {
    test(`${width} px with an install offer: the menu toggle stays on screen and Install app is in the menu`, async ({ browser }) => {
      const { page, close } = await openAt(browser, width);
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(offerInstallation);

      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toBeVisible();
      const box = await toggle.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect((await page.evaluate(measureLayout)).headerOffscreen).toEqual([]);

      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: quoteCta.label })).toBeVisible();
      const install = menu.getByRole('button', { name: outboxCopy.install });
      await expect(install).toBeVisible();
      const installBox = await install.boundingBox();
      expect(installBox!.x + installBox!.width).toBeLessThanOrEqual(width);
      await install.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
      await close();
    });
  }

  for (const width of [900, 1024, 1120] as const) {
    test(`${width} px with an install offer: nothing leaves the bar, and Install app is in the bar or the menu`, async ({ browser }) => {
      const { page, close } = await openAt(browser, width);
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(offerInstallation);
      const banner = page.getByRole('banner');
      await expect(
        banner
          .getByRole('button', { name: outboxCopy.install })
          .or(page.getByRole('button', { name: 'Open menu' }))
          .first(),
      ).toBeVisible();
      expect((await page.evaluate(measureLayout)).headerOffscreen).toEqual([]);
      const inBar = banner.getByRole('button', { name: outboxCopy.install });
      if (!(await inBar.isVisible())) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: outboxCopy.install })).toBeVisible();
      }
      await close();
    });
  }

  test('from 768 to 890 px the menu toggle stands in for the bar; at 1024 px the whole bar fits', async ({ browser }) => {
    for (const width of [768, 890]) {
      const { page, close } = await openAt(browser, width);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await close();
    }
    const { page, close } = await openAt(browser, 1024);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: quoteCta.label })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await close();
  });
});

test.describe('form buttons on a small phone', () => {
  for (const width of [320, 360, 375] as const) {
    test(`${width} px: the quote wizard's last step shows "Request My Proposal" whole, full width`, async ({ browser }) => {
      const { page, close } = await openAt(browser, width);
      await page.goto('/get-quote');
      const main = page.getByRole('main');
      const select = (name: RegExp) => main.getByRole('combobox', { name });
      await select(/Project type/).selectOption('Web Application');
      await select(/Your location/).selectOption('Qatar');
      await select(/Budget range/).selectOption('$5,000 - $10,000');
      await main.getByRole('button', { name: 'Continue' }).click();
      await select(/Timeline/).selectOption('2-3 months');
      await main.getByRole('button', { name: 'Continue' }).click();

      const submit = main.getByRole('button', { name: 'Request My Proposal' });
      await expect(submit).toBeVisible();
      // Nothing cut off: not its label, not Back's.
      expect((await page.evaluate(measureLayout)).clippedLabels).toEqual([]);
      // Stacked full width: each button as wide as its row, Back above or below, never beside it.
      const rowWidth = await submit.evaluate((button) => button.parentElement!.getBoundingClientRect().width);
      const submitBox = await submit.boundingBox();
      const backBox = await main.getByRole('button', { name: 'Back' }).boundingBox();
      expect(submitBox!.width).toBeGreaterThanOrEqual(rowWidth - 1);
      expect(backBox!.width).toBeGreaterThanOrEqual(rowWidth - 1);
      expect(Math.abs(backBox!.y - submitBox!.y)).toBeGreaterThanOrEqual(backBox!.height);
      await close();
    });
  }
});
