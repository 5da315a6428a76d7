/**
 * A first visit shows one overlay at a time at the bottom of the screen, on a phone and on a desktop:
 * the cookie question first; the site being saved for offline use is a quiet line in the footer,
 * never a notice over the page; the iOS Add to Home Screen hint waits for the cookie choice; passing
 * notices (offline, a new version) appear at the top. Every change of the page is watched (a
 * MutationObserver counts the overlays after each), so no moment between two checks is missed.
 */
import type { Page } from '@playwright/test';
import { expect, pauseClock, test } from './support/test';
import { waitForOfflineReady } from './support/pwa';
import { serveReleaseSite } from './support/release-site';
import { outboxCopy } from './support/spec-copy';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface OverlayWatch {
  /** The most bottom overlays shown at once, and which they were. */
  most: number;
  together: string[];
}

/**
 * From the page's first script on, counts after every change of the page the overlays at the
 * bottom of the window: fixed, shown, at least 200 px wide (the round scroll-to-top button is not
 * one), in the lower half and reaching down to its last 48 px.
 */
async function watchBottomOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = { most: 0, together: [] as string[] };
    Object.assign(window, { bottomOverlays: watch });
    const describe = (element: Element) =>
      element.getAttribute('aria-label') ?? element.getAttribute('data-shell-notice') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    const count = () => {
      const shown: string[] = [];
      for (const element of document.querySelectorAll('body *')) {
        const style = window.getComputedStyle(element);
        if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
        const box = element.getBoundingClientRect();
        if (box.width < 200 || box.height === 0 || box.top < window.innerHeight / 2 || box.bottom < window.innerHeight - 48) continue;
        shown.push(describe(element));
      }
      if (shown.length > watch.most) {
        watch.most = shown.length;
        watch.together = shown;
      }
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { bottomOverlays: OverlayWatch }).bottomOverlays);

async function expectOneAtATime(page: Page): Promise<void> {
  const { most, together } = await watched(page);
  expect(most, `shown together: ${together.join(' | ')}`).toBeLessThanOrEqual(1);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Moves the stopped clock on in steps until `done` says so (what it waits for also needs the network). */
async function runClockUntil(page: Page, done: () => Promise<boolean>, message: string): Promise<void> {
  for (let step = 0; step < 400; step += 1) {
    if (await done()) return;
    await page.clock.runFor(100);
  }
  throw new Error(message);
}

for (const viewport of VIEWPORTS) {
  test.describe(`a first visit on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('asks the cookie question alone while the site is saved for offline use, which the footer then says quietly', async ({ page }) => {
      test.setTimeout(90_000);
      await watchBottomOverlays(page);
      await pauseClock(page);
      await page.goto('/consultation-booking');
      await page.clock.runFor(1800);
      await expect(banner(page)).toBeVisible();

      // The worker is registered 3 s after the page asks, at an idle moment; then it saves the site.
      await runClockUntil(page, () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), 'no worker was registered');
      await waitForOfflineReady(page);
      await expectOneAtATime(page);
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /offline/i })).toHaveCount(0);
      const line = page.getByRole('contentinfo').getByText(outboxCopy.offlineReady, { exact: true });
      await expect(line).toBeVisible();

      await banner(page).getByRole('button', { name: 'Accept' }).click();
      await expect(banner(page)).toBeHidden();
      await expect(line).toBeVisible();
      await expectOneAtATime(page);
    });

    test('shows the offline notice of a page never saved at the top, not over the cookie question', async ({ page, context }) => {
      await context.route(/router-app-[\w-]+\.js$/, (route) => route.abort());
      await watchBottomOverlays(page);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await context.setOffline(true);
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: 'Portfolio' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
      }
      const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(notice).toBeVisible();
      await expect(banner(page)).toBeVisible();
      const box = (await notice.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(viewport.height / 2);
      await expectOneAtATime(page);
    });

    test('shows "New version available" at the top while the cookie question waits at the bottom', async ({ page }) => {
      test.setTimeout(90_000);
      const site = await serveReleaseSite();
      try {
        await watchBottomOverlays(page);
        await page.goto(`${site.url}/about`);
        await waitForOfflineReady(page);
        await expect(banner(page)).toBeVisible();
        site.releaseWorker((source) => `${source}\n// next release\n`);
        await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
        const notice = page.getByRole('alert').filter({ hasText: 'New version available' });
        await expect(notice).toBeVisible();
        await expect(banner(page)).toBeVisible();
        const box = (await notice.boundingBox())!;
        expect(box.y + box.height).toBeLessThan(viewport.height / 2);
        await expectOneAtATime(page);
      } finally {
        await site.close();
      }
    });
  });
}

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

  test('the Add to Home Screen hint waits for the cookie choice, then shows alone', async ({ page }) => {
    await watchBottomOverlays(page);
    await pauseClock(page);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await page.clock.runFor(1800);
    await expect(banner(page)).toBeVisible();
    // Well past the idle moment after load, and every island the page started is live.
    await page.clock.runFor(5000);
    await runClockUntil(page, () => page.evaluate(() => document.documentElement.dataset.islandsPending === '0'), 'the islands never settled');
    const hint = page.getByRole('note', { name: outboxCopy.iosHintTitle });
    await expect(hint).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    await page.clock.resume();
    await expect(hint).toContainText(outboxCopy.iosHint);
    await expectOneAtATime(page);
  });
});
