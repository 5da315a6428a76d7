import { site } from '@/content/site';
import classes from './logo.module.css';

/** The studio mark and wordmark. Decorative mark; the name is real text. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={classes.logo} data-inverted={inverted || undefined}>
      <svg className={classes.mark} viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M18 14h8v15l14-15h10L34 31l17 19H40L26 34v16h-8z" fill="#fff" />
        <path d="M40 50 26 34l6-5 19 21z" fill="#ffa54d" />
      </svg>
      <span className={classes.name}>
        {site.shortName}
        <span className={classes.suffix}> Web Studio</span>
      </span>
    </span>
  );
}
