/**
 * The suite's `test`: Playwright's, with `page.goto` and `page.reload` waiting until the prerendered
 * page is hydrated. A prerendered page is visible before its scripts run; a test that clicks a button
 * or counts a timer from the first paint would otherwise act on markup React has not taken over yet.
 */
import { test as base, expect, type Page } from '@playwright/test';

/**
 * True when the page is not one of ours, or when the app shell's first effect has run: React has
 * committed the hydrated tree (controlled fields hold React's values) and its effects have started.
 */
function isHydrated(): boolean {
  const root = document.getElementById('root');
  if (root === null || root.firstElementChild === null) return true;
  return document.documentElement.dataset.hydrated === 'true';
}

/** Waits until React has hydrated the page (polling from the test, so a paused page clock cannot stall it). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(isHydrated), { message: 'the page was never hydrated', intervals: [50, 100, 250] }).toBe(true);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
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
