/**
 * What the capture and its tests share: where a shot's sources and outputs are, the fingerprint of
 * its sources (a changed demo page makes its image stale), the capture itself and the encoding.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { workImageOfflineFile } from '../../src/content/work-images.ts';
import { DEVICES, type Device, type Shot } from '../shots';
import { DEMOS_DIR } from './demo-server';

export const WORK_IMAGES_DIR = path.resolve(DEMOS_DIR, '..', 'public', 'images', 'work');
export const MANIFEST_FILE = path.resolve(DEMOS_DIR, '..', 'src', 'content', 'work-images.json');
const SHARED_DIR = path.join(DEMOS_DIR, 'shared');

export const FORMATS = ['avif', 'webp'] as const;
export type Format = (typeof FORMATS)[number];

/** One image of the manifest: its shape in CSS pixels, the widths written and its sources' fingerprint. */
export interface WorkImageEntry {
  device: Device;
  width: number;
  height: number;
  widths: readonly number[];
  source: string;
}

export type WorkImageManifest = Record<string, WorkImageEntry>;

/** The folder a shot's page lives in (every file there counts as its source). */
function sourceFolder(shot: Shot): string {
  return path.join(DEMOS_DIR, path.dirname(shot.page));
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A fingerprint of everything the shot's picture depends on: its folder, the shared files, the shot and its device. */
export function sourceFingerprint(shot: Shot): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ shot, device: DEVICES[shot.device] }));
  for (const file of [...filesUnder(sourceFolder(shot)), ...filesUnder(SHARED_DIR)]) {
    hash.update(path.relative(DEMOS_DIR, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The file name of one width of one format. */
export function outputName(id: string, width: number, format: Format): string {
  return `${id}-${width}.${format}`;
}

/** The entry the manifest holds for a shot whose sources have `source` as fingerprint. */
export function manifestEntry(shot: Shot, source: string): WorkImageEntry {
  const device = DEVICES[shot.device];
  return { device: shot.device, width: device.width, height: device.height, widths: device.widths, source };
}

/** Opens the shot's page at its device's size and returns the screenshot (PNG) once fonts and images are in. */
export async function capture(page: Page, base: string, shot: Shot): Promise<Buffer> {
  await page.goto(`${base}/${shot.page}`, { waitUntil: 'networkidle' });
  // A string, evaluated in the page: this module is typed for Node, without the DOM.
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  })()`);
  return page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
}

/** One width of a capture in one format, as `npm run screenshots` writes it. */
function encodeWidth(png: Buffer, width: number, format: Format): Promise<Buffer> {
  const resized = sharp(png).resize({ width, kernel: 'lanczos3' });
  return format === 'avif' ? resized.avif({ quality: 55, effort: 6 }).toBuffer() : resized.webp({ quality: 78, effort: 6 }).toBuffer();
}

/** The file name of the small copy the worker keeps for offline use. */
export const offlineName = (id: string) => path.basename(workImageOfflineFile(id));

/** Every file name a shot has: each width in each format, and its offline copy. */
export function filesOf(shot: Shot): string[] {
  return [...DEVICES[shot.device].widths.flatMap((width) => FORMATS.map((format) => outputName(shot.id, width, format))), offlineName(shot.id)];
}

/**
 * The encoded files of one capture: every width in every format, and the offline copy (a lower
 * quality: it stands in only while the network is away, and 51 of them go into the precache).
 */
export async function encode(png: Buffer, shot: Shot): Promise<{ name: string; data: Buffer }[]> {
  const { widths, offlineWidth } = DEVICES[shot.device];
  const files: { name: string; data: Buffer }[] = [];
  for (const width of widths) {
    for (const format of FORMATS) files.push({ name: outputName(shot.id, width, format), data: await encodeWidth(png, width, format) });
  }
  const offline = await sharp(png).resize({ width: offlineWidth, kernel: 'lanczos3' }).webp({ quality: 60, effort: 6 }).toBuffer();
  files.push({ name: offlineName(shot.id), data: offline });
  return files;
}

/** The smallest WebP of a capture (the file the comparison reads: the cheapest to make again). */
export function smallestWebp(png: Buffer, shot: Shot): Promise<Buffer> {
  return encodeWidth(png, DEVICES[shot.device].widths[0], 'webp');
}

/**
 * How far two encoded pictures of the same size differ: the mean absolute difference of their
 * greyscale pixels (0 to 255). The same page captured and encoded again gives 0 (Chromium renders
 * a page with the same fonts the same way); a changed headline gives 1 or more.
 */
export async function pictureDistance(a: Buffer, b: Buffer): Promise<number> {
  const pixels = (image: Buffer) => sharp(image).greyscale().raw().toBuffer();
  const [left, right] = [await pixels(a), await pixels(b)];
  if (left.length !== right.length) return 255;
  let total = 0;
  left.forEach((value, index) => {
    total += Math.abs(value - (right[index] ?? 0));
  });
  return total / left.length;
}
