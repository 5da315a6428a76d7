/**
 * React for islands, loaded with the first island that hydrates: each island is its own root,
 * hydrated inside a transition (React yields to input while it works), with its own id prefix.
 */
import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { islandIdPrefix, islandTree, type IslandProvider } from './island-tree';

/** Hydration problems are reported, never hidden: the e2e suite fails on any of them. */
function reportRecoverableError(error: unknown): void {
  console.error('Island hydration error', error);
}

/** Hydrates the prerendered markup of an island; `onLive` runs when it has hydrated. */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<object>,
  props: object,
  id: string,
  Provider: IslandProvider,
  onLive: () => void,
): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(element, islandTree(createElement(Component, props), Provider, onLive), {
      identifierPrefix: islandIdPrefix(id),
      onRecoverableError: reportRecoverableError,
    });
  });
  return root!;
}

/** Renders a client-only island into its empty slot; `onLive` runs once it has rendered. */
export function renderIsland(element: Element, Component: ComponentType<object>, props: object, Provider: IslandProvider, onLive: () => void): Root {
  const root = createRoot(element, { identifierPrefix: islandIdPrefix(element.getAttribute('data-island') ?? 'slot') });
  root.render(islandTree(createElement(Component, props), Provider, onLive));
  return root;
}
