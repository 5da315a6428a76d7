/**
 * An island's code fetched ahead of running it (modulepreload), from the list of files the
 * prerender wrote into the page (island-code.ts).
 */
import { ISLAND_CODE_ATTRIBUTE, type IslandCode } from './island-code';
import type { RuntimeState } from './runtime-state';

/** The script files island `name` runs, as the prerender listed them for this page. */
function codeFilesOf(state: RuntimeState, name: string): string[] {
  if (state.islandCode === undefined) {
    try {
      state.islandCode = JSON.parse(document.querySelector(`script[${ISLAND_CODE_ATTRIBUTE}]`)?.textContent ?? 'null') as IslandCode | null;
    } catch {
      state.islandCode = null;
    }
  }
  const code = state.islandCode;
  return (code?.islands[name] ?? []).map((index) => code!.files[index]).filter((file): file is string => file !== undefined);
}

/**
 * Each link starts a request, a few milliseconds of main thread on a slow phone: a few per idle
 * moment, so that what the visitor does next (a tap, a keystroke) never waits behind them.
 */
const PREFETCH_LINKS_PER_TASK = 4;
const PREFETCH_IDLE_TIMEOUT_MS = 100;

/**
 * Fetches an island's code without running it (modulepreload), a few files per idle moment, or
 * all at once when the visitor waits for it; resolves once every request has started. The build
 * leaves islands' code to this (see vite.config.ts): the module loader adds no links of its own.
 */
export function prefetchCode(state: RuntimeState, name: string, urgent = false): Promise<void> {
  const existing = state.prefetches.get(name);
  if (existing && !urgent) return existing;
  const files = codeFilesOf(state, name);
  const prefetch = new Promise<void>((resolve) => {
    const addSome = () => {
      // Another island, or the visitor waiting for this one, may have added some meanwhile.
      const missing = files.filter((file) => document.querySelector(`link[rel="modulepreload"][href="/${file}"]`) === null);
      const now = urgent ? missing : missing.slice(0, PREFETCH_LINKS_PER_TASK);
      for (const file of now) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = `/${file}`;
        document.head.append(link);
      }
      if (missing.length > now.length) later(addSome);
      else resolve();
    };
    if (urgent) addSome();
    else later(addSome);
  });
  state.prefetches.set(name, prefetch);
  return prefetch;
}

/** At the browser's next idle moment (soon, on a busy page). */
function later(step: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(step, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else window.setTimeout(step, 0);
}
