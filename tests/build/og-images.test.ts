import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE, ogImagePath, sitePaths } from '@/content/site-map';

const MAX_BYTES = 150 * 1024;
const REGENERATE = 'npx tsx build/assets/make-og-images.ts';

/** Width and height from a JPEG's start-of-frame marker (SOF0..SOF15 except DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

describe.each(['public', 'dist'])('social-card images in %s/', (root) => {
  it.each(sitePaths)('%s has a 1200×630 JPEG under 150 KB', (pagePath) => {
    const file = path.join(root, ogImagePath(pagePath));
    expect(existsSync(file), `${file} is missing: run \`${REGENERATE}\``).toBe(true);
    const bytes = readFileSync(file);
    expect(jpegSize(bytes), `${file} is not a JPEG of the card's size`).toEqual(OG_IMAGE_SIZE);
    expect(statSync(file).size, `${file} is too large`).toBeLessThan(MAX_BYTES);
  });
});
