/**
 * A visitor who asked their browser to save data (Save-Data; `navigator.connection.saveData`) gets
 * no background download of the site on their first visit: the service worker's precache waits
 * (src/sw/precache.ts). The worker keeps what they see; the whole offline set follows once the
 * site is installed, or on their second page. This module is the page's side of it.
 */
import { PRECACHE_DEFERRED_CACHE } from '@/outbox/worker-messages';

/** navigator.connection where the engine has it (Chromium). */
type ConnectionAware = Navigator & { connection?: { saveData?: boolean } };

/** Whether the visitor asked to save data. Engines without the Network Information API never say so. */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as ConnectionAware).connection?.saveData === true;
}

/** Whether the worker's precache waits for the whole set to be asked for. */
export async function precacheWaits(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    return await caches.has(PRECACHE_DEFERRED_CACHE);
  } catch {
    return false;
  }
}

/**
 * Before the site's first worker is registered: when the visitor saves data, tells the worker (by
 * the marker it reads on install) to keep nothing in the background. Returns whether it did.
 */
export async function deferPrecacheIfSavingData(firstRegistration: boolean, nav: Navigator = navigator): Promise<boolean> {
  if (!firstRegistration || !savesData(nav) || typeof caches === 'undefined') return false;
  await caches.open(PRECACHE_DEFERRED_CACHE);
  return true;
}

/** Everything of this site the page has loaded so far: its own address and its files. */
export function seenAddresses(): string[] {
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [location.href, ...files].filter((address) => new URL(address, location.href).origin === location.origin);
}

/** The Navigation API where the engine has it (Chromium, where Save-Data is): it reports the router's navigations too. */
type NavigationAware = Window & { navigation?: EventTarget };

/**
 * Calls `fill` once: at once when the page runs as the installed app or is the visitor's second page
 * (`controlled`: a worker already served it), else when the site is installed or the visitor opens
 * another page in this one (the router application's navigations).
 */
export function onSecondPageOrInstall(controlled: boolean, fill: () => void): void {
  if (controlled || window.matchMedia?.('(display-mode: standalone)').matches) {
    fill();
    return;
  }
  const navigation = (window as NavigationAware).navigation;
  const once = () => {
    window.removeEventListener('appinstalled', once);
    navigation?.removeEventListener('navigatesuccess', once);
    fill();
  };
  window.addEventListener('appinstalled', once);
  navigation?.addEventListener('navigatesuccess', once);
}
