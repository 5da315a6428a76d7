import { useEffect } from 'react';
import { HeadContent, Outlet, useLocation } from '@tanstack/react-router';
import { MOBILE_MENU_ID } from './shell-markers';
import { markCurrentNavLinks } from './nav-links';
import classes from './app-shell.module.css';

/**
 * The root route's component: the page area. In the prerender it renders the page as it is; once
 * the router application has taken over (src/app/spa) it renders each page the visitor moves to,
 * with a short entry transition (none under reduced motion), and keeps the static shell in step:
 * the page starts at the top, the current link is marked and the mobile menu closes.
 */
export function PageFrame() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const inBrowser = typeof document !== 'undefined';

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    markCurrentNavLinks(pathname);
    const menu = document.getElementById(MOBILE_MENU_ID);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [pathname]);

  return (
    <>
      {/* The prerender writes the page's head tags into its HTML; in the browser the router keeps
          them current (React places these tags in <head>). */}
      {inBrowser ? <HeadContent /> : null}
      {/* Keyed by path so each page the visitor moves to enters with a short transition. */}
      <div key={pathname} className={inBrowser ? classes.page : undefined}>
        <Outlet />
      </div>
    </>
  );
}
