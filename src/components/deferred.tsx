import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered and while it hydrates, true from then on: what only the
 * browser can decide renders after hydration, so the markup the server sent always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A component whose code the first paint does not need: it renders nothing in the prerendered
 * page, and its chunk loads once the page is hydrated.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
