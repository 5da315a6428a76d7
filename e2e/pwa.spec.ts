import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './support/test';
import { allRoutes } from './support/routes';
import { chromiumArgs, chromiumExecutable } from './support/browser';
import { dismissCookieBanner } from './support/console';
import { E2E_BASE_URL } from './support/env';
import { waitForOfflineReady } from './support/pwa';
import { serveReleaseSite } from './support/release-site';
import { outboxCopy } from './support/spec-copy';
import { offerInstallation } from './support/layout';

test.describe('offline browsing', () => {
  test('after one visit every route opens offline, images included', async ({ page, context }) => {
    test.setTimeout(120_000);
    await dismissCookieBanner(page);
    await page.goto('/');
    await waitForOfflineReady(page);
    // Said quietly in the footer, not in a notice over the page.
    await expect(page.getByRole('contentinfo').getByText(outboxCopy.offlineReady, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: outboxCopy.offlineReady })).toHaveCount(0);

    await context.setOffline(true);
    for (const route of allRoutes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toContainText(route.heading);
      // Styled as online: the page's own stylesheet, or the whole site's standing in for it.
      const stylesApplied = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => (link.sheet?.cssRules.length ?? 0) > 100),
        );
      await expect.poll(stylesApplied, { message: route.path }).toBe(true);
      expect((await page.getByRole('banner').boundingBox())?.height, route.path).toBe(80);
    }

    // The portfolio and catalogue images come from the worker's caches.
    for (const pagePath of ['/projects', '/products']) {
      await page.goto(pagePath);
      const images = page.locator('main img');
      await expect.poll(() => images.count()).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
    }
  });

  test('the API is never answered from a cache', async ({ page, context }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    await waitForOfflineReady(page);
    expect((await page.request.get('/api/health')).status()).toBe(200);
    await context.setOffline(true);
    const answer = await page.evaluate(() =>
      fetch('/api/health')
        .then((response) => response.status)
        .catch(() => 'network error'),
    );
    expect(answer).toBe('network error');
  });
});

test.describe('install', () => {
  test('Chrome reports no installability errors', async () => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'kestrel-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: chromiumArgs });
    try {
      const page = await context.newPage();
      await page.goto(E2E_BASE_URL);
      await waitForOfflineReady(page);
      const cdp = await context.newCDPSession(page);
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId)).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('updates', () => {
  test('a new worker shows "New version available" and reloads on request', async ({ page }) => {
    // The site served from a copy of this test's own, so the new release changes no file another test reads.
    const site = await serveReleaseSite();
    await dismissCookieBanner(page);
    await page.goto(`${site.url}/about`);
    await waitForOfflineReady(page);
    try {
      // A rebuilt worker: any byte change makes the browser install it and keep it waiting.
      site.releaseWorker((source) => `${source}\n// next release\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const notice = page.getByRole('alert').filter({ hasText: 'New version available' });
      await expect(notice).toBeVisible();
      // Nothing reloads on its own: the new worker waits (a reload follows only its taking over), and the page is the one loaded.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)).toBe('installed');
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      const reloaded = page.waitForEvent('framenavigated');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'New version available' })).toHaveCount(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    } finally {
      await site.close();
    }
  });
});

test.describe('a page never saved on this device', () => {
  test.use({ serviceWorkers: 'block' });

  test('followed offline once the router runs, a page whose code never came stays where it is and says why', async ({ page, context }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One navigation while online: the router application has taken over.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.locator('html[data-spa="true"]')).toBeAttached();
    await expect(page).toHaveURL(/\/about$/);
    const aboutHeading = await page.getByRole('heading', { level: 1 }).innerText();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('has not been saved on this device yet');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading);
    await expect(page.locator('html[data-spa="true"]')).toBeAttached();
  });

  test('followed offline before the router runs, the page stays and says why', async ({ page, context }) => {
    await dismissCookieBanner(page);
    await page.route(/router-app-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('has not been saved on this device yet');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We build websites that win clients');
  });
});

test.describe('install prompt', () => {
  test('"Install app" appears when the browser offers installation and goes once installed', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const install = page.getByRole('banner').getByRole('button', { name: outboxCopy.install });
    await expect(install).toHaveCount(0);
    await page.evaluate(offerInstallation);
    await expect(install).toBeVisible();
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(install).toHaveCount(0);
  });
});

test.describe('on iOS Safari', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('a short Add to Home Screen hint shows and can be dismissed', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    const hint = page.getByRole('note', { name: outboxCopy.iosHintTitle });
    await expect(hint).toContainText(outboxCopy.iosHint);
    await hint.getByRole('button', { name: 'Dismiss' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note', { name: outboxCopy.iosHintTitle })).toHaveCount(0);
  });
});
