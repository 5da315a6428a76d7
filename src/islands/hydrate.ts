/**
 * Hydration in steps: an island's code is fetched, run a part at a time, and its prerendered
 * markup hydrated behind the shield; once live, what the visitor did meanwhile is done again.
 */
import { ISLAND_ATTR } from './island-contract';
import type { IslandProvider } from './island-tree';
import { prefetchCode } from './prefetch';
import { continueHoverAndFocus, replay, submitNatively, takeReplays } from './replay';
import { setPending, type RuntimeState } from './runtime-state';
import { HYDRATING, lowerShield, raiseShield } from './shield';

export const loadRenderer = () => import('./renderer');

/** Mantine's provider with the site's theme: for every island but a plain one (ISLAND_ATTR.plain). */
export const loadProvider = (state: RuntimeState, element: Element): Promise<IslandProvider> =>
  element.hasAttribute(ISLAND_ATTR.plain) ? Promise.resolve(null) : state.site.loadProvider();

/** Lets the browser handle what the visitor did meanwhile (a keystroke, a frame) before the next step. */
function yieldToVisitor(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/**
 * An island's code, run a part at a time: React for islands, then the island's own code, each in
 * a task of its own with the browser free in between, so a keystroke waits for one part at most.
 * All of it is fetched at once first; each part then only runs what is already here.
 */
async function loadInSteps(state: RuntimeState, element: Element, name: string, urgent: boolean) {
  await prefetchCode(state, name, urgent);
  const renderer = await loadRenderer();
  await yieldToVisitor();
  const Provider = await loadProvider(state, element);
  const Component = await state.site.loadIsland(name);
  await yieldToVisitor();
  return [Component, renderer, Provider] as const;
}

function markLive(state: RuntimeState, element: Element): void {
  element.removeAttribute(HYDRATING);
  element.setAttribute(ISLAND_ATTR.live, '');
  element.removeAttribute('data-island-waiting');
  const queued = takeReplays(state, element);
  // After React has finished committing (this runs from the island's first effect): an event
  // dispatched from inside the commit would reach a root that is not yet taking events.
  window.setTimeout(() => {
    continueHoverAndFocus(state, element);
    replay(queued);
  }, 0);
}

function parseProps(element: Element): object {
  const text = element.getAttribute(ISLAND_ATTR.props);
  if (!text) return {};
  try {
    const props: unknown = JSON.parse(text);
    return typeof props === 'object' && props !== null ? props : {};
  } catch {
    return {};
  }
}

/**
 * Loads an island's code and hydrates its prerendered markup, now (once; later calls get the same
 * promise). `urgent`: the visitor waits for it (a held click or submit), so its code is fetched at once.
 */
export function hydrateIsland(state: RuntimeState, element: Element, urgent = false): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR.name) ?? '';
  const existing = state.starting.get(element);
  if (existing) {
    if (urgent) void prefetchCode(state, name, true);
    return existing;
  }
  state.startsWhenQuiet.get(element)?.();
  state.startsWhenQuiet.delete(element);
  const id = element.getAttribute(ISLAND_ATTR.id) ?? '0';
  setPending(state, 1);
  const started = loadInSteps(state, element, name, urgent)
    .then(
      ([Component, renderer, Provider]) =>
        new Promise<void>((resolve) => {
          const restore = raiseShield(state, element);
          state.roots.set(
            element,
            renderer.hydrateIsland(element, Component, parseProps(element), id, Provider, () => {
              // React takes events again before what was typed is handed to it.
              lowerShield(state, element);
              restore.restore();
              markLive(state, element);
              resolve();
            }),
          );
        }),
    )
    .catch((error: unknown) => {
      // The code could not be loaded (offline before it was ever saved): the static markup stays,
      // and a form held back for hydration is sent the way it would without JavaScript.
      console.error(`The ${name} island could not start`, error);
      lowerShield(state, element);
      submitNatively(takeReplays(state, element));
    })
    .finally(() => setPending(state, -1));
  state.starting.set(element, started);
  return started;
}
