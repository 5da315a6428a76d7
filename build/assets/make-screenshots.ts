/**
 * Captures the manifest's install screenshots from a running site:
 * `npm start` in one shell, then `npx tsx build/assets/make-screenshots.ts [http://localhost:3000]`.
 */
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const shots = [
  { file: 'public/screenshots/home-narrow.png', viewport: { width: 375, height: 667 }, scale: 2 },
  { file: 'public/screenshots/home-wide.png', viewport: { width: 1280, height: 800 }, scale: 1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
for (const shot of shots) {
  const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, reducedMotion: 'reduce' });
  // The install screenshots show the page, not the cookie question.
  await context.addInitScript({ content: "window.localStorage.setItem('cookieConsent', 'false');" });
  const page = await context.newPage();
  await page.goto(base);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: shot.file });
  await context.close();
}
await browser.close();
console.info(`Wrote ${shots.length} screenshots to public/screenshots`);
