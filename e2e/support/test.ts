/**
 * The suite's `test`: Playwright's, with `page.goto` and `page.reload` waiting until the page's
 * loader has started and every island it has started is live. A prerendered page is visible
 * before its scripts run; what a visitor does before an island is live is kept and done again
 * (see src/islands), but a test that counts a timer from the first paint would count from the
 * wrong moment. Islands mark themselves live with `data-live` (a public marker, never React's
 * private fields); `waitForIsland` waits for one of them. `page.goto(url, { waitUntil: 'commit' })`
 * does not wait: for tests of what a page does before its scripts run.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** True when the page is not one of ours, or when its loader runs and no island it started is still on its way. */
function isSettled(): boolean {
  const root = document.getElementById('root');
  if (root === null || root.firstElementChild === null) return true;
  const html = document.documentElement;
  return html.dataset.boot === 'ready' && html.dataset.islandsPending === '0';
}

/** Pages whose clock the test has stopped (pauseClock). */
const pausedClocks = new WeakSet<Page>();

/**
 * Waits until `ready` says the page is ready. On a page whose clock is stopped, the clock moves on
 * in steps of 50 ms while it does not: an island fetches its code at idle moments, which a stopped
 * clock never gives. A test that counts a timer of an island counts from after this.
 */
async function waitInPage(page: Page, ready: () => Promise<boolean>, message: string): Promise<void> {
  if (!pausedClocks.has(page)) {
    await expect.poll(ready, { message, intervals: [50, 100, 250] }).toBe(true);
    return;
  }
  for (let step = 0; step < 200; step += 1) {
    if (await ready()) return;
    await page.clock.runFor(50);
  }
  throw new Error(message);
}

/** True when the page is not one of ours, or when its loader runs. */
function isBooted(): boolean {
  const root = document.getElementById('root');
  return root === null || root.firstElementChild === null || document.documentElement.dataset.boot === 'ready';
}

/**
 * Waits until the page's loader runs (it needs no timer: a stopped clock stays where it is) and
 * then until every island it has started is live. On a page whose clock is stopped it waits for the
 * loader only: the clock stays where the test put it (a timer the loader starts, the cookie
 * banner's, is counted exactly), and a test waits for the islands it needs with waitForIsland.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(isBooted), { message: 'the loader never ran', intervals: [50, 100, 250] }).toBe(true);
  if (pausedClocks.has(page)) return;
  await expect.poll(() => page.evaluate(isSettled), { message: 'the page never settled', intervals: [50, 100, 250] }).toBe(true);
}

/** The island `name` (e.g. 'features/home/testimonial-carousel'), once live; `index` picks one of several. */
export async function waitForIsland(page: Page, name: string, index = 0): Promise<Locator> {
  const selector = `kestrel-island[data-island="${name}"]`;
  const island = page.locator(selector).nth(index);
  await island.scrollIntoViewIfNeeded();
  const isLive = async () => (await island.getAttribute('data-live')) !== null;
  await waitInPage(page, isLive, `the ${name} island never became live`);
  return island;
}

/**
 * Installs Playwright's clock on the page and stops it: from the page's first script on, time
 * moves only when the test moves it (`page.clock.runFor`), so a timing is checked at both sides of
 * its boundary. The page's loader starts without timers; islands are waited for as waitInPage says.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  pausedClocks.add(page);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        // `waitUntil: 'commit'` asks for the page as it arrives, before its scripts: no waiting then.
        if (args[1]?.waitUntil !== 'commit') await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
