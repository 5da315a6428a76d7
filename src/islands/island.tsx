/**
 * Islands: the parts of a prerendered page that respond to a visitor. Everything else on a page is
 * static HTML that never loads a script.
 *
 * `island(name, Component, { hydrate })` wraps a component so that:
 * - in the prerender it becomes `<kestrel-island data-island=name data-hydrate=…>` holding the
 *   component's own markup, rendered on its own (its own React root, its own id prefix) so that the
 *   browser can hydrate exactly that markup, and nothing around it;
 * - in the browser, once the router application has taken over, it renders the component in place
 *   (the wrapper stays, marked live).
 *
 * The island's code lives in `<name>.island.tsx` under src/features or src/components; the islands'
 * runtime (runtime.ts, given the code by name by src/app/boot/site-islands.ts) loads it when its
 * trigger fires and hydrates it.
 * Props cross from the prerender to the browser as JSON: keep them small and serialisable.
 */
import { createContext, createElement, useContext, type ComponentType } from 'react';
import { ISLAND_ATTR, ISLAND_TAG, isPlainIsland, type IslandOptions } from './island-contract';

/** What the prerender gives islands: it renders each one on its own after the page. */
export interface IslandCollector {
  /** Registers an island and returns its id in this page. */
  add(island: { name: string; element: React.ReactElement; props: object; options: IslandOptions }): number;
}

/** Set only in the prerender. Inside an island's own render it is absent, so nested islands render in place. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export function island<P extends object>(name: string, Component: ComponentType<P>, options: IslandOptions): ComponentType<P> {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    const attributes = {
      [ISLAND_ATTR.name]: name,
      [ISLAND_ATTR.hydrate]: options.hydrate.join(' '),
      ...(isPlainIsland(options) ? { [ISLAND_ATTR.plain]: '' } : {}),
    };
    if (collector) {
      const id = collector.add({ name, element: createElement(Component, props), props, options });
      // The island's markup is put in place after the page has rendered (see render-page.tsx).
      return createElement(ISLAND_TAG, {
        ...attributes,
        [ISLAND_ATTR.id]: String(id),
        [ISLAND_ATTR.props]: JSON.stringify(props),
      });
    }
    return createElement(ISLAND_TAG, { ...attributes, [ISLAND_ATTR.live]: '' }, createElement(Component, props));
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
