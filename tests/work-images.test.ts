/**
 * The work images are screenshots of the demo pages under demos/, and stay so: each shot has its
 * files and a manifest entry made from its page as it is now, nothing else lies in the folder, and
 * the page captured again in Chromium gives the same picture as the committed one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../e2e/support/browser';
import { DEVICES, SHOTS } from '../demos/shots';
import { DEMOS_DIR, startDemoServer } from '../demos/tools/demo-server';
import {
  FORMATS,
  MANIFEST_FILE,
  WORK_IMAGES_DIR,
  capture,
  outputName,
  pictureDistance,
  smallestWebp,
  sourceFingerprint,
  type WorkImageManifest,
} from '../demos/tools/work-images';

/**
 * Mean greyscale difference (0-255) below which two encodings are the same picture. An unchanged
 * page captured and encoded again gives 0; a changed headline 1 or more; a block moved by a few
 * pixels, or another page, 15 or more.
 */
const SAME_PICTURE = 0.5;

const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as WorkImageManifest;

describe('work images', () => {
  it('has one manifest entry per shot, in the shot list order, and no other', () => {
    expect(Object.keys(manifest)).toEqual(SHOTS.map((shot) => shot.id));
  });

  it.each(SHOTS)('$id: is current with its demo page ($page)', (shot) => {
    expect(existsSync(path.join(DEMOS_DIR, shot.page)), `demos/${shot.page} exists`).toBe(true);
    expect(manifest[shot.id]?.source, `${shot.id} is stale: run npm run screenshots`).toBe(sourceFingerprint(shot));
    expect(manifest[shot.id]).toMatchObject({ device: shot.device, width: DEVICES[shot.device].width, height: DEVICES[shot.device].height });
  });

  it('holds exactly the files of the shots: every width in AVIF and WebP, and one small WebP for offline use', () => {
    const expected = SHOTS.flatMap((shot) => [
      ...DEVICES[shot.device].widths.flatMap((width) => FORMATS.map((format) => `${shot.id}-${width}.${format}`)),
      `${shot.id}-offline.webp`,
    ]);
    expect(readdirSync(WORK_IMAGES_DIR).sort()).toEqual(expected.sort());
  });

  it.each(SHOTS)('$id: its offline copy is as wide as a phone shows it', async (shot) => {
    const { width } = await sharp(path.join(WORK_IMAGES_DIR, `${shot.id}-offline.webp`)).metadata();
    expect(width).toBe(shot.device === 'phone' ? 240 : 360);
  });

  describe('captured again', () => {
    let browser: Browser;
    let server: Awaited<ReturnType<typeof startDemoServer>>;

    beforeAll(async () => {
      server = await startDemoServer();
      browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
    });

    afterAll(async () => {
      await browser.close();
      await server.stop();
    });

    it.each(SHOTS)(
      '$id: its page gives the committed picture',
      async (shot) => {
        const { width, height, scale, widths } = DEVICES[shot.device];
        const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, reducedMotion: 'reduce' });
        try {
          const fresh = await smallestWebp(await capture(await context.newPage(), server.base, shot), shot);
          const committed = readFileSync(path.join(WORK_IMAGES_DIR, outputName(shot.id, widths[0], 'webp')));
          expect(await pictureDistance(fresh, committed)).toBeLessThan(SAME_PICTURE);
        } finally {
          await context.close();
        }
      },
      30_000,
    );
  });
});
