/**
 * The studio's inbox is built as its own application (dist/studio/) and costs a visitor nothing:
 * no page names its files, no page's scripts import them, the worker does not precache them and
 * the sitemap does not list it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/content/site-map';
import { firstLoadBytes, readManifest, staticClosure } from '../../build/first-load';
import { pageScripts } from '../../build/page-scripts';

const dist = path.resolve('dist');
const inboxDir = path.join(dist, 'studio');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(dist, full).split(path.sep).join('/')];
  });
}

const inboxFiles = filesUnder(inboxDir).filter((file) => !/\.(br|gz)$/.test(file));
const inboxAssets = inboxFiles.filter((file) => file.startsWith('studio/assets/'));

/** Class names only Recharts' own code writes (never a file's name, which the code loading a chunk holds). */
const RECHARTS_MARKERS = ['recharts-wrapper', 'recharts-surface', 'recharts-cartesian-axis'] as const;
const holdsRecharts = (file: string) => {
  const text = readFileSync(path.join(dist, file), 'utf8');
  return RECHARTS_MARKERS.some((marker) => text.includes(marker));
};

/** The scripts the inbox's page loads before it draws anything: its entry, and what they import statically, step by step. */
function inboxFirstScripts(): string[] {
  const html = readFileSync(path.join(inboxDir, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/(studio\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const found = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // `import … from "./x.js"` and `import "./x.js"`; never `import("./x.js")`, which loads later.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) pending.push(path.posix.join(path.posix.dirname(file), match[1]!));
  }
  return [...found];
}

describe("the studio's inbox build", () => {
  it('is one page under /studio/ that asks not to be indexed, with its scripts and styles in /studio/assets/', () => {
    const html = readFileSync(path.join(inboxDir, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const referenced = [...html.matchAll(/(?:src|href)="(\/studio\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(referenced.some((file) => file?.endsWith('.js'))).toBe(true);
    expect(referenced.some((file) => file?.endsWith('.css'))).toBe(true);
    for (const file of referenced) expect(inboxFiles).toContain(file!.slice(1));
    expect(inboxAssets.filter((file) => file.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
  });

  it('adds no byte to any page a visitor loads: no page, script or stylesheet of the site names its files', () => {
    const manifest = readManifest(dist);
    const siteFiles = filesUnder(dist).filter((file) => !file.startsWith('studio/') && /\.(html|js|css|json|webmanifest|xml|txt)$/.test(file));
    expect(siteFiles.length).toBeGreaterThan(50);
    for (const file of siteFiles) expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/studio\/assets\//);
    for (const pagePath of sitePaths) {
      const { files } = firstLoadBytes(dist, pagePath);
      expect(
        files.filter((file) => file.file.startsWith('studio/')),
        pagePath,
      ).toEqual([]);
      const scripts = pageScripts(dist, pagePath, manifest);
      expect(
        scripts.withoutInput.files.filter((file) => file.startsWith('studio/')),
        pagePath,
      ).toEqual([]);
    }
    // Nothing the site's build knows of is the inbox's: its chunks are another build's.
    const allSiteChunks = staticClosure(
      manifest,
      Object.values(manifest).map((chunk) => chunk.file),
    ).scripts;
    expect(allSiteChunks.filter((file) => file.startsWith('studio/'))).toEqual([]);
  });

  it('is neither precached by the worker nor listed in the sitemap', () => {
    const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]!);
    expect(precached.length).toBeGreaterThan(100);
    expect(precached.filter((url) => url.startsWith('studio'))).toEqual([]);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/studio');
  });

  it("holds Recharts (the chart of leads over time) in its own chunks only: no file of the site has it, nor any script the inbox's page loads first", () => {
    const withRecharts = filesUnder(dist).filter((file) => /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg)$/.test(file) && holdsRecharts(file));
    expect(withRecharts.length).toBeGreaterThan(0);
    expect(withRecharts.filter((file) => !file.startsWith('studio/assets/'))).toEqual([]);
    const firstScripts = inboxFirstScripts();
    // The entry and the libraries' chunks (React, Mantine) at least.
    expect(firstScripts.length).toBeGreaterThanOrEqual(3);
    expect(firstScripts.filter(holdsRecharts)).toEqual([]);
    // The chart's chunk is the inbox's own: some first script names it, to load it when the chart is drawn.
    const firstCode = firstScripts.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    expect(withRecharts.filter((file) => file.endsWith('.js')).some((file) => firstCode.includes(path.posix.basename(file)))).toBe(true);
  });

  it('is compressed like the site (brotli and gzip copies of its scripts)', () => {
    for (const file of inboxAssets.filter((name) => name.endsWith('.js') && readFileSync(path.join(dist, name)).length >= 1024)) {
      expect(filesUnder(inboxDir)).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
    }
  });
});
