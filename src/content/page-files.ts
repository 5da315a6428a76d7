/**
 * Where prerendered pages live in the build. Kept apart from the page list so the service worker
 * can map an address to its file without bundling the site's content.
 */

/** The not-found page is prerendered too, to this file, and served with status 404. */
export const NOT_FOUND_FILE = '404.html';

/**
 * The file a prerendered page is written to inside dist/: '/' → index.html, '/about' → about.html,
 * '/products/hexacart' → products/hexacart.html (the names Workbox's precache matches clean URLs to).
 */
export function prerenderFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The prerendered file that may hold the page at `pathname` ('/about/' and '/about' are one page). */
export function pageFileFor(pathname: string): string {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  return `/${prerenderFile(path)}`;
}
