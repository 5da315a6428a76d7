import { Container } from '@/components/ui';
import { IslandSlot } from '@/islands/island-slot';
import { Logo } from '@/components/logo';
import { InstallButton } from './install-button';
import { mainNav, quoteCta } from '@/content/navigation';
import { MENU_LABELS } from './menu-state';
import { navLinkState } from './nav-links';
import { MOBILE_MENU_ID, SITE_HEADER_ATTRIBUTE } from './shell-markers';
import classes from './header.module.css';

function NavLink({ to, label, pathname, className }: { to: string; label: string; pathname: string; className: string | undefined }) {
  return (
    <a href={to} className={className} data-nav-link="" {...navLinkState(to, pathname)}>
      {label}
    </a>
  );
}

/**
 * The fixed top bar, static HTML. Below the width where the whole bar fits (the menu breakpoint,
 * postcss.config.cjs) its links, the quote button and Install sit in a popover that the menu button
 * opens natively (no script: it works the moment the page shows). The bar's scrolled
 * style and the current link after a client-side navigation are kept by small scripts (see
 * src/app/boot); waiting leads get their control as a client-only island, the Install button is static markup shown by
 * a small script when the browser offers installation.
 */
export function Header({ pathname }: { pathname: string }) {
  return (
    <header className={classes.header} {...{ [SITE_HEADER_ATTRIBUTE]: '' }}>
      <Container size="xl" className={classes.bar}>
        <a href="/" className={classes.logoLink} aria-label="Kestrel Web Studio, home">
          <Logo />
        </a>

        <nav aria-label="Main" className={classes.desktopNav}>
          {mainNav.map((link) => (
            <NavLink key={link.to} to={link.to} label={link.label} pathname={pathname} className={classes.link} />
          ))}
        </nav>

        <div className={classes.actions}>
          <IslandSlot name="features/pwa/outbox-indicator" />
          <InstallButton className={classes.barOnly} />
          <a href={quoteCta.to} className={`${classes.quote} ${classes.barOnly}`}>
            {quoteCta.label}
          </a>
          <button type="button" className={classes.menuButton} popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
            <span className={classes.burger} aria-hidden="true" />
            <span className="visually-hidden">{MENU_LABELS.open}</span>
          </button>
        </div>
      </Container>

      <div id={MOBILE_MENU_ID} popover="auto" className={classes.mobileMenu}>
        <nav aria-label="Mobile" className={classes.mobileNav}>
          {mainNav.map((link) => (
            <NavLink key={link.to} to={link.to} label={link.label} pathname={pathname} className={classes.mobileLink} />
          ))}
          <a href={quoteCta.to} className={`${classes.quote} ${classes.mobileQuote}`}>
            {quoteCta.label}
          </a>
          <InstallButton className={classes.menuInstall} fullWidth />
        </nav>
      </div>
    </header>
  );
}
