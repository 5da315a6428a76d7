import type { IslandSite } from '@/islands/runtime-state';

/**
 * What the islands' runtime needs of the site (src/islands knows nothing of it): the code of every
 * island, by name (`src/<name>.island.tsx` exports its component as default, each its own chunk,
 * loaded only when the island's trigger fires), and Mantine's provider with the site's theme.
 */
const modules = import.meta.glob<Awaited<ReturnType<IslandSite['loadIsland']>>>('/src/**/*.island.tsx', { import: 'default' });

const SUFFIX = '.island.tsx';

/** '/src/features/home/testimonial-carousel.island.tsx' → 'features/home/testimonial-carousel'. */
export function islandNameOf(file: string): string {
  return file.slice('/src/'.length, -SUFFIX.length);
}

const loaders = new Map(Object.entries(modules).map(([file, load]) => [islandNameOf(file), load]));

export const siteIslands: IslandSite = {
  loadIsland(name) {
    const load = loaders.get(name);
    if (!load) return Promise.reject(new Error(`No island named ${name}`));
    return load();
  },
  loadProvider: () => import('@/components/site-mantine-provider').then((module) => module.SiteMantineProvider),
};
