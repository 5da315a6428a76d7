import type { Page } from '@playwright/test';

/** Waits until the service worker is active, controls the page and has precached the site. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  // The install step finishes precaching before activation, so an active worker has everything.
}
