import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { NOT_FOUND_FILE, prerenderFile, sitePaths } from '@/content/site-map';
import { redirectFor } from '@/content/page-files';
import { readBuildInfo } from './build-info';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz|zst))?$/;
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt|ics)(\.(br|gz|zst))?$/;

/** The CSP hash sources of the inline scripts the built pages carry, as its build info says (none for an older or missing build). */
export function builtInlineScriptHashes(distDir: string): string[] {
  const hashes = readBuildInfo(distDir)?.inlineScriptHashes;
  return Array.isArray(hashes) ? hashes.filter((hash): hash is string => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash)) : [];
}

/** Files whose name carries no content hash: the browser must revalidate them every time. */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath.split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE;
}

/** A base no browser would resolve a site path against: only to check where a target leads. */
const PROBE_ORIGIN = 'http://target.invalid';

/**
 * '/about/' → '/about' (one address per page), for a path as it came on the wire (percent-escapes
 * kept: decoded, `%5C` and `%09` would read as `\` and a dropped tab, which browsers resolve to
 * another host). Leading slashes collapse to one, and a target that would still leave the site
 * (resolved as a browser resolves it) becomes '/'.
 */
export function withoutTrailingSlash(rawPathname: string): string | undefined {
  if (rawPathname.length <= 1 || !rawPathname.endsWith('/')) return undefined;
  const target = `/${rawPathname.replace(/^\/+|\/+$/g, '')}`;
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : '/';
}

/** The studio's inbox: its address, and the folder its build is in (see build/inbox-plugin.ts). */
const INBOX_PATH = '/studio';
const INBOX_DIR = 'studio';

export interface StaticSiteOptions {
  /** Serve the studio's inbox at /studio (only with ADMIN_TOKEN set; otherwise it does not exist). */
  inbox?: boolean;
}

/**
 * Serves the built site from `distDir`: each page's prerendered HTML at its address, files as they
 * are (brotli or gzip copies when the browser takes them), hashed assets cached for a year and
 * everything else revalidated; any other address gets the not-found page with status 404.
 */
export function mountStaticSite(app: Hono, distDir: string, options: StaticSiteOptions = {}): void {
  const pageFiles = new Map(sitePaths.map((pagePath) => [pagePath, `/${prerenderFile(pagePath)}`]));
  const notFoundHtml = readFileSync(path.join(distDir, NOT_FOUND_FILE), 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';
  const notFound = (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(notFoundHtml, 404);
  };

  // The site is read-only: one answer shape (JSON with a message, as the API's) for any other method.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    c.header('Allow', 'GET, HEAD');
    return c.json({ message: 'This address only answers GET and HEAD.' }, 405);
  });

  // Build metadata (.vite/manifest.json, .vite/build-info.json) and any other dot-file stay unpublished.
  app.use('*', async (c, next) => {
    if (c.req.path.split('/').some((segment) => segment.startsWith('.'))) return notFound(c);
    return next();
  });

  app.use('*', async (c, next) => {
    // The URL as received, not c.req.path, which is percent-decoded.
    const url = new URL(c.req.url);
    // An address people type for a page that lives elsewhere (/team for /teem): straight there.
    const moved = redirectFor(url.pathname);
    if (moved !== undefined) return c.redirect(`${moved}${url.search}`, 301);
    const target = c.req.method === 'GET' || c.req.method === 'HEAD' ? withoutTrailingSlash(url.pathname) : undefined;
    // The sample sites are directories with their own index.html and relative links: they keep theirs.
    if (target === undefined || c.req.path.startsWith('/samples/')) return next();
    return c.redirect(`${target}${url.search}`, 301);
  });

  // /studio and any address under it but its files is the inbox's one page (it reads the rest of
  // the address itself); never indexed, never cached by the browser without asking.
  const inboxHtml = options.inbox ? readFileSync(path.join(distDir, INBOX_DIR, 'index.html'), 'utf8') : undefined;
  const inbox: MiddlewareHandler = async (c, next) => {
    if (inboxHtml === undefined) return notFound(c);
    if (c.req.path.startsWith(`${INBOX_PATH}/assets/`)) return next();
    c.header('Cache-Control', REVALIDATE);
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(inboxHtml);
  };
  app.use(INBOX_PATH, inbox);
  app.use(`${INBOX_PATH}/*`, inbox);

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (requestPath) => pageFiles.get(requestPath) ?? requestPath,
      onFound: (filePath, c) => {
        c.header('Cache-Control', cacheControlFor(filePath));
        if (COMPRESSIBLE.test(filePath)) c.header('Vary', 'Accept-Encoding');
      },
    }),
  );

  app.get('*', notFound);
}
