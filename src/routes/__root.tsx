import { createRootRoute } from '@tanstack/react-router';
import { notFoundHead } from '../app/head';
import { AppShell } from '../app/shell/app-shell';
import { NotFound } from '../components/not-found';

export const Route = createRootRoute({
  // An unknown address, or a product or case study that does not exist, gets the not-found title.
  head: ({ matches }) => (matches.some((match) => match.status === 'notFound' || match._notFound === true) ? notFoundHead() : {}),
  component: AppShell,
  notFoundComponent: NotFound,
});
