import type { ReactNode } from 'react';
import { IslandSlot } from '@/islands/island-slot';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollProgress } from './scroll-progress';
import { ScrollToTopButton } from './scroll-to-top';
import { ShellNotices } from './shell-notices';
import { PAGE_ROOT_ID } from './shell-markers';
import classes from './app-shell.module.css';

/**
 * Everything around a page, prerendered once per page and never re-rendered: skip link, progress
 * bar, top bar, footer, scroll-to-top button, and the places where client-only islands appear (the
 * cookie banner, toasts, the iOS install hint). The page itself goes in #page-root.
 */
export function SiteShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollProgress />
      <Header pathname={pathname} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <div id={PAGE_ROOT_ID}>{children}</div>
      </main>
      <Footer pathname={pathname} />
      <ScrollToTopButton />
      <CookieBanner />
      <ShellNotices />
      <IslandSlot name="components/toasts" />
      <IslandSlot name="features/pwa/ios-install-hint" />
    </>
  );
}
