/**
 * The islands of the page in the browser: when each one's code loads and hydrates (its trigger),
 * what the visitor did to it before that (kept and done again once it is live), and the
 * client-only islands that appear in the static shell when there is something to show. The site
 * gives it the islands' code and Mantine's provider (IslandSite); the page's loader starts it.
 */
import { mountIsland } from './client-only';
import { drainEarlyClicks } from './early-clicks';
import { hydrateIsland } from './hydrate';
import { INTERACTIONS, holdClick, onInteraction } from './interaction';
import { MOUNT_ISLAND_EVENT, type MountIslandRequest } from './island-contract';
import { createRuntimeState, type IslandSite } from './runtime-state';
import { SHIELDED, shieldHydration } from './shield';
import { startTriggers } from './triggers';

export interface IslandRuntime {
  /** Loads an island's code and hydrates it now (once). */
  hydrateIsland(element: Element, urgent?: boolean): Promise<void>;
  /** Renders the client-only island `name` into its slot in the shell, if not already there. */
  mountIsland(name: string, props?: object): Promise<void>;
  /** Unmounts the islands inside `container` (the router application is about to render there). */
  unmountIslandsIn(container: Element): void;
  /** Stops listening to the page's events (a page keeps its runtime; each unit test starts its own). */
  stop(): void;
}

/**
 * Sets every island of the page on its triggers. Interaction always counts, whatever the trigger;
 * the clicks the inline click holder kept before this ran are taken over.
 */
export function createIslandRuntime(site: IslandSite): IslandRuntime {
  const state = createRuntimeState(site);
  const listening = new AbortController();
  const options = (passive: boolean) => ({ capture: true, passive, signal: listening.signal });
  document.addEventListener('pointerover', (event) => (state.hovered = event.target instanceof Element ? event.target : null), options(true));
  document.addEventListener('pointerout', (event) => event.relatedTarget === null && (state.hovered = null), options(true));
  for (const type of INTERACTIONS) document.addEventListener(type, (event) => onInteraction(state, event), options(type !== 'click' && type !== 'submit'));
  // After the triggers above (same node and phase: in the order added), before any root's own listeners.
  for (const type of SHIELDED) document.addEventListener(type, (event) => shieldHydration(state, event), options(true));
  startTriggers(state);
  drainEarlyClicks((island, target) => holdClick(state, island, target));
  document.addEventListener(
    MOUNT_ISLAND_EVENT,
    (event) => {
      const { name, props } = (event as CustomEvent<MountIslandRequest>).detail;
      void mountIsland(state, name, props);
    },
    { signal: listening.signal },
  );

  return {
    hydrateIsland: (element, urgent) => hydrateIsland(state, element, urgent),
    mountIsland: (name, props) => mountIsland(state, name, props),
    unmountIslandsIn(container) {
      for (const [element, root] of state.roots) {
        if (!container.contains(element)) continue;
        root.unmount();
        state.roots.delete(element);
        state.starting.delete(element);
      }
    },
    stop: () => listening.abort(),
  };
}

/** The page's runtime, once its loader has started it. */
let pageRuntime: IslandRuntime | null = null;

/** Starts the page's islands (the page's loader does, once). */
export function startIslands(site: IslandSite): IslandRuntime {
  pageRuntime = createIslandRuntime(site);
  return pageRuntime;
}

/** Unmounts the page's islands inside `container` (the router application is about to render there). */
export function unmountIslandsIn(container: Element): void {
  pageRuntime?.unmountIslandsIn(container);
}
