/**
 * The router application: loaded in the background on the first sign that the visitor will move
 * inside the site, it takes over the page area on the first internal navigation. From then on
 * navigation is client-side; the static shell around the page stays as it is.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { unmountIslandsIn } from '@/islands/runtime';
import { createAppRouter, type AppRouter } from '@/app/router';
import { routeCodeLoaded } from '@/app/router-internals';
import { PAGE_ROOT_ID, SITE_STYLES_ATTRIBUTE } from '@/app/shell/shell-markers';
import { SiteMantineProvider } from '@/components/site-mantine-provider';

/** Head tags the prerender wrote for the arrival page; the router's own take their place. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

let router: AppRouter | undefined;

/** The whole site's stylesheet, which the arrival page's own link names (see build/prerender/document.ts). */
function siteStylesHref(): string | undefined {
  return document.querySelector(`link[${SITE_STYLES_ATTRIBUTE}]`)?.getAttribute(SITE_STYLES_ATTRIBUTE) ?? undefined;
}

/**
 * Fetched as soon as this module loads (on the visitor's first sign of moving on), applied only
 * when another page is shown: applying it earlier would restyle the arrival page for nothing. A
 * prefetch, not a preload: the visitor may never follow the link.
 */
function prefetchSiteStyles(): void {
  const href = siteStylesHref();
  if (!href || document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
prefetchSiteStyles();

/**
 * The arrival page links its own copy of the site's styles, less what that page cannot use; any
 * other page needs the whole stylesheet. Resolves once it is applied (or could not be loaded: the
 * page then still works, plainly styled).
 */
function loadSiteStyles(): Promise<void> {
  const href = siteStylesHref();
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return loaded;
}

/** Offline, and no service worker holds the site: only code this tab has already loaded can run. */
function nothingSavedOffline(): boolean {
  return navigator.onLine === false && !navigator.serviceWorker?.controller;
}

/**
 * Whether the code of every route of `href` is here, loading what it can. Offline with nothing
 * saved, a page whose code did not come must not be opened: the router's code-split component
 * would reload the document to fetch it again, and offline that shows the browser's error page.
 */
async function pageCodeHere(appRouter: AppRouter, href: string): Promise<boolean> {
  const { pathname } = new URL(href, window.location.href);
  const [routes] = appRouter.getMatchedRoutes(pathname);
  await Promise.all(routes.map((route) => appRouter.loadRouteChunk(route) ?? Promise.resolve()));
  return routes.every(routeCodeLoaded);
}

async function takeOver(href: string): Promise<boolean> {
  const container = document.getElementById(PAGE_ROOT_ID);
  if (container === null) {
    window.location.assign(href);
    return true;
  }
  const appRouter = createAppRouter();
  if (nothingSavedOffline() && !(await pageCodeHere(appRouter, href))) return false;
  // The new address first, then its route's code and data, and only then a single synchronous
  // render: the old page is on screen until the new one replaces it in one frame.
  appRouter.history.push(href);
  await Promise.all([appRouter.load(), loadSiteStyles()]);
  router = appRouter;
  unmountIslandsIn(container);
  for (const tag of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) tag.remove();
  container.replaceChildren();
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <SiteMantineProvider>
        <RouterProvider router={appRouter} />
      </SiteMantineProvider>,
    ),
  );
  document.documentElement.setAttribute('data-spa', 'true');
  return true;
}

/**
 * Moves to `href` inside the site: the first time by taking the page over, then through the
 * router. False when the page cannot open: offline, with its code neither saved nor loaded.
 */
export async function navigate(href: string): Promise<boolean> {
  if (!router) return takeOver(href);
  if (nothingSavedOffline() && !(await pageCodeHere(router, href))) return false;
  await router.navigate({ href });
  return true;
}
