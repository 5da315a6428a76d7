/**
 * The hooks by which the shell's small scripts find the static shell's parts: no React here, as the
 * page's loader reads them on arrival.
 */

/** The top bar (the loader marks it `data-scrolled` past NAV_SCROLL_THRESHOLD_PX). */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';
/** The id of the mobile menu: a popover the menu button opens without any script. */
export const MOBILE_MENU_ID = 'mobile-menu';
/** The bar whose width follows the reading progress. */
export const SCROLL_PROGRESS_ATTRIBUTE = 'data-scroll-progress';
/** The scroll-to-top button. */
export const SCROLL_TOP_ATTRIBUTE = 'data-scroll-top';
/** The cookie banner and its two choices. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/** Holds the Install button, hidden until the browser offers installation. */
export const INSTALL_BUTTON_ATTRIBUTE = 'data-install-button';
/** The element the router application renders pages into once it has taken over. */
export const PAGE_ROOT_ID = 'page-root';
/**
 * The shell's short notices, by kind: a link cannot be followed (offline, and the page not saved on
 * this device).
 */
export const SHELL_NOTICE_ATTRIBUTE = 'data-shell-notice';
export type ShellNoticeKind = 'offline';
/** The footer's quiet line, hidden until the service worker has saved the site on this device. */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';
/**
 * On the page's stylesheet link (its own copy of the site's styles, less what it cannot use): the
 * whole site's stylesheet, which the router application applies before it shows another page.
 */
export const SITE_STYLES_ATTRIBUTE = 'data-site-styles';
/**
 * On <html>: the address of the page's loader (src/app/boot/boot.ts). The page's inline script
 * (src/app/boot/loader-start.inline.js) loads it once the first content is painted (or at the load
 * event, or after 2 s, when no paint entry comes).
 */
export const LOADER_ATTRIBUTE = 'data-loader';
