import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { theme } from '@/components/theme';

/** Renders a component inside the app's Mantine theme. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/** Renders a component inside the theme and a query client (each test its own, so no answer is shared). */
export function renderWithQueries(ui: ReactElement, client: QueryClient): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    ),
  });
}

/** Renders a component as the one route of a router at '/' (its links need one), inside the theme. */
export async function renderInRouter(component: () => ReactElement): Promise<RenderResult> {
  const router = createRouter({ routeTree: createRootRoute({ component }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderWithTheme(<RouterProvider router={router} />);
}

/**
 * Renders the whole app (shell and routes) at `path`, on an in-memory history. The route tree is
 * loaded here, not with this module, so a test of one feature does not compile every page.
 */
export async function renderRoute(path: string) {
  const { routeTree } = await import('@/routeTree.gen');
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...result, router };
}
