/**
 * The installable, offline side of the page, started when the browser is idle after load (by the
 * page's loader): registers the service worker (whose offline copy of the site waits for a visitor
 * saving data: save-data.ts), keeps the outbox moving, and shows something only when there is
 * something to show: waiting leads (the header indicator), a delivered or refused lead, a new
 * version waiting, or that the site is saved on this device and opens offline.
 */
import { Workbox } from 'workbox-window';
import { requestIsland } from '@/islands/island-contract';
import type * as ToastsModule from '@/components/toasts';
import { leadKindLabels, outboxCopy } from '@/content/outbox';
import { isLeadKind } from '@/leads/lead-paths';
import { listOutbox, onOutboxEvent, type OutboxEvent } from '@/outbox/outbox';
import { isLeadEntry } from '@/outbox/outbox-db';
import { PRECACHE_FILL_MESSAGE, PRECACHE_SEEN_MESSAGE, type PrecacheReply } from '@/outbox/worker-messages';
import { startOutboxTriggers } from '@/outbox/outbox-triggers';
import { deferPrecacheIfSavingData, onSecondPageOrInstall, precacheWaits, seenAddresses } from './save-data';

export const OUTBOX_INDICATOR_ISLAND = 'features/pwa/outbox-indicator';
const UPDATE_NOTIFICATION_ID = 'pwa-update';

/** Toasts (and the code that shows them) load with the first one. */
const toast = async (...args: Parameters<typeof ToastsModule.showToast>) => (await import('@/components/toasts')).showToast(...args);

/** What the page does once the site is saved on the device (the worker has precached it and is active). */
export type OnOfflineReady = () => void;

/**
 * How long after the page asked (itself when idle after load) the worker is registered. Its first
 * install downloads the site for offline use, some 300 files one after another: started at once, it
 * would compete with the visitor's first taps and the page's own late resources (images, an island's
 * code) for the CPU and the network. A return visit, already controlled, loses nothing by the wait.
 */
export const WORKER_REGISTRATION_DELAY_MS = 3000;
/** Longest wait for an idle moment after that delay. */
const REGISTRATION_IDLE_TIMEOUT_MS = 2000;

/** Runs `start` WORKER_REGISTRATION_DELAY_MS from now, at the browser's next idle moment. */
export function afterPageSettles(start: () => void): void {
  window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => start(), { timeout: REGISTRATION_IDLE_TIMEOUT_MS });
    else start();
  }, WORKER_REGISTRATION_DELAY_MS);
}

function registerWorker(onOfflineReady: OnOfflineReady): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // An active worker has precached the whole site (at once on a return visit, after the first
  // install on a first one), unless its precache waits for a visitor saving data: then the page
  // says so once the whole set is kept (keepOfflineSetComing).
  void navigator.serviceWorker.ready.then(async () => {
    if (!(await precacheWaits())) onOfflineReady();
  });
  afterPageSettles(() => void startWorker(onOfflineReady).catch((error: unknown) => console.error('Service worker registration failed', error)));
}

/**
 * Where the worker's precache waits (the visitor saves data; see save-data.ts): hands it what this
 * page loaded before it ran, and asks for the whole offline set on the visitor's second page or once
 * the site is installed, saying the site is ready offline only then.
 */
function keepOfflineSetComing(workbox: Workbox, controlled: boolean, onOfflineReady: OnOfflineReady): void {
  void workbox.controlling.then(async () => {
    if (!(await precacheWaits())) return;
    await workbox.messageSW({ type: PRECACHE_SEEN_MESSAGE, urls: seenAddresses() });
  });
  void precacheWaits().then((waits) => {
    if (!waits) return;
    onSecondPageOrInstall(controlled, () => {
      void (async () => {
        const reply = (await workbox.messageSW({ type: PRECACHE_FILL_MESSAGE })) as PrecacheReply;
        if (reply.complete) onOfflineReady();
      })();
    });
  });
}

async function startWorker(onOfflineReady: OnOfflineReady): Promise<void> {
  const controlled = navigator.serviceWorker.controller !== null;
  await deferPrecacheIfSavingData(!(await navigator.serviceWorker.getRegistration()));
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    void import('./update-notice').then(({ updateNotice }) =>
      toast({ id: UPDATE_NOTIFICATION_ID, title: outboxCopy.updateTitle, autoClose: false, withCloseButton: true, message: updateNotice(workbox) }),
    );
  });
  await workbox.register();
  keepOfflineSetComing(workbox, controlled, onOfflineReady);
}

function toastOutboxEvent(event: OutboxEvent): void {
  // The studio's inbox reports its own changes.
  if (event.type === 'changed' || !isLeadKind(event.kind)) return;
  if (event.type === 'delivered') {
    // A sign-up's answer says whether a confirmation mail went out: only the server knows.
    const note = event.kind === 'newsletter' ? event.message : undefined;
    void toast({ title: outboxCopy.deliveredTitle, message: outboxCopy.delivered(leadKindLabels[event.kind], note), color: 'green' });
  } else if (event.type === 'failed') {
    void toast({ title: outboxCopy.failedTitle, message: `${leadKindLabels[event.kind]}: ${event.message}`, color: 'red', autoClose: false });
  } else if (event.type === 'expired') {
    void toast({ title: outboxCopy.expiredTitle, message: leadKindLabels[event.kind], color: 'red', autoClose: false });
  }
}

/** The header indicator appears once anything waits on this device, now or later. */
function showIndicatorWhenWaiting(): void {
  if (typeof indexedDB === 'undefined') return;
  const check = () =>
    listOutbox().then(
      (entries) => entries.some(isLeadEntry) && requestIsland(OUTBOX_INDICATOR_ISLAND),
      () => undefined,
    );
  void check();
  onOutboxEvent((event) => {
    if (event.type === 'changed') void check();
  });
}

export function startPwa(onOfflineReady: OnOfflineReady): void {
  registerWorker(onOfflineReady);
  startOutboxTriggers();
  showIndicatorWhenWaiting();
  onOutboxEvent(toastOutboxEvent);
}
