import { useEffect, useState } from 'react';
import { HeadContent, Outlet, useLocation } from '@tanstack/react-router';
import { deferred } from '../../components/deferred';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollProgress } from './scroll-progress';
import { ScrollToTopButton } from './scroll-to-top';
import classes from './app-shell.module.css';

// The service worker, the outbox's triggers and the iOS install hint start once the page is hydrated.
const PwaManager = deferred(() => import('../../features/pwa/pwa-manager').then((module) => module.PwaManager));
const IosInstallHint = deferred(() => import('../../features/pwa/install-button').then((module) => module.IosInstallHint));

export function AppShell() {
  const pathname = useLocation({ select: (location) => location.pathname });

  // The page is interactive from here: the e2e suite waits for this mark before it acts on a page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // Every route change starts at the top of the new page.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [pathname]);

  // The first page is already painted (prerendered): only pages the visitor moves to enter with motion.
  const [entryPath] = useState(pathname);

  return (
    <>
      {/* The prerender writes the first page's head tags into its HTML; in the browser the router
          keeps them current. React places these tags in <head>, so they take no part in hydration. */}
      {typeof document !== 'undefined' && <HeadContent />}
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollProgress />
      <Header />
      <main id="main" className={classes.main} tabIndex={-1}>
        {/* Keyed by path so each page enters with a short transition (none under reduced motion). */}
        <div key={pathname} className={pathname === entryPath ? undefined : classes.page}>
          <Outlet />
        </div>
      </main>
      <Footer />
      <ScrollToTopButton />
      <CookieBanner />
      <IosInstallHint />
      <PwaManager />
    </>
  );
}
