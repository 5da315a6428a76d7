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

/**
 * Addresses people type for a page that lives at another one, answered with a permanent redirect
 * by the server and, once the site is installed, by the service worker. The specification's
 * addresses stay the pages' own: the team page is /teem, and /team leads there.
 */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = { '/team': '/teem' };

/** Where a visitor asking for `pathname` ('/team', '/team/') is sent instead, if anywhere. */
export function redirectFor(pathname: string): string | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  return Object.hasOwn(PAGE_REDIRECTS, path) ? PAGE_REDIRECTS[path] : undefined;
}

/** The prerendered file that may hold the page at `pathname` ('/about/' and '/about' are one page). */
export function pageFileFor(pathname: string): string {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  return `/${prerenderFile(path)}`;
}

/**
 * The stylesheets in the build (see build/prerender): the whole site's, and each page's own copy of
 * it without the rules that page cannot use. A page's copy is part of the site's, so the site's can
 * always stand in for it (the service worker does so offline).
 */
export const SITE_STYLESHEET_PREFIX = 'assets/site-';
export const PAGE_STYLESHEET_PREFIX = 'assets/page-';

export function stylesheetFile(prefix: typeof SITE_STYLESHEET_PREFIX | typeof PAGE_STYLESHEET_PREFIX, contentHash: string): string {
  return `${prefix}${contentHash}.css`;
}

/** Whether a path ('/assets/page-AbC123.css' or 'assets/page-AbC123.css') is a stylesheet of `prefix`. */
export function isStylesheet(prefix: typeof SITE_STYLESHEET_PREFIX | typeof PAGE_STYLESHEET_PREFIX, pathname: string): boolean {
  const file = pathname.replace(/^\//, '');
  return file.startsWith(prefix) && file.endsWith('.css') && !file.slice(prefix.length).includes('/');
}
