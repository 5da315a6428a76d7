/**
 * Internal links before and after the router application takes over. Until it has loaded, links
 * are plain links to prerendered pages (the service worker serves them offline). The first sign
 * that the visitor will move inside the site (a pointer on, a touch on or focus in an internal
 * link) loads it in the background; from then on a click on an internal link navigates
 * client-side. It is not loaded on a quiet moment alone: on a page with a form that would put
 * React and the router (about 90 KB compressed) before the visitor's first input, for a
 * navigation that may never come.
 */
import { showShellNotice } from '@/app/shell/shell-notice';

import type * as RouterAppModule from '@/app/spa/router-app';

type RouterApp = typeof RouterAppModule;

/** Addresses that are files or other documents, not pages of the site. */
const NOT_A_PAGE = /^\/(api|samples|assets|images|icons|og|screenshots)\/|\.[a-z0-9]+$/i;
/** How long a click waits for the router application still on its way before it navigates the plain way. */
const TAKEOVER_WAIT_MS = 1500;

let routerApp: Promise<RouterApp> | undefined;
let loaded: RouterApp | undefined;

export function loadRouterApp(): Promise<RouterApp> {
  routerApp ??= import('@/app/spa/router-app').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline before it was ever saved, say: the next sign of navigation tries again.
      routerApp = undefined;
      throw error;
    },
  );
  return routerApp;
}

/** The internal page a link leads to, or null for anything the browser should handle itself. */
export function internalPageLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || NOT_A_PAGE.test(url.pathname)) return null;
  // A link to a part of this same page scrolls; it is not a navigation.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '') return null;
  return link;
}

/**
 * Offline, with no service worker controlling the page yet (the site is not saved on this device):
 * following a link would only show the browser's error page. The page stays and says why.
 */
function cannotLeaveOffline(): boolean {
  return navigator.onLine === false && !navigator.serviceWorker?.controller && loaded === undefined;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = internalPageLink(event.target);
  if (link === null) return;
  if (cannotLeaveOffline()) {
    event.preventDefault();
    showShellNotice('offline');
    return;
  }
  if (routerApp === undefined) return;
  event.preventDefault();
  const url = new URL(link.href);
  const href = `${url.pathname}${url.search}${url.hash}`;
  const fallback = window.setTimeout(() => window.location.assign(href), TAKEOVER_WAIT_MS);
  const go = (app: RouterApp) => {
    window.clearTimeout(fallback);
    return app.navigate(href);
  };
  (loaded ? go(loaded) : routerApp.then(go)).then(
    (shown) => shown || showShellNotice('offline'),
    (error: unknown) => {
      console.error('Client-side navigation failed; loading the page instead', error);
      window.location.assign(href);
    },
  );
}

function onIntent(event: Event): void {
  if (internalPageLink(event.target)) void loadRouterApp().catch(() => undefined);
}

export function startSpaLinks(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
}
