/** Message the page posts to a waiting worker when the visitor accepts the update (workbox-window's messageSkipWaiting sends exactly this). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * Cache Storage marker: while a cache of this name exists the worker's precache waits (the visitor
 * saves data: Save-Data); the page creates it before the first registration, the worker removes it
 * once it has fetched the whole set.
 */
export const PRECACHE_DEFERRED_CACHE = 'kestrel-precache-deferred';
/** The page hands the worker the addresses it loaded before the worker ran (`urls`), to keep from the browser's cache. */
export const PRECACHE_SEEN_MESSAGE = 'PRECACHE_SEEN';
/** The page asks the worker to fetch the whole offline set now (the site was installed, or a second page opened). */
export const PRECACHE_FILL_MESSAGE = 'PRECACHE_FILL';
/** The worker's answer to either: how many files it kept, and whether the offline set is now complete. */
export interface PrecacheReply {
  kept: number;
  complete: boolean;
}
