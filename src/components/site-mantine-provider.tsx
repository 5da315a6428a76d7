import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { theme } from './theme';

/** The site is light only, and the choice is never stored (localStorage holds only the spec's two keys). */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * Mantine for every React root of the site: each island, and the router application. The theme's
 * CSS variables and Mantine's global classes are a static stylesheet made at build time (see
 * build/prerender), so a root injects no <style> when it renders or hydrates; static per-component
 * class names are left out, as no style of ours targets them.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      colorSchemeManager={lightOnly}
      withCssVariables={false}
      withGlobalClasses={false}
      withStaticClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/** The same theme with Mantine's own <style> output, rendered once at build time to make the static theme stylesheet. */
export function ThemeStylesSource() {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" colorSchemeManager={lightOnly}>
      {null}
    </MantineProvider>
  );
}
