import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();

// The page arrives prerendered: load the current route's code first, then hydrate the same tree
// the prerender rendered. The router renders its matches without a Suspense boundary when it knows
// the markup came from a server render, exactly as the prerender did.
await router.load();
if (container.firstElementChild) {
  router.ssr = { manifest: undefined };
  hydrateRoot(container, <App router={router} />);
} else {
  createRoot(container).render(<App router={router} />);
}
