/**
 * Vite plugin: after the client build, renders every page of the site to static HTML (and the
 * not-found page to 404.html), writes sitemap.xml and robots.txt, then, once the service worker is
 * built, stores gzip and brotli copies of every text file for the server to send as they are. Last
 * of all it writes the build info, the mark of a whole build (src/server/build-info.ts), which it
 * removes before anything else is built.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { NOT_FOUND_FILE, prerenderFile, sitePaths } from '../../src/content/site-map.ts';
import { PAGE_STYLESHEET_PREFIX, SITE_STYLESHEET_PREFIX, stylesheetFile } from '../../src/content/page-files.ts';
import { BUILD_INFO_FILE, clearBuildInfo, writeBuildInfo, type BuildInfo } from '../../src/server/build-info.ts';
import { classTokens, purgeCss } from './css-purge.ts';
import { islandCode, pageAssets, pageDocument, robotsTxt, sitemapXml, type BuildManifest, type DocumentParts, type HeadTag } from './document.ts';

/** An address no route matches, rendered as the not-found page. */
const NOT_FOUND_PROBE = '/__not-found__';

const SSR_ENTRY = 'src/app/render-page.tsx';
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt|ics)$/;
const MIN_COMPRESS_BYTES = 1024;

interface RenderModule {
  renderPage(
    url: string,
    pathname?: string,
  ): Promise<{ status: number; html: string; head: HeadTag[]; routeIds: string[]; islands: string[]; plainIslands: string[] }>;
  themeStylesheet(): string;
}

/** The shell's client-only islands (src/app/shell/site-shell.tsx): any page may show them. */
const CLIENT_ONLY_ISLANDS = ['features/pwa/outbox-indicator', 'features/pwa/ios-install-hint', 'components/toasts'];
/** React for islands (its code names Mantine's classes for what it renders). */
const ISLAND_RENDERER = 'src/islands/renderer.tsx';
/** Mantine's provider for islands, loaded beside the renderer by every island but a plain one. */
const ISLAND_PROVIDER = 'src/components/site-mantine-provider.tsx';

/**
 * The inline script every page carries, one script of two parts: the islands' click holder (see
 * src/islands/early-clicks.ts), then what adds the page's loader once the page is painted.
 */
const INLINE_SCRIPTS = ['src/islands/early-clicks.inline.js', 'src/app/boot/loader-start.inline.js'];

/** The CSP source that allows an inline script: its SHA-256 (CSP Level 2 hash source). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

export interface PrerenderOptions {
  /** Recorded in the build info: a server configured for another SITE_URL rebuilds (or, compiled, refuses the build). */
  siteUrl: string;
  /** Recorded in the build info: a server configured for another analytics script rebuilds. */
  analyticsScriptUrl: string | null;
  /** Recorded in the build info: the privacy policy states it, so a server configured for another period rebuilds. */
  leadRetentionDays: number;
}

/** Builds the renderer for Node into a folder of this build's own (two builds at once never share one). */
async function buildRenderer(config: ResolvedConfig, outDir: string): Promise<RenderModule> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: SSR_ENTRY, outDir, emptyOutDir: true, manifest: false, copyPublicDir: false, minify: false },
  });
  const entry = path.join(outDir, `${path.basename(SSR_ENTRY, path.extname(SSR_ENTRY))}.js`);
  return (await import(pathToFileURL(entry).href)) as RenderModule;
}

