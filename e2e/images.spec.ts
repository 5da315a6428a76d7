import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner } from './support/console';
import { allRoutes } from './support/routes';

/** What the page says about each of its images, and where it is drawn. */
interface ImageFacts {
  src: string;
  srcset: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  decoding: string | null;
  fetchPriority: string | null;
  displayed: boolean;
  /** Area of the image inside the first screen, in CSS pixels. */
  visibleArea: number;
  top: number;
  /** How far the image sticks out of its parent box, left or right, in CSS pixels. */
  overflow: number;
}

const NARROW = { width: 375, height: 667 };
const WIDE = { width: 1280, height: 800 };
/** Below this much visible area an image (an avatar, a logo) is not a page's main image. */
const MAIN_IMAGE_MIN_AREA = 20_000;

async function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.locator('img').evaluateAll((images) =>
    images.map((node) => {
      const img = node as HTMLImageElement;
      const box = img.getBoundingClientRect();
      // A screenshot's <picture> only offers formats (display: contents): its box is the picture's parent's.
      const parent = ((img.parentElement?.tagName === 'PICTURE' ? img.parentElement.parentElement : img.parentElement) ?? img).getBoundingClientRect();
      const displayed = img.getClientRects().length > 0 && box.width > 0;
      const visibleWidth = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
      const visibleHeight = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      return {
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        decoding: img.getAttribute('decoding'),
        fetchPriority: img.getAttribute('fetchpriority'),
        displayed,
        visibleArea: displayed ? visibleWidth * visibleHeight : 0,
        top: box.top,
        overflow: displayed ? Math.max(0, parent.left - box.left, box.right - parent.right) : 0,
      };
    }),
  );
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Let the first layout settle (fonts, hero media) before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('images on every page', () => {
  for (const { path } of allRoutes) {
    test(`${path}: sized, lazy unless the page's main image, and within their boxes at 375 px`, async ({ page }) => {
      await dismissCookieBanner(page);

      await page.setViewportSize(WIDE);
      await open(page, path);
      const wide = await imageFacts(page);

      for (const image of wide) {
        expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
        expect(image.decoding, `${image.src} decoding`).toBe('async');
        // Portraits and logos are drawn (SVG); a screenshot comes in widths to choose from.
        if (!image.src.endsWith('.svg')) expect(image.srcset, `${image.src} is a raster image without srcset`).toBeTruthy();
      }

      const priority = wide.filter((image) => image.fetchPriority === 'high');
      expect(priority.length, 'at most one high-priority image per page').toBeLessThanOrEqual(1);
      for (const image of wide) {
        expect(image.loading, `${image.src} loading`).toBe(image.fetchPriority === 'high' ? 'eager' : 'lazy');
      }

      // The largest image of the first screen, if the page has one, is the one fetched first;
      // and a high-priority image is in the first screen, not further down.
      const [largest] = wide.filter((image) => image.visibleArea >= MAIN_IMAGE_MIN_AREA).sort((a, b) => b.visibleArea - a.visibleArea);
      if (largest) expect(largest.fetchPriority, `${largest.src} is the page's main image`).toBe('high');
      for (const image of priority) expect(image.top, `${image.src} is in the first screen`).toBeLessThan(WIDE.height);

      await page.setViewportSize(NARROW);
      await open(page, path);
      for (const image of await imageFacts(page)) {
        expect(image.overflow, `${image.src} sticks out of its box at 375 px`).toBeLessThanOrEqual(1);
      }
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the page scrolls sideways at 375 px').toBeLessThanOrEqual(NARROW.width);
    });
  }
});
