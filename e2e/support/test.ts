/**
 * The suite's `test`: Playwright's, with `page.goto` and `page.reload` waiting until the prerendered
 * page is hydrated. A prerendered page is visible before its scripts run; a test that clicks a button
 * or counts a timer from the first paint would otherwise act on markup React has not taken over yet.
 */
import { test as base, expect, type Page } from '@playwright/test';

/**
 * True when the page is not one of ours, or when React owns all of it: the shell's first effect has
 * run (the shell is committed) and the page's own content, which the router hydrates as a separate
 * Suspense boundary right after the shell, has been claimed down to its last element (a boundary
 * commits in the same task as its last claim).
 */
function isHydrated(shellOnly: boolean): boolean {
  const root = document.getElementById('root');
  if (root === null || root.firstElementChild === null) return true;
  if (document.documentElement.dataset.hydrated !== 'true') return false;
  if (shellOnly) return true;
  const content = root.querySelectorAll('main *');
  const last = content[content.length - 1];
  return last === undefined || Object.keys(last).some((key) => key.startsWith('__reactFiber'));
}

/** Waits until React has hydrated the page (polling from the test, so a paused page clock cannot stall it). */
export async function waitForHydration(page: Page, shellOnly = false): Promise<void> {
  await expect.poll(() => page.evaluate(isHydrated, shellOnly), { message: 'the page was never hydrated', intervals: [50, 100, 250] }).toBe(true);
}

export const test = base.extend<{ hydrationWait: 'page' | 'shell' }>({
  // 'shell' for tests that pause the page's clock before loading it: React hydrates the page's own
  // content in a pass its scheduler times, which a paused clock holds back; the shell is enough there.
  hydrationWait: ['page', { option: true }],
  page: async ({ page, javaScriptEnabled, hydrationWait }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const shellOnly = hydrationWait === 'shell';
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page, shellOnly);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page, shellOnly);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
