import { createRouter } from '@tanstack/react-router';
import { RouteError } from '../components/route-error';
import { routeTree } from '../routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Inside the shell: a page that fails (offline and never cached) keeps the header and footer.
  defaultErrorComponent: RouteError,
  // Every route change starts at the top of the page (see ScrollToTopOnNavigate); the router
  // restoring positions on back/forward would fight it.
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
