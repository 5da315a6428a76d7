/**
 * Pure pieces of the prerender: where a route's code lives in the client build, and how a rendered
 * page becomes a complete HTML document, plus the sitemap and robots.txt.
 */
import { absoluteUrl } from '../../src/content/site-map';

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
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Route chunks and the shared chunks they import, beyond what the entry already loads. */
  modulePreloads: string[];
  /** The routes' styles, so the page is styled before any script runs. */
  stylesheets: string[];
}

const ROOT_ROUTE_ID = '__root__';

/** The route file a route id comes from: '/' → index, '/products/' → products/index, '/about' → about. */
export function routeFileOf(routeId: string): string {
  const file = routeId.replace(/^\//, '');
  return file === '' || file.endsWith('/') ? `${file}index` : file;
}

function collectChunk(manifest: BuildManifest, key: string, seen: Set<string>, into: ManifestChunk[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  into.push(chunk);
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, seen, into);
}

/** The code and styles the matched routes need on top of the entry (index.html) and its imports. */
export function pageAssets(manifest: BuildManifest, routeIds: readonly string[]): PageAssets {
  const entryChunks: ManifestChunk[] = [];
  const entrySeen = new Set<string>();
  collectChunk(manifest, 'index.html', entrySeen, entryChunks);

  const routeChunks: ManifestChunk[] = [];
  const seen = new Set(entrySeen);
  for (const routeId of routeIds) {
    if (routeId === ROOT_ROUTE_ID) continue;
    const key = `src/routes/${routeFileOf(routeId)}.tsx?tsr-split=component`;
    if (!manifest[key]) throw new Error(`No split chunk for route ${routeId} (${key}) in the build manifest`);
    collectChunk(manifest, key, seen, routeChunks);
  }
  const entryCss = new Set(entryChunks.flatMap((chunk) => chunk.css ?? []));
  const stylesheets = [...new Set(routeChunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryCss.has(file));
  return { modulePreloads: routeChunks.map((chunk) => chunk.file), stylesheets };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function renderTag({ tag, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return tag === 'title' ? `<title>${escapeHtml(text ?? '')}</title>` : `<${tag}${attrs}>`;
}

/**
 * The page's document: the built index.html with the page's head tags in place of the template's
 * title and description, the route's styles and code announced up front, and the rendered markup in #root.
 */
/** The bootstrap that starts the site's code after the first paint (public/boot.js). */
export const BOOT_SCRIPT = '/boot.js';
/** The data block that tells the bootstrap what to load. */
export const MODULES_BLOCK_ID = 'app-modules';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's document: the built index.html with the page's head tags in place of the template's
 * title and description, the route's styles linked up front and the rendered markup in #root. The
 * entry script and its preloads move into a data block that public/boot.js reads once the page has
 * painted, so that on a slow connection the HTML and CSS are not competing with the code.
 */
export function pageDocument(template: string, page: { html: string; head: readonly HeadTag[] }, assets: PageAssets): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) throw new Error('index.html has no module entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const modules = { entry, preload: [...preloads, ...assets.modulePreloads.map((file) => `/${file}`)] };
  const headHtml = [
    ...page.head.map(renderTag),
    ...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // A data block: never executed, so the CSP's script-src does not apply to it.
    `<script type="application/json" id="${MODULES_BLOCK_ID}">${JSON.stringify(modules).replace(/</g, '\\u003c')}</script>`,
    `<script type="module" src="${BOOT_SCRIPT}"></script>`,
  ].join('\n    ');
  return template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `  ${headHtml}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may read every page; the API and the sample sites shown inside case studies are not pages. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /samples/', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
