import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { NOT_FOUND_FILE, prerenderFile, sitePaths } from '../content/site-map';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz|zst))?$/;
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt|ics)(\.(br|gz|zst))?$/;

/** What the prerender says about the build (dist/.vite/build-info.json); read, never served. */
const BUILD_INFO_FILE = path.join('.vite', 'build-info.json');

/** The CSP hash sources of the inline scripts the built pages carry (none for an older or missing build). */
export function builtInlineScriptHashes(distDir: string): string[] {
  try {
    const info = JSON.parse(readFileSync(path.join(distDir, BUILD_INFO_FILE), 'utf8')) as { inlineScriptHashes?: unknown };
    const hashes = Array.isArray(info.inlineScriptHashes) ? info.inlineScriptHashes : [];
    return hashes.filter((hash): hash is string => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash));
  } catch {
    return [];
  }
}

/** Files whose name carries no content hash: the browser must revalidate them every time. */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath.split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE;
}

/**
 * '/about/' → '/about' (one address per page). Leading slashes collapse to one, so the target can
 * never name another host ('//example.com/' is not a path on this site).
 */
export function withoutTrailingSlash(pathname: string): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * Serves the built site from `distDir`: each page's prerendered HTML at its address, files as they
 * are (brotli or gzip copies when the browser takes them), hashed assets cached for a year and
 * everything else revalidated; any other address gets the not-found page with status 404.
 */
export function mountStaticSite(app: Hono, distDir: string): void {
  const pageFiles = new Map(sitePaths.map((pagePath) => [pagePath, `/${prerenderFile(pagePath)}`]));
  const notFoundHtml = readFileSync(path.join(distDir, NOT_FOUND_FILE), 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use('*', async (c, next) => {
    const target = c.req.method === 'GET' || c.req.method === 'HEAD' ? withoutTrailingSlash(c.req.path) : undefined;
    // The sample sites are directories with their own index.html and relative links: they keep theirs.
    if (target === undefined || c.req.path.startsWith('/samples/')) return next();
    return c.redirect(`${target}${new URL(c.req.url).search}`, 301);
  });

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

  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(notFoundHtml, 404);
  });
}
