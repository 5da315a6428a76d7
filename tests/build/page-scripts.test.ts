/**
 * What each built page loads, held to issue targets deterministically from dist/: the scripts a
 * page loads on arrival (its loader and what that imports), no route code on arrival, and zod
 * nowhere a page loads it without a form being sent, nor in the service worker.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatKb, KB } from '../../build/budgets';
import { readManifest } from '../../build/first-load';
import { ZOD_SIGNATURE, filesWithZod, islandKey, pageScripts } from '../../build/page-scripts';
import { sitePaths } from '@/content/site-map';

const dist = path.resolve('dist');
const manifest = readManifest(dist);

/** Every page: its loader and what it imports, at most this many files and bytes (gzip) before the load event. */
const ARRIVAL_MAX_FILES = 10;
const ARRIVAL_MAX_BYTES = 50 * KB;
/** A page with a form: everything that loads before the visitor's first input (visible islands aside: they wait for a scroll). */
const FORM_PAGES = ['/contact', '/get-quote', '/founder-contact', '/consultation-booking'];
const FORM_PAGE_MAX_BYTES = 100 * KB;

const routeChunks = new Set(
  Object.entries(manifest)
    .filter(([key]) => key.startsWith('src/routes/'))
    .map(([, chunk]) => chunk.file),
);

describe.each(sitePaths)('%s', (pagePath) => {
  const scripts = pageScripts(dist, pagePath, manifest);

  it(`arrives with at most ${ARRIVAL_MAX_FILES} scripts and ${formatKb(ARRIVAL_MAX_BYTES)} of them (gzip)`, () => {
    const listing = scripts.arrival.files.join(', ');
    expect(scripts.arrival.files.length, listing).toBeGreaterThan(0);
    expect(scripts.arrival.files.length, listing).toBeLessThanOrEqual(ARRIVAL_MAX_FILES);
    expect(scripts.arrival.gzipBytes, `${formatKb(scripts.arrival.gzipBytes)}: ${listing}`).toBeLessThanOrEqual(ARRIVAL_MAX_BYTES);
  });

  it('loads no route code and no zod on arrival', () => {
    expect(scripts.arrival.files.filter((file) => routeChunks.has(file))).toEqual([]);
    expect(filesWithZod(dist, scripts.arrival)).toEqual([]);
  });

  it('names only islands the build has code for', () => {
    for (const island of scripts.islands) expect(() => islandKey(manifest, island.name)).not.toThrow();
  });
});

describe('before the first input', () => {
  it('the home page loads no zod, whatever starts by itself', () => {
    expect(filesWithZod(dist, pageScripts(dist, '/', manifest).withoutInput)).toEqual([]);
  });

  it.each(FORM_PAGES)(`%s loads at most ${formatKb(FORM_PAGE_MAX_BYTES)} of script (gzip), and no zod`, (pagePath) => {
    const { withoutInput, islands } = pageScripts(dist, pagePath, manifest);
    // The form itself waits for the visitor: it is live on the first interaction with it (or at once
    // when the visitor chose a product on another page, which a stored:<key> trigger reads).
    const waitsForVisitor = (triggers: string[]) =>
      triggers.includes('interaction') && triggers.every((trigger) => trigger === 'interaction' || trigger.startsWith('stored:'));
    expect(islands.filter((island) => /form|wizard|flow/.test(island.name)).map((island) => waitsForVisitor(island.hydrate))).toEqual([true]);
    expect(withoutInput.gzipBytes, withoutInput.files.join(', ')).toBeLessThanOrEqual(FORM_PAGE_MAX_BYTES);
    expect(filesWithZod(dist, withoutInput)).toEqual([]);
  });
});

describe('the service worker', () => {
  it('carries no zod: replaying a lead needs its endpoint and key, not its schema', () => {
    expect(readFileSync(path.join(dist, 'sw.js'), 'utf8')).not.toContain(ZOD_SIGNATURE);
  });
});
