/**
 * Client-only islands: empty slots in the static shell (island-slot.tsx) that the runtime renders
 * into when the site asks for one (requestIsland: waiting leads, the install hint, toasts).
 */
import { ISLAND_ATTR, ISLAND_TAG } from './island-contract';
import { loadProvider, loadRenderer } from './hydrate';
import { setPending, type RuntimeState } from './runtime-state';

/** Renders the client-only island `name` into its slot in the shell, if not already there. */
export function mountIsland(state: RuntimeState, name: string, props: object = {}): Promise<void> {
  const element = document.querySelector(`${ISLAND_TAG}[${ISLAND_ATTR.name}="${name}"]`);
  if (element === null) return Promise.resolve();
  const existing = state.starting.get(element);
  if (existing) return existing;
  setPending(state, 1);
  const started = Promise.all([state.site.loadIsland(name), loadRenderer(), loadProvider(state, element)])
    .then(
      ([Component, renderer, Provider]) =>
        new Promise<void>((resolve) => {
          state.roots.set(
            element,
            renderer.renderIsland(element, Component, props, Provider, () => {
              element.setAttribute(ISLAND_ATTR.live, '');
              resolve();
            }),
          );
        }),
    )
    .catch((error: unknown) => console.error(`The ${name} island could not start`, error))
    .finally(() => setPending(state, -1));
  state.starting.set(element, started);
  return started;
}
