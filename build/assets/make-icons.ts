/**
 * Renders the app icons (PNG) from the studio mark with Chromium, so the PNGs in public/icons are
 * reproducible: `npx tsx build/assets/make-icons.ts`. The maskable icon keeps the mark inside the 80 %
 * safe zone on a full-bleed background.
 */
import { chromium } from '@playwright/test';
import path from 'node:path';

const MARK = `<path d="M18 14h8v15l14-15h10L34 31l17 19H40L26 34v16h-8z" fill="#fff"/><path d="M40 50 26 34l6-5 19 21z" fill="#ffa54d"/>`;
const BRAND = '#0d5c7d';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
// Full-bleed square; the mark scaled to 60 % and centred, well inside the maskable safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(12.8 12.8) scale(0.6)">${MARK}</g></svg>`;

const outputs = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
for (const output of outputs) {
  const page = await browser.newPage({ viewport: { width: output.size, height: output.size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${output.svg.replace('<svg ', `<svg width="${output.size}" height="${output.size}" `)}</body></html>`,
  );
  await page.screenshot({ path: path.join('public', 'icons', output.file), omitBackground: true });
  await page.close();
}
await browser.close();
console.info(`Wrote ${outputs.length} icons to public/icons`);
