/** Message the page posts to a waiting worker when the visitor accepts the update (workbox-window's messageSkipWaiting sends exactly this). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
