/**
 * Everything the islands' runtime keeps while a page is open, in one place: one object per
 * runtime (the page has one, see runtime.ts), handed to each of its modules.
 */
import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { IslandCode } from './island-code';
import type { IslandProvider } from './island-tree';
import type { FormRestore } from './form-restore';

// The props of an island are whatever its component takes; they arrive as parsed JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

/** What the site gives the runtime: the islands' code by name, and what wraps an island's root. */
export interface IslandSite {
  /** The component of island `name` (its own chunk), loaded when its trigger fires. */
  loadIsland(name: string): Promise<IslandComponent>;
  /** Mantine's provider with the site's theme: for every island but a plain one (ISLAND_ATTR.plain). */
  loadProvider(): Promise<IslandProvider>;
}

/** What a visitor did before the island was live, done again once it is. */
export type Replay = { type: 'click'; target: HTMLElement } | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface RuntimeState {
  readonly site: IslandSite;
  /** The React root of each island that has one. */
  readonly roots: Map<Element, Root>;
  /** Islands started (hydrating or mounting, or live), and the promise of their start. */
  readonly starting: Map<Element, Promise<void>>;
  /** What the visitor did to each island not yet live. */
  readonly replays: Map<Element, Replay[]>;
  /** The islands hydrating now, and what the visitor has typed into them meanwhile (see shield.ts). */
  readonly hydrating: Map<Element, FormRestore>;
  /** Islands waiting for a pause in typing, and how to call that off. */
  readonly startsWhenQuiet: Map<Element, () => void>;
  /** Each island's code being fetched (modulepreload), by island name. */
  readonly prefetches: Map<string, Promise<void>>;
  /** The page's list of its islands' code files; undefined until read, null when the page has none. */
  islandCode: IslandCode | null | undefined;
  /** Started, not yet live: the e2e suite and the bench wait for this to be 0 ("settled"). */
  pending: number;
  /** Where the pointer is now (hover can start an island; the island then sees the pointer arrive). */
  hovered: Element | null;
}

export function createRuntimeState(site: IslandSite): RuntimeState {
  return {
    site,
    roots: new Map(),
    starting: new Map(),
    replays: new Map(),
    hydrating: new Map(),
    startsWhenQuiet: new Map(),
    prefetches: new Map(),
    islandCode: undefined,
    pending: 0,
    hovered: null,
  };
}

export function setPending(state: RuntimeState, delta: number): void {
  state.pending += delta;
  document.documentElement.setAttribute('data-islands-pending', String(state.pending));
}
