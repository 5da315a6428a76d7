import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files whose name carries no content hash: the browser must revalidate them every time. */
function cacheControlFor(filePath: string): string {
  const relative = filePath.split(path.sep).join('/');
  return /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(relative) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built site from `distDir`: hashed assets cached for a year, everything else
 * revalidated, and any other GET (a client-side route) answered with the app's index.html.
 */
export function mountStaticSite(app: Hono, distDir: string): void {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '*',
    serveStatic({
      root,
      onFound: (filePath, c) => {
        c.header('Cache-Control', cacheControlFor(filePath));
      },
    }),
  );

  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  });
}
