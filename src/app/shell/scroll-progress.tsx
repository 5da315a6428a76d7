import classes from './scroll-progress.module.css';

/** Marks the bar whose width follows the reading progress (kept by src/app/shell/scroll-effects.ts). */
export const SCROLL_PROGRESS_ATTRIBUTE = 'data-scroll-progress';

/** A thin bar at the very top that fills as the page scrolls. Decorative: screen readers skip it. */
export function ScrollProgress() {
  return (
    <div className={classes.track} aria-hidden="true">
      <div className={classes.bar} {...{ [SCROLL_PROGRESS_ATTRIBUTE]: '' }} data-testid="scroll-progress" style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
