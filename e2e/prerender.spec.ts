/**
 * Prerendered pages as browsers and crawlers get them: every page arrives as HTML and is hydrated
 * in place without errors; with JavaScript off the content and links are all there; unknown
 * addresses get the not-found page with status 404.
 */
import { expect, test } from './support/test';
import { allRoutes } from './support/routes';
import { mainNav, notFoundHeading } from './support/spec-copy';
import { collectPageErrors, dismissCookieBanner } from './support/console';

declare global {
  interface Window {
    /** The first element of each island as the prerendered HTML delivered it, before any script ran. */
    prerenderedIslands?: (Element | null)[];
  }
}

test.describe('islands', () => {
  for (const route of allRoutes) {
    test(`${route.path}: every island hydrates in place, with no errors`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await dismissCookieBanner(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.prerenderedIslands = [...document.querySelectorAll('kestrel-island[data-island-id]')].map((island) => island.firstElementChild);
        });
      });
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(route.heading);
      // Start every island, whatever its trigger, as a pointer over it would.
      await page.evaluate(() => {
        for (const island of document.querySelectorAll('kestrel-island[data-island-id]')) {
          (island.firstElementChild ?? island).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        }
      });
      await expect.poll(() => page.locator('kestrel-island[data-island-id]:not([data-live])').count()).toBe(0);
      // Hydrated, not rendered again: each island's markup is the very markup the server sent.
      const sameNodes = await page.evaluate(() =>
        [...document.querySelectorAll('kestrel-island[data-island-id]')].every(
          (island, index) => island.firstElementChild === window.prerenderedIslands?.[index],
        ),
      );
      expect(sameNodes).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('the static shell and page load no React until an island needs it', async ({ page }) => {
    await dismissCookieBanner(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    // React (react-dom with it) is one file of its own in the build (see vite.config.ts).
    const react = (path: string) => /^\/assets\/react-[\w-]+\.js$/.test(path);
    expect(scripts.some(react)).toBe(false);
    await page.getByLabel('Your name').focus();
    await expect(page.locator('kestrel-island[data-island="features/contact/contact-form"]')).toHaveAttribute('data-live', '');
    expect(scripts.some(react)).toBe(true);
  });
});

test.describe('a crawler without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of allRoutes) {
    test(`${route.path} shows its content and links`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(route.heading);
      await expect(page).toHaveTitle(/Kestrel Web Studio/);
      // The page's own text, not just the shell.
      const main = page.getByRole('main');
      expect((await main.innerText()).length).toBeGreaterThan(300);
      // Every main navigation link is a real link a crawler can follow.
      const nav = page.getByRole('banner').getByRole('navigation').first();
      for (const link of mainNav) await expect(nav.locator(`a[href="${link.to}"]`).first()).toBeAttached();
      await expect(page.getByRole('contentinfo').locator('a[href="/privacy"]')).toBeAttached();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path === '/' ? '/' : route.path}$`));
    });
  }
});

test.describe('the server', () => {
  for (const path of ['/no-such-page', '/products/no-such-product', '/case-studies/no-such-study', '/about/more']) {
    test(`answers ${path} with the not-found page and status 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(notFoundHeading);
      expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    });
  }

  test('redirects an address with a trailing slash to the page itself', async ({ request }) => {
    const response = await request.get('/products/?utm_source=x', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/products?utm_source=x');
  });

  test('sends each page compressed, revalidated, with its own canonical URL', async ({ request }) => {
    const response = await request.get('/products/hexacart', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers().vary).toMatch(/Accept-Encoding/);
    expect(await response.text()).toContain('/products/hexacart"');
  });

  test('serves sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    expect(await sitemap.text()).toContain('/products/hexacart</loc>');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: ');
  });
});
