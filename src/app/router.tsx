import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { routeTree } from '@/routeTree.gen';

/**
 * The site's router. The prerender (render-page.tsx) makes one per page over a memory history; in
 * the browser, the router application (src/app/spa) makes one over the browser's history when it
 * takes over the page on the first internal navigation, not when the page loads.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    // Inside the shell: a page that fails (offline and never cached) keeps the header and footer.
    defaultErrorComponent: RouteError,
    // Every route change starts at the top of the page (PageFrame scrolls there on each new path);
    // the router restoring positions on back/forward would fight it.
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
