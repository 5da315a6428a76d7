/** Messages the page posts to the service worker. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
