/**
 * The site's work images: screenshots of the demo pages under demos/, captured by
 * `npm run screenshots` into public/images/work/ (each width in AVIF and WebP) and described in
 * work-images.json, which this module reads. An id missing from the manifest fails the type check.
 */
import type { ImageAsset } from './types';
import manifest from './work-images.json' with { type: 'json' };

export type WorkImageId = keyof typeof manifest;

const WORK_IMAGES_URL = '/images/work';

/** One width of one format of a work image. */
export const workImageFile = (id: string, width: number, format: 'avif' | 'webp') => `${WORK_IMAGES_URL}/${id}-${width}.${format}`;

/** A screenshot of a demo page, with its responsive sources, described by `alt`. */
export function workImage(id: WorkImageId, alt: string): ImageAsset {
  const entry = manifest[id];
  const srcset = (format: 'avif' | 'webp') => entry.widths.map((width) => `${workImageFile(id, width, format)} ${width}w`).join(', ');
  // A browser that reads no srcset gets the second width (960 of a desktop shot, 780 of a phone's).
  const fallback = entry.widths[1] ?? entry.width;
  return {
    src: workImageFile(id, fallback, 'webp'),
    alt,
    width: entry.width,
    height: entry.height,
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    screen: entry.device === 'phone' ? 'phone' : 'browser',
  };
}

/** The copy of a work image the worker precaches: one small WebP, about as wide as a phone shows it. */
export const workImageOfflineFile = (id: string) => `${WORK_IMAGES_URL}/${id}-offline.webp`;

/**
 * The small copy of each work image the worker precaches (about 8 KB), so every screenshot still
 * shows offline, whichever width the page asked for: its revision and `url` (in the order of the
 * worker's other precache entries).
 */
export function offlineWorkImages(): { revision: string; url: string }[] {
  return Object.entries(manifest).map(([id, entry]) => ({ revision: entry.source, url: workImageOfflineFile(id).slice(1) }));
}

/** The precached copy that stands in for a work image's file (`/images/work/<id>-<width>.<format>`), if it is one. */
export function offlineWorkImage(pathname: string): string | undefined {
  const id = /^\/images\/work\/(.+)-\d+\.(?:avif|webp)$/.exec(pathname)?.[1];
  return id !== undefined && Object.hasOwn(manifest, id) ? workImageOfflineFile(id) : undefined;
}
