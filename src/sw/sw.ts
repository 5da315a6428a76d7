/// <reference lib="webworker" />
/**
 * The service worker: wiring only. Precaching and routing come from Workbox; the lead outbox and
 * its replay live in src/outbox and are shared with the page.
 */
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { NOT_FOUND_FILE, PAGE_STYLESHEET_PREFIX, SITE_STYLESHEET_PREFIX, isStylesheet, pageFileFor, redirectFor } from '@/content/page-files';
import { OUTBOX_SYNC_TAG, replayForSync, replayOutbox } from '@/outbox/outbox';
import { offlineWorkImage } from '@/content/work-images';
import { SKIP_WAITING_MESSAGE } from '@/outbox/worker-messages';
// Workbox's precache, except that a visitor saving data (Save-Data) does not download it in the background.
import { matchPrecache, precacheAndRoute } from './precache';
import { openLeadNotification, readPushJson, showLeadNotification } from './lead-notifications';

declare const self: ServiceWorkerGlobalScope;

const IMAGE_CACHE = 'images-v1';
const PAGE_STYLES_CACHE = 'page-styles-v1';
const PAGE_STYLES_MAX_ENTRIES = 60;
const IMAGE_CACHE_MAX_ENTRIES = 150;
const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// The first visit's page is controlled at once, so it can fetch route chunks offline; a new version
// still waits for the visitor (see the message handler below).
clientsClaim();

// Every page, every script, the site's stylesheet, icons and local images; outdated precaches are removed.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();

// Each page's own stylesheet is the site's less what that page cannot use: rather than precache a
// copy per page (they would be most of the precache), a page's copy is kept once fetched, and
// offline, one never fetched is answered with the whole site stylesheet, which the precache holds.
const siteStylesheet = precached.map((entry) => (typeof entry === 'string' ? entry : entry.url)).find((url) => isStylesheet(SITE_STYLESHEET_PREFIX, url));
const pageStyles = new CacheFirst({
  cacheName: PAGE_STYLES_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: PAGE_STYLES_MAX_ENTRIES, purgeOnQuotaError: true })],
});
registerRoute(
  ({ url }) => url.origin === self.location.origin && isStylesheet(PAGE_STYLESHEET_PREFIX, url.pathname),
  async (options) => {
    try {
      return await pageStyles.handle(options);
    } catch (error) {
      const whole = siteStylesheet === undefined ? undefined : await matchPrecache(`/${siteStylesheet}`);
      if (whole) return whole;
      throw error;
    }
  },
);

// The studio's inbox (/studio) is no visitor's page: never precached, it is kept once the studio
// opens it, so the installed app opens it offline. Its page comes from the network when that answers
// in time (a new version at once), else from the copy, kept under one key whatever lead the address
// names; its files, hashed, once fetched. Its leads are the inbox's own business (IndexedDB).
const INBOX_PATH = '/studio';
const INBOX_CACHE = 'studio-inbox-v1';
const INBOX_NETWORK_TIMEOUT_SECONDS = 4;
const isInbox = (url: URL) => url.origin === self.location.origin && (url.pathname === INBOX_PATH || url.pathname.startsWith(`${INBOX_PATH}/`));
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isInbox(url),
  new NetworkFirst({
    cacheName: INBOX_CACHE,
    networkTimeoutSeconds: INBOX_NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => INBOX_PATH }],
  }),
);
registerRoute(
  ({ url }) => isInbox(url) && url.pathname.startsWith(`${INBOX_PATH}/assets/`),
  new CacheFirst({
    cacheName: INBOX_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);

// Every page opens offline with its own prerendered HTML. The precache route above already answers
// '/about' with about.html; this one covers the rest: addresses with a query ('/get-quote?product=…')
// or a trailing slash, and unknown addresses, which get the not-found page. The case studies' sample
// sites are their own documents (precached above), never a page of the site. The newsletter's
// confirm and unsubscribe links are the server's own pages, answered by it alone. An address that
// leads to another page (/team) redirects as the server does, offline too.
const navigationHandler: RouteHandlerCallback = async ({ request, url }) => {
  const moved = redirectFor(url.pathname);
  if (moved !== undefined) return Response.redirect(new URL(`${moved}${url.search}`, url.origin).href, 301);
  return (await matchPrecache(pageFileFor(url.pathname))) ?? (await matchPrecache(`/${NOT_FOUND_FILE}`)) ?? fetch(request);
};
registerRoute(new NavigationRoute(navigationHandler, { denylist: [/^\/api\//, /^\/samples\//, /^\/newsletter\//] }));

// Images not in the precache (the screenshots' larger widths, images added later) are kept once
// seen. A screenshot never seen at the width asked for is answered offline by its precached copy.
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      return await images.handle(options);
    } catch (error) {
      const copy = offlineWorkImage(options.url.pathname);
      const stored = copy === undefined ? undefined : await matchPrecache(copy);
      if (stored) return stored;
      throw error;
    }
  },
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

// The studio's installed inbox asked to be told of new leads (web push): each push is one lead's
// notification, and a click takes the inbox to that lead.
self.addEventListener('push', (event) => {
  event.waitUntil(showLeadNotification(readPushJson(event.data), self.registration));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openLeadNotification(event.notification.data, self.clients, self.location.origin));
});

// Where there is no Background Sync, the worker sends what is waiting whenever it starts.
if (!('sync' in self.registration)) void replayOutbox();
