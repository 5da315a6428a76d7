/// <reference lib="webworker" />
/**
 * The service worker: wiring only. Precaching and routing come from Workbox; the lead outbox and
 * its replay live in src/outbox and are shared with the page.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { NOT_FOUND_FILE, pageFileFor } from '../content/page-files';
import { OUTBOX_SYNC_TAG, replayForSync, replayOutbox } from '../outbox/outbox';
import { SKIP_WAITING_MESSAGE } from '../outbox/worker-messages';

declare const self: ServiceWorkerGlobalScope;

const IMAGE_CACHE = 'images-v1';
const IMAGE_CACHE_MAX_ENTRIES = 150;
const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// The first visit's page is controlled at once, so it can fetch route chunks offline; a new version
// still waits for the visitor (see the message handler below).
clientsClaim();

// The shell, every route chunk, styles, icons and local images; outdated precaches are removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page opens offline with its own prerendered HTML. The precache route above already answers
// '/about' with about.html; this one covers the rest: addresses with a query ('/get-quote?product=…')
// or a trailing slash, and unknown addresses, which get the not-found page. The case studies' sample
// sites are their own documents (precached above), never a page of the site.
const navigationHandler: RouteHandlerCallback = async ({ request, url }) =>
  (await matchPrecache(pageFileFor(url.pathname))) ?? (await matchPrecache(`/${NOT_FOUND_FILE}`)) ?? fetch(request);
registerRoute(new NavigationRoute(navigationHandler, { denylist: [/^\/api\//, /^\/samples\//] }));

// Images not in the precache (added later, or large) are kept once seen.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);
// /api/* has no route: requests go to the network untouched and are never cached.

// A new version waits until the visitor accepts it ('New version available' → Reload).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  // Rejects while leads still wait, or while a tab holds the replay: the browser fires the sync again later.
  syncEvent.waitUntil(replayForSync());
});

// Where there is no Background Sync, the worker sends what is waiting whenever it starts.
if (!('sync' in self.registration)) void replayOutbox();
