/**
 * The router application: loaded in the background on the first sign that the visitor will move
 * inside the site, it takes over the page area on the first internal navigation. From then on
 * navigation is client-side; the static shell around the page stays as it is.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { unmountIslandsIn } from '../islands/islands';
import { createAppRouter, type AppRouter } from '../router';
import { PAGE_ROOT_ID, SITE_STYLES_ATTRIBUTE } from '../shell/shell-markers';
import { SiteMantineProvider } from '../site-mantine-provider';

/** Head tags the prerender wrote for the arrival page; the router's own take their place. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

let router: AppRouter | undefined;

/** The whole site's stylesheet, which the arrival page's own link names (see scripts/prerender/document.ts). */
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

async function takeOver(href: string): Promise<void> {
  const container = document.getElementById(PAGE_ROOT_ID);
  if (container === null) {
    window.location.assign(href);
    return;
  }
  const appRouter = createAppRouter();
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
}

/** Moves to `href` inside the site: the first time by taking the page over, then through the router. */
export async function navigate(href: string): Promise<void> {
  if (router) await router.navigate({ href });
  else await takeOver(href);
}