function writeFile(file: string, contents: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Prerenders the site into the build's output folder; returns what the build info records. */
async function prerender(config: ResolvedConfig, options: PrerenderOptions): Promise<BuildInfo> {
  const outDir = path.resolve(config.root, config.build.outDir);
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  // Inside node_modules, so the renderer's own imports (react, @mantine/core...) resolve from it.
  const rendererDir = mkdtempSync(path.join(config.root, 'node_modules', '.prerender-'));
  try {
    const { renderPage, themeStylesheet } = await buildRenderer(config, rendererDir);

    // The whole site's styles: the theme's variables, then the build's one stylesheet.
    // With cssCodeSplit off the build writes a single stylesheet, listed in the manifest as style.css.
    const buildCssFile = manifest['style.css']?.file;
    if (!buildCssFile) throw new Error('The client build wrote no style.css; the pages would have no styles');
    const buildCss = readFileSync(path.join(outDir, buildCssFile), 'utf8');
    const siteCss = `${themeStylesheet()}\n${buildCss}`;
    const parts: DocumentParts = {
      inlineScript: INLINE_SCRIPTS.map((file) => readFileSync(path.join(config.root, file), 'utf8').trim()).join('\n'),
      siteStylesheet: stylesheetFile(SITE_STYLESHEET_PREFIX, contentHash(siteCss)),
    };
    writeFile(path.join(outDir, parts.siteStylesheet), siteCss);
    // Its rules now live in the site's stylesheet and the pages' own: no page links it.
    rmSync(path.join(outDir, buildCssFile));

    /** What a page can run: the loader, React, its islands and the shell's client-only ones. */
    const codeTokens = new Map<string, Set<string>>();
    const tokensOf = (file: string) => {
      let tokens = codeTokens.get(file);
      if (!tokens) codeTokens.set(file, (tokens = classTokens(readFileSync(path.join(outDir, file), 'utf8'))));
      return tokens;
    };
    const render = async (url: string, expectedStatus: number, pathname?: string) => {
      const page = await renderPage(url, pathname);
      if (page.status !== expectedStatus) throw new Error(`Prerendering ${url} gave status ${page.status}, expected ${expectedStatus}`);
      const code = pageAssets(manifest, page.routeIds, [...page.islands, ...CLIENT_ONLY_ISLANDS], [ISLAND_RENDERER, ISLAND_PROVIDER]);
      const used = new Set([...classTokens(page.html), ...code.scripts.flatMap((file) => [...tokensOf(file)])]);
      const pageCss = purgeCss(siteCss, used);
      const pageStylesheet = stylesheetFile(PAGE_STYLESHEET_PREFIX, contentHash(pageCss));
      writeFile(path.join(outDir, pageStylesheet), pageCss);
      return pageDocument(
        template,
        { ...page, islandCode: islandCode(manifest, page.islands, ISLAND_RENDERER, { provider: ISLAND_PROVIDER, plain: page.plainIslands }) },
        pageStylesheet,
        parts,
      );
    };
    // Every page first (each from the pristine template), then overwrite index.html with the home page.
    for (const pagePath of sitePaths) writeFile(path.join(outDir, prerenderFile(pagePath)), await render(pagePath, 200));
    writeFile(path.join(outDir, NOT_FOUND_FILE), await render(NOT_FOUND_PROBE, 404, '/'));
    writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(options.siteUrl, sitePaths));
    writeFile(path.join(outDir, 'robots.txt'), robotsTxt(options.siteUrl));
    config.logger.info(`prerendered ${sitePaths.length} pages and ${NOT_FOUND_FILE}`);
    return {
      siteUrl: options.siteUrl,
      analyticsScriptUrl: options.analyticsScriptUrl,
      leadRetentionDays: options.leadRetentionDays,
      inlineScriptHashes: [scriptHashSource(parts.inlineScript)],
    };
  } finally {
    rmSync(rendererDir, { recursive: true, force: true });
  }
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '.vite' ? [] : textFiles(file);
    return COMPRESSIBLE.test(name) ? [file] : [];
  });
}

function precompress(config: ResolvedConfig): void {
  const outDir = path.resolve(config.root, config.build.outDir);
  for (const file of textFiles(outDir)) {
    const contents = readFileSync(file);
    if (contents.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(contents, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: contents.length } }),
    );
  }
}

export function prerenderPlugin(options: PrerenderOptions): Plugin[] {
  let config: ResolvedConfig;
  const isClientBuild = () => config.command === 'build' && !config.build.ssr;
  /** What this build's prerender made, for the build info; undefined until it has run. */
  let prerendered: BuildInfo | undefined;
  /** Whether this build failed: a failed build closes its bundle twice, the second time without its error. */
  let failed = false;
  /** Whether a closing step of the client build has work to do (none after a failure). */
  const proceeds = (error: Error | undefined) => {
    if (error) failed = true;
    return isClientBuild() && !failed;
  };
  return [
    {
      name: 'kestrel:prerender',
      apply: 'build',
      configResolved(resolved) {
        config = resolved;
      },
      // Before the service worker is built, so its precache lists the prerendered pages.
      closeBundle: {
        sequential: true,
        order: 'pre',
        async handler(error) {
          if (proceeds(error)) prerendered = await prerender(config, options);
        },
      },
    },
    {
      name: 'kestrel:precompress',
      apply: 'build',
      // After everything else has written to dist/, the service worker included.
      closeBundle: {
        sequential: true,
        order: 'post',
        handler(error) {
          if (proceeds(error)) precompress(config);
        },
      },
    },
    {
      name: 'kestrel:build-info',
      apply: 'build',
      // After every other plugin (enforce), so its closing step comes after every other: the inbox's
      // build, the service worker's, the compressed copies. A step that throws ends the build before it.
      enforce: 'post',
      buildStart() {
        if (!isClientBuild()) return;
        prerendered = undefined;
        failed = false;
        // From here on dist/ changes: an older build's mark must not outlive this build's start.
        clearBuildInfo(path.resolve(config.root, config.build.outDir));
      },
      closeBundle: {
        sequential: true,
        order: 'post',
        handler(error) {
          if (!proceeds(error)) return;
          if (!prerendered) throw new Error(`The build ended without prerendering the site, so it has no ${BUILD_INFO_FILE}`);
          writeBuildInfo(path.resolve(config.root, config.build.outDir), prerendered);
          config.logger.info(`wrote ${config.build.outDir}/${BUILD_INFO_FILE}, the mark of a whole build`);
        },
      },
    },
  ];
}
