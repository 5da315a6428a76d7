import type { ComponentType } from 'react';

/**
 * The code of every island, by name: `src/<name>.island.tsx` exports its component as default.
 * Each is its own chunk, loaded only when the island's trigger fires.
 */
// The props of an island are whatever its component takes; they arrive as parsed JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IslandComponent = ComponentType<any>;

const modules = import.meta.glob<IslandComponent>('/src/**/*.island.tsx', { import: 'default' });

const SUFFIX = '.island.tsx';

/** '/src/features/home/testimonial-carousel.island.tsx' → 'features/home/testimonial-carousel'. */
export function islandNameOf(file: string): string {
  return file.slice('/src/'.length, -SUFFIX.length);
}

const loaders = new Map(Object.entries(modules).map(([file, load]) => [islandNameOf(file), load]));

export function loadIsland(name: string): Promise<IslandComponent> {
  const load = loaders.get(name);
  if (!load) return Promise.reject(new Error(`No island named ${name}`));
  return load();
}
