import { SCROLL_PROGRESS_ATTRIBUTE } from './shell-markers';
import classes from './scroll-progress.module.css';

/** A thin bar at the very top that fills as the page scrolls. Decorative: screen readers skip it. */
export function ScrollProgress() {
  return (
    <div className={classes.track} aria-hidden="true">
      <div className={classes.bar} {...{ [SCROLL_PROGRESS_ATTRIBUTE]: '' }} data-testid="scroll-progress" style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
