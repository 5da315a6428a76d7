/**
 * What the capture and its tests share: where a shot's sources and outputs are, the fingerprint of
 * its sources (a changed demo page makes its image stale), the capture itself and the encoding.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEVICES, type Shot } from '../shots';
import { DEMOS_DIR } from './demo-server';

export const WORK_IMAGES_DIR = path.resolve(DEMOS_DIR, '..', 'public', 'images', 'work');
export const WORK_IMAGES_URL = '/images/work';
export const MANIFEST_FILE = path.resolve(DEMOS_DIR, '..', 'src', 'content', 'work-images.json');
const SHARED_DIR = path.join(DEMOS_DIR, 'shared');

export const FORMATS = ['avif', 'webp'] as const;
export type Format = (typeof FORMATS)[number];

/** One image of the manifest: its shape in CSS pixels, the widths written and its sources' fingerprint. */
export interface WorkImageEntry {
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
  return { width: device.width, height: device.height, widths: device.widths, source };
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

/** The encoded files of one capture: every width in every format. */
export async function encode(png: Buffer, shot: Shot): Promise<{ name: string; data: Buffer }[]> {
  const files: { name: string; data: Buffer }[] = [];
  for (const width of DEVICES[shot.device].widths) {
    const resized = sharp(png).resize({ width, kernel: 'lanczos3' });
    files.push({ name: outputName(shot.id, width, 'avif'), data: await resized.clone().avif({ quality: 55, effort: 6 }).toBuffer() });
    files.push({ name: outputName(shot.id, width, 'webp'), data: await resized.clone().webp({ quality: 78, effort: 6 }).toBuffer() });
  }
  return files;
}

/**
 * How far two pictures differ: the mean absolute difference of their pixels (0 to 255) after both
 * are reduced to the same small greyscale size, which evens out encoding and anti-aliasing noise.
 */
export async function pictureDistance(a: Buffer, b: Buffer): Promise<number> {
  const size = { width: 240, height: 150, fit: 'fill' as const };
  const reduce = (image: Buffer) => sharp(image).resize(size).greyscale().raw().toBuffer();
  const [left, right] = [await reduce(a), await reduce(b)];
  let total = 0;
  left.forEach((value, index) => {
    total += Math.abs(value - (right[index] ?? 0));
  });
  return total / left.length;
}
