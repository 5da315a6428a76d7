import { useEffect, type ReactElement, type ReactNode } from 'react';
import { SiteMantineProvider } from '../site-mantine-provider';

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
 * exactly the markup it expects). `onLive` runs once the island has hydrated.
 */
export function islandTree(element: ReactElement, onLive?: () => void): ReactElement {
  return (
    <SiteMantineProvider>
      <LiveSignal onLive={onLive}>{element}</LiveSignal>
    </SiteMantineProvider>
  );
}
