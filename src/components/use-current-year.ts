import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
/** The year the pages were prerendered in: what the static HTML says, so hydration matches it. */
const buildYear = () => Number(import.meta.env.VITE_BUILD_YEAR);

/**
 * This year, for the copyright line. Hydration starts from the prerendered year, then the browser's
 * clock takes over (they differ only for pages built in an earlier year).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
