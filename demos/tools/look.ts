/**
 * npm run demos:look -- ID|PAGE ...: a quick PNG of demo pages for review, without touching the
 * work images: screens/demos/<id>.png at the shot's device size (a page path not in demos/shots.ts
 * is captured as a desktop shot).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../e2e/support/browser';
import { DEVICES, SHOTS, type Shot } from '../shots';
import { startDemoServer } from './demo-server';
import { capture } from './work-images';

const OUT_DIR = path.join('screens', 'demos');
const asked = process.argv.slice(2);
if (asked.length === 0) throw new Error('Name shots (demos/shots.ts ids) or pages (products/hexacart/storefront.html)');
const shots: Shot[] = asked.flatMap((name) => {
  const listed = SHOTS.filter((shot) => shot.id === name || shot.page === name);
  return listed.length > 0 ? listed : [{ id: name.replace(/\.html$/, '').replaceAll('/', '-'), page: name, device: 'desktop' as const }];
});

mkdirSync(OUT_DIR, { recursive: true });
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  for (const shot of shots) {
    const { width, height } = DEVICES[shot.device];
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const file = path.join(OUT_DIR, `${shot.id}.png`);
    writeFileSync(file, await capture(page, server.base, shot));
    console.info(`${file} (${shot.page}, ${shot.device})`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
