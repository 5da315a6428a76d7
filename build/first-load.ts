/**
 * First-load bytes of a built page, read from dist/ without a browser: the page's HTML, every script
 * and style it references, and the static imports of those scripts (Vite's dist/.vite/manifest.json),
 * each gzipped at level 9 as a server or CDN would send it. Lazily loaded route chunks
 * (`dynamicImports`) are not part of the first load and are not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOADER_ATTRIBUTE } from '@/app/shell/shell-markers';
import { gzipSync } from 'node:zlib';
import { prerenderFile } from '@/content/site-map';

export type FirstLoadKind = 'html' | 'js' | 'css';

export interface FirstLoadFile {
  /** Path inside dist/, with forward slashes ('index.html', 'assets/index-abc123.js'). */
  file: string;
  kind: FirstLoadKind;
  gzipBytes: number;
}

export interface FirstLoad {
  html: number;
  js: number;
  css: number;
  total: number;
  /** Every counted file, biggest first. */
  files: FirstLoadFile[];
}

/** One entry of dist/.vite/manifest.json (the fields this module reads). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = path.join('.vite', 'manifest.json');

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The HTML file the server answers `pagePath` with: its prerendered file, else the app shell. */
export function pageHtmlFile(distDir: string, pagePath: string): string {
  const prerendered = prerenderFile(pagePath);
  return existsSync(path.join(distDir, prerendered)) ? prerendered : 'index.html';
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The scripts and styles an HTML document loads up front, as paths inside dist/. */
export function referencedAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  // Comments hide tags from the browser, so they hide them from the count too.
  const visible = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of visible.matchAll(/<(script|link|html)\b([^>]*)>/gi)) {
    const attrs = attributes(match[2]!);
    const tag = match[1]!.toLowerCase();
    if (tag === 'html') {
      // The page's loader, which the page's inline script loads once the first frame is painted.
      const loader = attrs.get(LOADER_ATTRIBUTE);
      if (loader !== undefined) scripts.push(loader);
      continue;
    }
    if (tag === 'script') {
      const src = attrs.get('src');
      if (src !== undefined) scripts.push(src);
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (href === undefined) continue;
    if (rel.includes('modulepreload')) scripts.push(href);
    else if (rel.includes('stylesheet')) styles.push(href);
  }
  return { scripts: scripts.map(toDistPath), styles: styles.map(toDistPath) };
}

/** '/assets/a.js?v=1' → 'assets/a.js'. Only files of this site can be counted. */
function toDistPath(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) throw new Error(`${url} is not served by the site: first-load bytes count local files only`);
  const withoutQuery = url.replace(/[?#].*$/, '');
  return path.posix.normalize(withoutQuery.replace(/^\/+/, '')).replace(/^(\.\/)+/, '');
}

export function readManifest(distDir: string): ViteManifest {
  const manifestPath = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest enabled`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
}

/**
 * The scripts and styles loaded with `scripts`: each script's static imports, transitively, and
 * the CSS Vite attached to every one of those chunks. Scripts the manifest does not know are kept as they are.
 */
export function staticClosure(manifest: ViteManifest, scripts: string[]): { scripts: string[]; styles: string[] } {
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seenScripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    if (seenScripts.has(file)) return;
    seenScripts.add(file);
    const key = keyByFile.get(file);
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) {
      const importedChunk = manifest[imported];
      if (!importedChunk) throw new Error(`The manifest entry ${key} imports ${imported}, which the manifest does not list`);
      visit(importedChunk.file);
    }
  };
  for (const file of scripts) visit(file);
  return { scripts: [...seenScripts], styles: [...styles] };
}

/** First-load bytes (gzip level 9) of `pagePath` as built in `distDir`. */
export function firstLoadBytes(distDir: string, pagePath: string): FirstLoad {
  const htmlFile = pageHtmlFile(distDir, pagePath);
  const html = readFileSync(path.join(distDir, htmlFile));
  const referenced = referencedAssets(html.toString('utf8'));
  const closure = staticClosure(readManifest(distDir), referenced.scripts);
  const styles = [...new Set([...referenced.styles, ...closure.styles])];

  const measure = (file: string, kind: FirstLoadKind, content?: Buffer): FirstLoadFile => {
    const fullPath = path.join(distDir, file);
    if (!content && !existsSync(fullPath)) throw new Error(`${htmlFile} needs ${file}, which is not in ${distDir}`);
    return { file, kind, gzipBytes: gzipSize(content ?? readFileSync(fullPath)) };
  };
  const files = [measure(htmlFile, 'html', html), ...closure.scripts.map((file) => measure(file, 'js')), ...styles.map((file) => measure(file, 'css'))].sort(
    (a, b) => b.gzipBytes - a.gzipBytes,
  );

  const sum = (kind: FirstLoadKind) => files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  const totals = { html: sum('html'), js: sum('js'), css: sum('css') };
  return { ...totals, total: totals.html + totals.js + totals.css, files };
}
