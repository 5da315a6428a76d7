/**
 * Typing is never made to wait. Work that holds the main thread for a while (an island's code
 * starting and hydrating, the lead schemas loading) runs at a pause in the visitor's typing: a
 * keystroke that met it would be painted only once it is done.
 */

/** How long without a keystroke counts as a pause. */
export const INPUT_QUIET_MS = 1000;
/** Longest wait for an idle moment once the pause has come. */
const IDLE_TIMEOUT_MS = 500;

const TYPING_EVENTS = ['keydown', 'beforeinput', 'input', 'compositionupdate'] as const;

let lastInputAt = Number.NEGATIVE_INFINITY;
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  const note = () => {
    lastInputAt = performance.now();
  };
  for (const type of TYPING_EVENTS) document.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Runs `callback` once the visitor has typed nothing for INPUT_QUIET_MS, counted from now at the
 * earliest (whoever asks has just seen them arrive at something they may type into), at the next
 * idle moment. Returns a function that cancels it.
 */
export function whenInputQuiet(callback: () => void): () => void {
  listen();
  const askedAt = performance.now();
  let timer: number | undefined;
  let idle: number | undefined;
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  const check = () => {
    const wait = Math.max(lastInputAt, askedAt) + INPUT_QUIET_MS - performance.now();
    if (wait > 0) timer = window.setTimeout(check, wait);
    else if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  };
  check();
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
