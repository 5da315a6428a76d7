import { expect, test } from '@playwright/test';
import { dismissCookieBanner } from './support/console';
import { allRoutes } from './support/routes';

/** The pages that show the studio's work: the portfolio, the catalogue, every product page and case study, the industries. */
const WORK_PAGES = allRoutes
  .map((route) => route.path)
  .filter(
    (path) =>
      ['/projects', '/products', '/case-studies', '/services', '/law', '/medical', '/corporate'].includes(path) ||
      path.startsWith('/products/') ||
      path.startsWith('/case-studies/'),
  );

/** Below this width an image is an avatar, a logo or an icon, not a picture of work. */
const LARGE_IMAGE_MIN_WIDTH = 200;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`work images at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of WORK_PAGES) {
      test(`${path}: every large image is a screenshot of a demo page, in a modern format, sized to its box`, async ({ page }) => {
        await dismissCookieBanner(page);
        await page.goto(path);
        const images = page.locator('main img');
        const count = await images.count();
        let large = 0;
        for (let index = 0; index < count; index += 1) {
          const image = images.nth(index);
          if (!(await image.isVisible())) continue;
          await image.scrollIntoViewIfNeeded();
          await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
          const facts = await image.evaluate((element: HTMLImageElement) => ({
            currentSrc: new URL(element.currentSrc).pathname,
            renderedWidth: element.getBoundingClientRect().width,
            naturalWidth: element.naturalWidth,
            ratio: window.devicePixelRatio,
          }));
          if (facts.renderedWidth < LARGE_IMAGE_MIN_WIDTH) continue;
          large += 1;
          expect(facts.currentSrc, `${path}: a large image`).toMatch(/^\/images\/work\/[a-z0-9-]+-\d+\.(avif|webp)$/);
          // The width chosen fits the box: never a file far larger than the screen needs.
          expect(facts.naturalWidth, `${facts.currentSrc} for a ${Math.round(facts.renderedWidth)} px box`).toBeLessThanOrEqual(
            Math.max(facts.renderedWidth * facts.ratio * 2.2, 480),
          );
          // Shown no wider than about 960 px.
          expect(facts.renderedWidth, facts.currentSrc).toBeLessThanOrEqual(962);
        }
        expect(large, `${path} shows its work`).toBeGreaterThan(0);
      });
    }
  });
}

test('a product page opens on its phone screen, and its carousel on the desktop screens, never the same picture twice', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/products/hexacart');
  const heroImage = page.locator('#page-heading').locator('xpath=ancestor::section').locator('img');
  await expect(heroImage).toHaveAttribute('src', /\/images\/work\/hexacart-mobile-\d+\.webp$/);
  const slides = page.getByRole('region', { name: 'HexaCart screenshots' }).locator('img');
  const sources = await slides.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
  expect(sources).toEqual([
    '/images/work/hexacart-storefront-960.webp',
    '/images/work/hexacart-product-960.webp',
    '/images/work/hexacart-orders-960.webp',
    '/images/work/hexacart-analytics-960.webp',
  ]);
});

test('every case study leads with its site and one headline result', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/case-studies');
  const stories = page.locator('article[data-story]');
  await expect(stories).toHaveCount(4);
  const expected = [
    ['harbour-legal', '11', 'consultation requests a week, up from around 3'],
    ['northside-dental', '62%', 'of appointments now booked online'],
    ['coastal-kitchen', '45%', 'of takeaway revenue now from direct pickup orders'],
    ['gulfline-logistics', '60%', 'fewer tracking calls and emails'],
  ] as const;
  for (const [slug, value, label] of expected) {
    const story = page.locator(`article[data-story="${slug}"]`);
    await expect(story.locator('img')).toHaveAttribute('src', `/images/work/${slug}-home-960.webp`);
    await expect(story.getByText(value, { exact: true })).toBeVisible();
    await expect(story.getByText(label, { exact: true })).toBeVisible();
  }
});
