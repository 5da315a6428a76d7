import { useScrollProgress } from './use-scroll';
import classes from './scroll-progress.module.css';

/** A thin bar at the very top that fills as the page scrolls. Decorative: screen readers skip it. */
export function ScrollProgress() {
  const progress = useScrollProgress();
  return (
    <div className={classes.track} aria-hidden="true">
      <div className={classes.bar} data-testid="scroll-progress" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
