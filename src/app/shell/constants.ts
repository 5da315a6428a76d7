/** Shell constants of the spec (section 9). */
export const NAV_HEIGHT_PX = 80;
/** The top bar turns translucent once the page has scrolled more than this. */
export const NAV_SCROLL_THRESHOLD_PX = 20;
/** The scroll-to-top button shows once the page has scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Below this width the top bar collapses its links behind a toggle (Mantine's `sm`, 48em). */
export const MOBILE_BREAKPOINT_PX = 768;
