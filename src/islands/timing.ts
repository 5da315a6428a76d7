/** When deferred work may start: after the page's load event, and when the browser is idle. */

/** Runs `callback` once the page has loaded (at once if it already has). */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', () => callback(), { once: true });
}

/** Longest wait for an idle moment: a busy page still gets its deferred work done. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` when the browser is idle (requestIdleCallback; a short timer where there is none). */
export function onIdle(callback: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback(), { timeout });
  else window.setTimeout(callback, 200);
}
