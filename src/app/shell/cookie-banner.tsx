import { legalLinks } from '@/content/navigation';
import { CONSENT_CHOICE_ATTRIBUTE, COOKIE_BANNER_ATTRIBUTE } from './shell-markers';
import classes from './cookie-banner.module.css';

/**
 * The cookie banner, static HTML in every page, hidden. A small script shows it 1.5 s after load
 * when no choice is stored (so a visitor who has chosen never sees it, not even for a frame) and
 * stores the choice; without JavaScript it never shows, as nothing would ever be loaded anyway.
 */
export function CookieBanner() {
  return (
    <section aria-label="Cookie consent" className={classes.banner} hidden {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}>
      <p className={classes.title}>We value your privacy</p>
      <p className={classes.text}>
        We use essential storage to run this site and, only if you accept, analytics to understand which pages help visitors. Read our{' '}
        {legalLinks.map((link, index) => (
          <span key={link.to}>
            <a href={link.to} className={classes.link}>
              {link.label}
            </a>
            {index < legalLinks.length - 2 ? ', ' : index === legalLinks.length - 2 ? ' and ' : '.'}
          </span>
        ))}
      </p>
      <div className={classes.actions}>
        <button type="button" className={`${classes.button} ${classes.accept}`} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'true' }}>
          Accept
        </button>
        <button type="button" className={`${classes.button} ${classes.decline}`} {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'false' }}>
          Decline
        </button>
      </div>
    </section>
  );
}
