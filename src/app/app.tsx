import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/** The whole site for one router: the same tree is prerendered at build time and hydrated in the browser. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
