import { createRootRoute } from '@tanstack/react-router';
import { notFoundHead } from '@/app/head';
import { isNotFoundMatch } from '@/app/router-internals';
import { PageFrame } from '@/app/shell/page-frame';
import { NotFound } from '@/components/not-found';

export const Route = createRootRoute({
  // An unknown address, or a product or case study that does not exist, gets the not-found title.
  head: ({ matches }) => (matches.some(isNotFoundMatch) ? notFoundHead() : {}),
  component: PageFrame,
  notFoundComponent: NotFound,
});
