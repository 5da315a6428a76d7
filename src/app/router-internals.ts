/**
 * What the site reads of TanStack Router beyond its public API, in one place with tests of its own
 * (router-internals.test.tsx): an upgrade that changes either fails there, not on a visitor's page.
 */
import type { AnyRoute } from '@tanstack/react-router';

/**
 * Whether a match is the not-found page: a loader's notFound() (a product that does not exist) gives
 * its match the status 'notFound'; an address no route knows marks the root match with `_notFound`,
 * which the router's types do not list.
 */
export function isNotFoundMatch(match: { status?: string }): boolean {
  return match.status === 'notFound' || (match as { _notFound?: unknown })._notFound === true;
}

/**
 * Whether a route's code has come: a code-split component keeps a `preload` function until its code
 * has loaded (lazyRouteComponent drops it then), so a failed load can be told from a finished one.
 */
export function routeCodeLoaded(route: AnyRoute): boolean {
  return typeof (route.options.component as { preload?: unknown } | undefined)?.preload !== 'function';
}
