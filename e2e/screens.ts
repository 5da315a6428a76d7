/**
 * Captures every key page at phone, tablet and desktop widths for a designer's review:
 * `npm run screens` (builds first when dist/ is missing) writes full-page PNGs into screens/
 * (ignored by git). SCREENS_BASE points it at a running site instead of starting one;
 * SCREENS_PAGES ('/,/products') and SCREENS_WIDTHS ('390,1440') narrow the set.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/browser';
import { KEY_PAGES } from './support/key-pages';
import { startSite } from './support/site';

const OUT_DIR = 'screens';
const DEFAULT_WIDTHS = [390, 768, 1440];

const list = (text: string | undefined) =>
  text
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const pages = list(process.env.SCREENS_PAGES) ?? [...KEY_PAGES];
const widths = (list(process.env.SCREENS_WIDTHS) ?? DEFAULT_WIDTHS.map(String)).map(Number);

const site = await startSite(process.env.SCREENS_BASE);
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
mkdirSync(OUT_DIR, { recursive: true });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, reducedMotion: 'reduce' });
    // The pages themselves, not the cookie question (a first visit is looked at in the e2e suite).
    await context.addInitScript({ content: "window.localStorage.setItem('cookieConsent', 'false');" });
    const page = await context.newPage();
    for (const pagePath of pages) {
      await page.goto(`${site.base}${pagePath}`, { waitUntil: 'networkidle' });
      // Lazy images load as they scroll into view: walk the page once so the shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: path.join(OUT_DIR, `${name}-${width}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
console.info(`Wrote ${pages.length * widths.length} screenshots to ${OUT_DIR}/`);
