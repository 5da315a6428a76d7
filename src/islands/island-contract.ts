/**
 * What the prerender, the page's loader, the islands and the tests agree on about islands, with no
 * React in it: the loader reads it on arrival, before any island's code (or React) has loaded.
 */

/** When an island's code loads and hydrates. Several may be given; the first to fire wins. */
export type HydrateTrigger =
  /** The visitor touches it: pointer, focus, key, input, click or submit inside it. */
  | 'interaction'
  /** It comes into view (never before the page's load event). */
  | 'visible'
  /** The browser is idle after the page's load event. */
  | 'idle'
  /** Something this island starts from is stored in localStorage under the key (the quote wizard's product hand-off). */
  | `stored:${string}`;

export interface IslandOptions {
  hydrate: readonly HydrateTrigger[];
  /**
   * False for an island drawn without Mantine's components: it hydrates with React alone, and the
   * page loads neither Mantine nor the theme for it (the portfolio, first on its page).
   */
  mantine?: boolean;
}

/** Whether an island hydrates with React alone (IslandOptions.mantine false). */
export function isPlainIsland(options: IslandOptions): boolean {
  return options.mantine === false;
}

/** The custom element that marks an island in the page; `display: contents`, so it takes no box. */
export const ISLAND_TAG = 'kestrel-island';

/** Attributes of the island element: the public contract between prerender, loader and tests. */
export const ISLAND_ATTR = {
  name: 'data-island',
  id: 'data-island-id',
  hydrate: 'data-hydrate',
  props: 'data-props',
  /** Present once the island is interactive (hydrated, or rendered by the router application). */
  live: 'data-live',
  /** Present on an island that hydrates with React alone, outside Mantine's provider (IslandOptions.mantine). */
  plain: 'data-plain',
} as const;

/** An island the prerender wrote that is not live yet (the inline click holder looks for the same). */
export const NOT_LIVE = `${ISLAND_TAG}[${ISLAND_ATTR.id}]:not([${ISLAND_ATTR.live}])`;

/** Asks the page's loader to render a client-only island into its slot in the shell (see IslandSlot). */
export const MOUNT_ISLAND_EVENT = 'kestrel:mount-island';

export interface MountIslandRequest {
  name: string;
  props?: object;
}

export function requestIsland(name: string, props?: object): void {
  document.dispatchEvent(new CustomEvent<MountIslandRequest>(MOUNT_ISLAND_EVENT, { detail: { name, ...(props ? { props } : {}) } }));
}
