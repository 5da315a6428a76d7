/**
 * Pure pieces of the prerender: where a route's code lives in the client build, and how a rendered
 * page becomes a complete HTML document, plus the sitemap and robots.txt.
 */
import { absoluteUrl } from '../../src/content/site-map.ts';
import { LOADER_ATTRIBUTE, SITE_STYLES_ATTRIBUTE } from '../../src/app/shell/shell-markers.ts';
import { ISLAND_CODE_ATTRIBUTE, type IslandCode } from '../../src/islands/island-code.ts';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The code a page can run: the loader's, and each island's with what it imports (paths inside dist/). */
export interface PageAssets {
  scripts: string[];
}

const ROOT_ROUTE_ID = '__root__';

/** The route file a route id comes from: '/' → index, '/products/' → products/index, '/about' → about. */
export function routeFileOf(routeId: string): string {
  const file = routeId.replace(/^\//, '');
  return file === '' || file.endsWith('/') ? `${file}index` : file;
}

/**
 * The build manifest's key for an island's code: `src/<name>.island.tsx` when the island is a chunk
 * of its own; when the bundler has put modules that other chunks share in with it, the chunk keeps
 * the island's file name ('<base>.island') and the entry lists it among its dynamic imports.
 */
export function islandChunkKey(manifest: BuildManifest, name: string): string | undefined {
  const key = `src/${name}.island.tsx`;
  if (manifest[key]) return key;
  const chunkName = `${name.slice(name.lastIndexOf('/') + 1)}.island`;
  return (manifest['index.html']?.dynamicImports ?? []).find((imported) => manifest[imported]?.name === chunkName);
}

/** `key` and what it imports; with `dynamic`, also what it loads later (an island's modal, say). */
function collectChunk(manifest: BuildManifest, key: string, seen: Set<string>, into: ManifestChunk[], dynamic = false): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  into.push(chunk);
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, seen, into, dynamic);
  if (dynamic) for (const imported of chunk.dynamicImports ?? []) collectChunk(manifest, imported, seen, into, dynamic);
}

/**
 * The code a page can run without leaving it: the loader, React for islands, and the given islands
 * (the page's own and the shell's client-only ones), each with everything it imports, now or later. The classes
 * this code can put on the page decide which CSS rules the page keeps (see css-purge.ts).
 */
export function pageAssets(
  manifest: BuildManifest,
  routeIds: readonly string[],
  islands: readonly string[] = [],
  extraEntries: readonly string[] = [],
): PageAssets {
  for (const routeId of routeIds) {
    if (routeId === ROOT_ROUTE_ID) continue;
    const key = `src/routes/${routeFileOf(routeId)}.tsx?tsr-split=component`;
    if (!manifest[key]) throw new Error(`No split chunk for route ${routeId} (${key}) in the build manifest`);
  }
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  collectChunk(manifest, 'index.html', seen, chunks);
  for (const entry of extraEntries) {
    if (!manifest[entry]) throw new Error(`No chunk for ${entry} in the build manifest`);
    collectChunk(manifest, entry, seen, chunks);
  }
  for (const name of islands) {
    const key = islandChunkKey(manifest, name);
    if (key === undefined) throw new Error(`No chunk for island ${name} (src/${name}.island.tsx) in the build manifest`);
    collectChunk(manifest, key, seen, chunks, true);
  }
  return { scripts: [...new Set(chunks.map((chunk) => chunk.file))] };
}

/** Mantine's provider, which every island but a plain one (IslandOptions.mantine false) starts with. */
export interface IslandProviderCode {
  provider: string;
  plain: readonly string[];
}

/**
 * The code each island of a page runs when it starts: its chunk and what that imports, with React
 * for islands (`renderer`) and, unless the island is plain, Mantine's provider, less what the loader
 * has already loaded. Not what an island loads later on its own (a modal's code, say).
 */
