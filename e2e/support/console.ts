import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors for the test to assert on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the cookie choice as made so the banner stays out of the way of other tests. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'false'));
}
