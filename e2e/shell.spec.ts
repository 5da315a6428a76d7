import { type Page } from '@playwright/test';
import { expect, pauseClock, test } from './support/test';
import { E2E_ANALYTICS_SCRIPT_URL } from './support/env';
import { dismissCookieBanner } from './support/console';
import { mainNav, quoteCta, studio } from './support/spec-copy';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to `y` and returns once the page has drawn two frames since: its scroll handlers have run. */
async function scrollPage(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));
    await frame();
    await frame();
  }, y);
}

test.describe('top bar', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('highlights the current route and links every section', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of mainNav) {
      await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current', 'page');

    await page.getByRole('banner').getByRole('link', { name: quoteCta.label }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${studio.name}, home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('turns translucent with a border after more than 20 px of scroll', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await scrollPage(page, 20);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await scrollPage(page, 21);
    await expect(header).toHaveAttribute('data-scrolled');
    const style = (property: 'backdropFilter' | 'borderBottomColor' | 'backgroundColor') =>
      header.evaluate((element, name) => getComputedStyle(element)[name], property);
    await expect.poll(() => style('backdropFilter')).toContain('blur');
    await expect.poll(() => style('borderBottomColor')).toBe('rgb(222, 226, 230)');
    await expect.poll(() => style('backgroundColor')).toMatch(/rgba\(255, 255, 255, 0\.\d+\)/);
    await scrollPage(page, 0);
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('is 80 px high', async ({ page }) => {
    await page.goto('/');
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.height).toBe(80);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('opens with the toggle and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const link of mainNav) await expect(menu.getByRole('link', { name: link.label })).toBeVisible();
    await expect(menu.getByRole('link', { name: quoteCta.label })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with the toggle', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('scrolling', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('scroll-to-top appears past 300 px and brings the page back to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await scrollPage(page, 300);
    await expect(button).toBeHidden();
    await scrollPage(page, 301);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the progress bar fills as the page scrolls', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('scroll-progress');
    const scale = () => bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
    await expect.poll(scale).toBe(0);
    const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollPage(page, max);
    await expect.poll(scale).toBeCloseTo(1, 2);
  });

  test('every route change starts at the top', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('links, badges, mail and social profiles', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
    await expect(footer.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/consultation-booking');
    const apps = footer.getByRole('navigation', { name: 'Turnkey Web Apps' });
    await expect(apps.getByText('Live', { exact: true })).toHaveCount(2);
    await expect(apps.getByText('Soon', { exact: true })).toHaveCount(2);
    const custom = footer.getByRole('navigation', { name: 'Custom Services' }).getByRole('link');
    await expect(custom).toHaveCount(3);
    for (const link of await custom.all()) await expect(link).toHaveAttribute('href', '/services');
    // The pages no menu reaches are found from every page's footer.
    const howWeWork = footer.getByRole('navigation', { name: 'How We Work' });
    for (const path of ['/process', '/ProjectInvestment', '/paths']) await expect(howWeWork.locator(`a[href="${path}"]`)).toHaveCount(1);
    for (const profile of studio.social) {
      const link = footer.getByRole('link', { name: new RegExp(`^${profile.label}`) });
      await expect(link).toHaveAttribute('href', profile.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${studio.name}`);
    for (const path of ['/privacy', '/terms', '/cookies']) {
      await expect(footer.getByRole('navigation', { name: 'Legal' }).locator(`a[href="${path}"]`)).toHaveCount(1);
    }
  });
});

test.describe('cookie banner', () => {
  test('appears 1.5 s after load, and Accept persists across reloads', async ({ page }) => {
    // Time stands still from the first script on, so the 1.5 s are counted exactly.
    await pauseClock(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(1499);
    await expect(banner).toBeHidden();
    // The timer fires at 1500 ms; the slide-in transition then takes its own 250 ms.
    await page.clock.runFor(301);
    await expect(banner).toBeVisible();
    for (const path of ['/privacy', '/terms', '/cookies']) await expect(banner.locator(`a[href="${path}"]`)).toHaveCount(1);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await page.clock.runFor(300);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();
  });

  test('Decline persists across reloads', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(1800);
    await banner.getByRole('button', { name: 'Decline' }).click();
    await page.clock.runFor(300);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('false');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();
  });
});

test.describe('analytics', () => {
  /** The page-view script's requests, as the page makes them. */
  function analyticsRequests(page: Page): string[] {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url() === E2E_ANALYTICS_SCRIPT_URL) requested.push(request.url());
    });
    return requested;
  }
  const pageViews = (page: Page) => page.evaluate(() => (window as { __pageViews?: number }).__pageViews ?? 0);
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

  test('the page-view script loads only once the visitor accepts, then on every visit', async ({ page }) => {
    const requested = analyticsRequests(page);
    await pauseClock(page);
    await page.goto('/');
    await page.clock.runFor(1800);
    await expect(banner(page)).toBeVisible();
    // The page has started and asks for consent: nothing has gone to the analytics server.
    expect(requested).toEqual([]);
    expect(await pageViews(page)).toBe(0);

    const loaded = page.waitForRequest(E2E_ANALYTICS_SCRIPT_URL);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await loaded;
    // It runs: the page's security policy lets the configured origin in.
    await expect.poll(() => pageViews(page)).toBe(1);

    await page.reload();
    await expect.poll(() => pageViews(page)).toBe(1);
    expect(requested).toHaveLength(2);
  });

  test('after Decline no page loads it', async ({ page }) => {
    const requested = analyticsRequests(page);
    await pauseClock(page);
    await page.goto('/about');
    await page.clock.runFor(1800);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await page.clock.runFor(300);
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.goto('/');
    // Both pages have started (their loaders ran and read the stored choice): no request, no page view.
    expect(requested).toEqual([]);
    expect(await pageViews(page)).toBe(0);
    await expect(page.locator('#page-view-analytics')).toHaveCount(0);
  });
});

test.describe('server', () => {
  test('answers the health check and serves the app shell', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await home.text()).toContain('<div id="root">');
    const unknownApi = await request.get('/api/nothing-here');
    expect(unknownApi.status()).toBe(404);
    expect(await unknownApi.json()).toHaveProperty('message');
  });
});
