// Shell constants of the spec (section 9).

/** The top bar turns translucent once the page has scrolled more than this. */
export const NAV_SCROLL_THRESHOLD_PX = 20;
/** The scroll-to-top button shows once the page has scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 300;
