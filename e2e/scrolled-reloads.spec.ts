/**
 * A reload while scrolled down starts the page like any other: 15 reloads of the pages where
 * Firefox once recorded no first contentful paint (and the page then never started), each with its
 * loader running. The cross-engine suite does the same in Firefox and WebKit (e2e/engines).
 */
import { expect, test } from './support/test';
import { dismissCookieBanner } from './support/console';

const PAGES = ['/products', '/projects', '/contact', '/get-quote', '/'];

test('15 scrolled reloads: every page starts its loader', async ({ page }) => {
  test.setTimeout(120_000);
  await dismissCookieBanner(page);
  for (let reload = 0; reload < 15; reload += 1) {
    const path = PAGES[reload % PAGES.length]!;
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The suite's reload waits for the loader and the islands; the page also stays where it was.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.boot), `${path}, reload ${reload + 1}`).toBe('ready');
    expect(await page.evaluate(() => window.scrollY), `${path}, reload ${reload + 1}`).toBeGreaterThan(0);
  }
});
