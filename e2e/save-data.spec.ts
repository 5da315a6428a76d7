/**
 * A visitor whose browser asks to save data (the Save-Data header, `navigator.connection.saveData`):
 * the first visit downloads nothing in the background beyond the page itself (the worker's script
 * aside: no precache of the site's ~300 files), yet the page they saw opens offline; their second
 * page fetches the whole offline set, and then a page they never opened opens offline too.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { dismissCookieBanner } from './support/console';
import { waitForOfflineReady } from './support/pwa';
import { outboxCopy } from './support/spec-copy';

test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

/** What Chromium reports when the visitor has turned its data saver on. */
async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const connection = { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} };
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });
}

/** The footer's line that tells the site is available offline (shown once it is). */
const offlineLine = (page: Page) => page.getByRole('contentinfo').getByText(outboxCopy.offlineReady, { exact: true });

/** The precache's keys, as the page's origin holds them ([] before the worker made it). */
function precacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((cache) => cache.startsWith('workbox-precache'));
    if (name === undefined) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });
}

test('a first visit to / fetches nothing in the background beyond the page, and the rest comes on a second page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
  await saveData(page);
  // Every request of the page and of its worker, by address.
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  const paths = (from: Request[]) => new Set(from.map((request) => new URL(request.url()).pathname));

  await page.goto('/');
  await waitForOfflineReady(page);
  // The page's own files, kept by the worker from the browser's cache (no download), the page's
  // address included; kept one after another, so the test waits for the address and more than three.
  await expect
    .poll(
      async () => {
        const keys = await precacheKeys(page);
        return keys.includes('/index.html') && keys.length > 3;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const keptOnFirstVisit = await precacheKeys(page);

  const pageOwn = paths(requests.filter((request) => request.serviceWorker() === null && new URL(request.url()).pathname !== '/sw.js'));
  const beyondThePage = [...paths(requests)].filter((path) => !pageOwn.has(path));
  expect(beyondThePage).toEqual(['/sw.js']);
  expect(keptOnFirstVisit.length).toBeGreaterThan(3);
  expect(keptOnFirstVisit.length).toBeLessThan(pageOwn.size + 1);
  expect(keptOnFirstVisit.every((key) => pageOwn.has(key) || key === '/index.html')).toBe(true);
  // Nothing says the site is available offline: it is not, yet.
  await expect(offlineLine(page)).toBeHidden();

  // The page they saw opens offline; one they never opened does not.
  await context.setOffline(true);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build websites that win clients');
  await expect(page.goto('/projects', { waitUntil: 'commit' })).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);

  // The second page: the whole offline set follows, and the footer's quiet line says so.
  const beforeSecondPage = requests.length;
  await page.goto('/about');
  await expect(offlineLine(page)).toBeVisible({ timeout: 30_000 });
  expect((await precacheKeys(page)).length).toBeGreaterThan(250);
  expect(requests.slice(beforeSecondPage).filter((request) => request.serviceWorker() !== null).length).toBeGreaterThan(200);

  await context.setOffline(true);
  await page.goto('/projects', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('without Save-Data the first visit keeps the whole offline set before the worker takes over', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/');
  await waitForOfflineReady(page);
  expect((await precacheKeys(page)).length).toBeGreaterThan(250);
  expect(await page.evaluate(() => caches.has('kestrel-precache-deferred'))).toBe(false);
});