export function islandCode(manifest: BuildManifest, islands: readonly string[], renderer: string, providerCode?: IslandProviderCode): IslandCode {
  const loaded = new Set<string>();
  const loaderChunks: ManifestChunk[] = [];
  collectChunk(manifest, 'index.html', new Set(), loaderChunks);
  for (const chunk of loaderChunks) loaded.add(chunk.file);
  const files: string[] = [];
  const indexOf = (file: string) => {
    const index = files.indexOf(file);
    return index >= 0 ? index : files.push(file) - 1;
  };
  const code: IslandCode = { files, islands: {} };
  for (const name of new Set(islands)) {
    const key = islandChunkKey(manifest, name);
    if (key === undefined) throw new Error(`No chunk for island ${name} (src/${name}.island.tsx) in the build manifest`);
    const chunks: ManifestChunk[] = [];
    const seen = new Set<string>();
    collectChunk(manifest, key, seen, chunks);
    collectChunk(manifest, renderer, seen, chunks);
    if (providerCode && !providerCode.plain.includes(name)) collectChunk(manifest, providerCode.provider, seen, chunks);
    code.islands[name] = [...new Set(chunks.map((chunk) => chunk.file))].filter((file) => !loaded.has(file)).map(indexOf);
  }
  return code;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Marks the head tags that belong to the page (title, description, canonical, social tags): the router replaces them after a client-side navigation. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

function renderTag({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return tag === 'title' ? `<title ${PAGE_HEAD_ATTRIBUTE}>${escapeHtml(text ?? '')}</title>` : `<${tag}${attrs} ${PAGE_HEAD_ATTRIBUTE}>`;
}

export interface DocumentParts {
  /** The inline script that holds clicks on islands made before the loader runs (its hash goes into the CSP). */
  inlineScript: string;
  /** The whole site's stylesheet, which the router application loads before it shows another page. */
  siteStylesheet: string;
}

const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
const MODULE_ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's document: the built index.html with the page's head tags in place of the template's
 * title and description, the inline script (the click holder, then the loader's start) first in
 * <head> (before the stylesheet, so nothing delays it), the page's own stylesheet (the site's, less what the page cannot use) in place of
 * the build's, and the rendered markup in #root. The loader (the template's module script) is not a
 * tag of the page: <html> names it (LOADER_ATTRIBUTE) and the inline script loads it once the first
 * frame is painted. Nothing on the page needs it to show, and what a visitor does before it runs
 * is held, so neither its download nor its start comes before the page's first paint.
 */
export function pageDocument(
  template: string,
  page: { html: string; head: readonly HeadTag[]; islandCode?: IslandCode },
  pageStylesheet: string,
  parts: DocumentParts,
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const loaderSrc = MODULE_ENTRY.exec(template)?.[1];
  if (loaderSrc === undefined) throw new Error('index.html has no module entry script');
  const headHtml = [
    `<script>${parts.inlineScript}</script>`,
    `<link rel="stylesheet" crossorigin href="/${pageStylesheet}" ${SITE_STYLES_ATTRIBUTE}="/${parts.siteStylesheet}">`,
    ...page.head.map(renderTag),
  ].join('\n    ');
  return template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(STYLESHEET_LINK, '')
    .replace(MODULE_ENTRY, '')
    .replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes} ${LOADER_ATTRIBUTE}="${escapeHtml(loaderSrc)}">`)
    .replace('</head>', `  ${headHtml}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${islandCodeBlock(page.islandCode)}</body>`);
}

/** The page's island code as a JSON block (data, never run; `<` escaped so no text can close the element). */
function islandCodeBlock(code: IslandCode | undefined): string {
  if (code === undefined || Object.keys(code.islands).length === 0) return '';
  const json = JSON.stringify(code).replace(/</g, '\\u003c');
  return `<script type="application/json" ${ISLAND_CODE_ATTRIBUTE}>${json}</script>\n  `;
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read every page; the API and the sample sites shown inside case studies are not pages. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /samples/', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/**
 * The page's document as `npm run dev` serves it: Vite's own index.html (its client, React Fast
 * Refresh and the loader as a module script, kept as they are), the page's head tags in place of
 * the template's title and description, the theme's variables (`themeCss`) and the stylesheets the
 * page's modules import (Vite serves each as CSS), and the rendered markup in #root. No island code list: in development islands load from
 * their source modules (src/app/boot/site-islands.ts).
 */
export function devPageDocument(
  template: string,
  page: { html: string; head: readonly HeadTag[] },
  styles: { themeCss: string; stylesheets: readonly string[] },
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const { themeCss, stylesheets } = styles;
  const headHtml = [
    `<style>${themeCss.replace(/<\//g, '<\\/')}</style>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...page.head.map(renderTag),
  ].join('\n    ');
  return template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${headHtml}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}
