import { useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** What wraps an island's root: Mantine's provider (SiteMantineProvider), or nothing for a plain island. */
export type IslandProvider = ComponentType<{ children: ReactNode }> | null;

/** React's id prefix for island `id`: ids from useId() never collide between the islands of a page. */
export function islandIdPrefix(id: number | string): string {
  return `i${id}-`;
}

function LiveSignal({ onLive, children }: { onLive?: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => onLive?.(), [onLive]);
  return children;
}

/**
 * The tree of one island's root, the same in the prerender and in the browser (so hydration finds
 * exactly the markup it expects). `onLive` runs once the island has hydrated. `Provider` is
 * Mantine's for every island but a plain one (ISLAND_ATTR.plain), which has React alone.
 */
export function islandTree(element: ReactElement, Provider: IslandProvider, onLive?: () => void): ReactElement {
  const live = <LiveSignal onLive={onLive}>{element}</LiveSignal>;
  return Provider ? <Provider>{live}</Provider> : live;
}
