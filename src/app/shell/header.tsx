import { useEffect } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Logo } from '../../components/logo';
import { deferred } from '../../components/deferred';
import { mainNav, quoteCta } from '../../content/navigation';
import { NAV_SCROLL_THRESHOLD_PX } from './constants';
import { useScrolledPast } from './use-scroll';
import classes from './header.module.css';

// Browser-only controls (waiting leads, installation): their code loads after the first paint.
const OutboxIndicator = deferred(() => import('../../features/pwa/outbox-indicator').then((module) => module.OutboxIndicator));
const InstallButton = deferred(() => import('../../features/pwa/install-button').then((module) => module.InstallButton));

export function Header() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, menu] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });

  // The mobile menu closes on every route change.
  useEffect(() => {
    menu.close();
    // `menu` handlers are stable; only the path matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <Container size="xl" className={classes.bar}>
        <Link to="/" className={classes.logoLink} aria-label="Kestrel Web Studio, home">
          <Logo />
        </Link>

        <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" className={classes.desktopNav}>
          {mainNav.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link}>
              {link.label}
            </Link>
          ))}
        </Group>

        <Group gap="sm" wrap="nowrap">
          <OutboxIndicator />
          <InstallButton />
          <Button component={Link} to={quoteCta.to} visibleFrom="sm" size="md" radius="xl" color="accent.8">
            {quoteCta.label}
          </Button>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="sm"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>

      <Collapse expanded={menuOpen} hiddenFrom="sm" id="mobile-menu" className={classes.mobileMenu}>
        <Stack component="nav" aria-label="Mobile" gap={0} p="md">
          {mainNav.map((link) => (
            <Link key={link.to} to={link.to} className={classes.mobileLink}>
              {link.label}
            </Link>
          ))}
          <Button component={Link} to={quoteCta.to} mt="md" size="md" radius="xl" color="accent.8" fullWidth>
            {quoteCta.label}
          </Button>
        </Stack>
      </Collapse>
    </header>
  );
}
