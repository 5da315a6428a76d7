import { createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isNotFoundMatch, routeCodeLoaded } from './router-internals';

function routerAt(path: string) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/products/$id',
    loader: ({ params }) => {
      // The router's own not-found signal, thrown as the site's loaders throw it.
      if (params.id !== 'hexacart') throw notFound();
      return { id: params.id };
    },
  });
  const lazy = createRoute({ getParentRoute: () => root, path: '/lazy', component: lazyRouteComponent(() => Promise.resolve({ default: () => null })) });
  return createRouter({ routeTree: root.addChildren([page, lazy]), history: createMemoryHistory({ initialEntries: [path] }) });
}

describe("TanStack Router's internals the site reads", () => {
  it('tell a not-found page: an unknown address, and a loader that throws notFound()', async () => {
    for (const [path, expected] of [
      ['/nowhere', true],
      ['/products/no-such-app', true],
      ['/products/hexacart', false],
    ] as const) {
      const router = routerAt(path);
      await router.load();
      expect(router.state.matches.some(isNotFoundMatch), path).toBe(expected);
    }
  });

  it('tell a route whose split code has come from one whose code has not', async () => {
    const router = routerAt('/products/hexacart');
    const lazy = router.routesByPath['/lazy'];
    expect(routeCodeLoaded(router.routesByPath['/products/$id'])).toBe(true);
    expect(routeCodeLoaded(lazy)).toBe(false);
    await (lazy.options.component as unknown as { preload: () => Promise<void> }).preload();
    expect(routeCodeLoaded(lazy)).toBe(true);
  });
});
