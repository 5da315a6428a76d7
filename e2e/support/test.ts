/**
 * The suite's `test`: Playwright's, with `page.goto` and `page.reload` waiting until the page's
 * loader has started and every island it has started is live. A prerendered page is visible
 * before its scripts run; what a visitor does before an island is live is kept and done again
 * (see src/app/islands), but a test that counts a timer from the first paint would count from the
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

/** Waits until the page's loader runs and every island it has started is live (polled from the test, so a paused page clock cannot stall it). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(isSettled), { message: 'the page never settled', intervals: [50, 100, 250] }).toBe(true);
}

/** The island `name` (e.g. 'features/home/testimonial-carousel'), once live; `index` picks one of several. */
export async function waitForIsland(page: Page, name: string, index = 0): Promise<Locator> {
  const island = page.locator(`kestrel-island[data-island="${name}"]`).nth(index);
  await island.scrollIntoViewIfNeeded();
  await expect(island, `the ${name} island never became live`).toHaveAttribute('data-live', '');
  return island;
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
