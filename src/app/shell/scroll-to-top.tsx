import { SCROLL_TOP_ATTRIBUTE } from './shell-markers';
import classes from './scroll-to-top.module.css';

/** 'Scroll to top', shown once the page has scrolled past SCROLL_TOP_THRESHOLD_PX. Hidden (and out of the tab order) until then. */
export function ScrollToTopButton() {
  return (
    <button type="button" className={classes.button} aria-label="Scroll to top" {...{ [SCROLL_TOP_ATTRIBUTE]: '' }}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
