import { createElement } from 'react';
import { ISLAND_ATTR, ISLAND_TAG } from './island-contract';

/**
 * An empty place in the static shell where a client-only island appears when there is something to
 * show (waiting leads, an install prompt, the cookie banner...). The page's loader renders it there.
 */
export function IslandSlot({ name }: { name: string }) {
  return createElement(ISLAND_TAG, { [ISLAND_ATTR.name]: name, 'data-slot': '' });
}
