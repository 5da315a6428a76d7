/**
 * Which scripts a built page loads, and when, read from dist/ without a browser (Vite's manifest
 * and the page's HTML): what arrives with the page (before its load event), and what starts by
 * itself afterwards without any input (the service worker's side, and the islands that hydrate on
 * visibility or idle). The build test holds these to the budgets; `npm run bench` measures the
 * same in a real browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { islandChunkKey } from './prerender/document';
import { gzipSize, pageHtmlFile, readManifest, referencedAssets, staticClosure, type ViteManifest } from './first-load';

/** A string only zod's code holds (its error class name): how a chunk is found to carry zod. */
export const ZOD_SIGNATURE = '$ZodError';

export interface PageIsland {
  name: string;
  hydrate: string[];
}

export interface ScriptSet {
  /** Paths inside dist/ ('assets/…js'). */
  files: string[];
  gzipBytes: number;
}

/** The islands a page's HTML holds (not the client-only slots of the shell). */
export function pageIslands(html: string): PageIsland[] {
  return [...html.matchAll(/<kestrel-island\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => /\sdata-island-id="/.test(attributes))
    .map((attributes) => ({
      name: /\sdata-island="([^"]+)"/.exec(attributes)?.[1] ?? '',
      hydrate: (/\sdata-hydrate="([^"]*)"/.exec(attributes)?.[1] ?? '').split(/\s+/).filter(Boolean),
    }));
}

/** The manifest key of an island's code (see islandChunkKey); throws when the build has none. */
export function islandKey(manifest: ViteManifest, name: string): string {
  const key = islandChunkKey(manifest, name);
  if (key === undefined) throw new Error(`No chunk for island ${name} in the build manifest`);
  return key;
}

function scriptSet(distDir: string, files: Iterable<string>): ScriptSet {
  const unique = [...new Set(files)].sort();
  return { files: unique, gzipBytes: unique.reduce((total, file) => total + gzipSize(readFileSync(path.join(distDir, file))), 0) };
}

function closureOf(manifest: ViteManifest, keys: string[]): string[] {
  return staticClosure(
    manifest,
    keys.map((key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
      return chunk.file;
    }),
  ).scripts;
}

/** The page's loader modules that start by themselves after load on every page: the service worker's side. */
export const AFTER_LOAD_ENTRIES = ['src/features/pwa/pwa-start.ts'];
/** React for islands, loaded with the first island that hydrates. */
export const ISLAND_RENDERER = 'src/islands/renderer.tsx';

export interface PageScripts {
  htmlFile: string;
  islands: PageIsland[];
  /** What the page's HTML loads: the loader and its static imports (before the load event). */
  arrival: ScriptSet;
  /**
   * Everything that loads with no input and no scrolling: arrival, the after-load modules, and
   * React with the islands that hydrate on idle. Islands that hydrate on visibility are left out:
   * where they sit below the fold they wait for a scroll (the bench measures the real page).
   */
  withoutInput: ScriptSet;
}

export function pageScripts(distDir: string, pagePath: string, manifest: ViteManifest = readManifest(distDir)): PageScripts {
  const htmlFile = pageHtmlFile(distDir, pagePath);
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const islands = pageIslands(html);
  const arrival = staticClosure(manifest, referencedAssets(html).scripts).scripts;
  const selfStarting = islands.filter((island) => island.hydrate.includes('idle'));
  const later = closureOf(manifest, [
    ...AFTER_LOAD_ENTRIES,
    ...(selfStarting.length > 0 ? [ISLAND_RENDERER, ...selfStarting.map((island) => islandKey(manifest, island.name))] : []),
  ]);
  return { htmlFile, islands, arrival: scriptSet(distDir, arrival), withoutInput: scriptSet(distDir, [...arrival, ...later]) };
}

/** The files of `set` whose code carries zod. */
export function filesWithZod(distDir: string, set: ScriptSet): string[] {
  return set.files.filter((file) => readFileSync(path.join(distDir, file), 'utf8').includes(ZOD_SIGNATURE));
}
