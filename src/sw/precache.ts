/// <reference lib="webworker" />
/**
 * The precache (every page, script and local image, for offline use), with one decision Workbox's
 * own precacheAndRoute cannot make: a visitor who asked to save data (Save-Data) does not download
 * the site in the background on their first visit. Then the install keeps nothing; the pages and
 * images they see are kept as they come (the page hands over what it loaded before the worker ran,
 * from the browser's cache), and the whole set is fetched when the page asks: once the site is
 * installed, or on a second page. Otherwise the install fetches it all, as Workbox does.
 */
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { registerRoute } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types';
import { pageFileFor } from '@/content/page-files';
import { PRECACHE_DEFERRED_CACHE, PRECACHE_FILL_MESSAGE, PRECACHE_SEEN_MESSAGE, type PrecacheReply } from '@/outbox/worker-messages';

declare const self: ServiceWorkerGlobalScope;

/** navigator.connection where the engine has it (Chromium, also in workers). */
type WithConnection = WorkerNavigator & { connection?: { saveData?: boolean } };

/** Whether the precache waits: the page said the visitor saves data (the marker), or the worker sees it itself. */
async function deferred(): Promise<boolean> {
  return (await caches.has(PRECACHE_DEFERRED_CACHE)) || (self.navigator as WithConnection).connection?.saveData === true;
}

/**
 * A precached file fetched while the precache waits is kept under its precache key, as the install
 * would have kept it. Workbox leaves such fetches uncached; its cache key reaches the plugin only
 * when the strategy looks in the cache first, so it is noted then.
 */
const keepWhatIsSeen: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params, state }) => {
    const cacheKey = (params as { cacheKey?: unknown } | undefined)?.cacheKey;
    if (state && typeof cacheKey === 'string') state.cacheKey = cacheKey;
    return request;
  },
  fetchDidSucceed: async ({ response, event, state }) => {
    const cacheKey: unknown = state?.cacheKey;
    if (event.type !== 'install' && response.status === 200 && !response.redirected && typeof cacheKey === 'string') {
      const copy = response.clone();
      event.waitUntil(caches.open(controller.strategy.cacheName).then((cache) => cache.put(cacheKey, copy)));
    }
    return response;
  },
};

const controller = new PrecacheController({ plugins: [keepWhatIsSeen] });

/** The precache key of a file or page address of this site, if the precache holds it. */
function cacheKeyFor(url: string): string | undefined {
  const address = new URL(url, self.location.href);
  if (address.origin !== self.location.origin) return undefined;
  return controller.getCacheKeyForURL(address.href) ?? controller.getCacheKeyForURL(new URL(pageFileFor(address.pathname), address).href);
}

/** Keeps what the page loaded before the worker ran, from the browser's HTTP cache only: no download. */
async function keepSeen(urls: readonly string[]): Promise<number> {
  const cache = await caches.open(controller.strategy.cacheName);
  let kept = 0;
  for (const url of new Set(urls)) {
    const cacheKey = cacheKeyFor(url);
    if (cacheKey === undefined || (await cache.match(cacheKey))) continue;
    try {
      const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' });
      if (response.status !== 200 || response.redirected) continue;
      await cache.put(cacheKey, response);
      kept += 1;
    } catch {
      // Not in the browser's cache (or this engine cannot say): it is kept when next seen.
    }
  }
  return kept;
}

/** Fetches every precached file not yet kept, one after another; the precache then no longer waits. */
async function fillPrecache(): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  for (const [url, cacheKey] of controller.getURLsToCacheKeys()) {
    if (await cache.match(cacheKey)) continue;
    // A file with a revision in its key is fetched past the HTTP cache, as Workbox's install does.
    const response = await fetch(url, { cache: cacheKey === url ? 'default' : 'reload', credentials: 'same-origin' });
    if (response.status !== 200) throw new Error(`Precaching ${url} failed: ${response.status}`);
    await cache.put(cacheKey, response);
  }
  await caches.delete(PRECACHE_DEFERRED_CACHE);
}

/** Precaches `entries` (now, or later for a visitor saving data) and answers requests for them from the precache. */
export function precacheAndRoute(entries: Array<PrecacheEntry | string>): void {
  controller.addToCacheList(entries);
  registerRoute(new PrecacheRoute(controller));
  self.addEventListener('install', (event) => {
    event.waitUntil(
      deferred().then(async (waits) => {
        if (!waits) return void (await controller.install(event));
        await caches.open(PRECACHE_DEFERRED_CACHE);
      }),
    );
  });
  self.addEventListener('activate', (event) => void controller.activate(event));
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    const reply = (answer: PrecacheReply) => event.ports[0]?.postMessage(answer);
    if (data?.type === PRECACHE_SEEN_MESSAGE && Array.isArray(data.urls)) {
      const urls = data.urls.filter((url): url is string => typeof url === 'string');
      event.waitUntil(keepSeen(urls).then((kept) => reply({ kept, complete: false })));
    } else if (data?.type === PRECACHE_FILL_MESSAGE) {
      event.waitUntil(
        deferred()
          .then((waits) => (waits ? fillPrecache() : undefined))
          .then(
            () => reply({ kept: controller.getURLsToCacheKeys().size, complete: true }),
            () => reply({ kept: 0, complete: false }),
          ),
      );
    }
  });
}

/** The precached response for a file or page address of this site (see Workbox's matchPrecache). */
export function matchPrecache(url: string): Promise<Response | undefined> {
  return controller.matchPrecache(url);
}
