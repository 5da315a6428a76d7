import { Button, Group, Paper, Text, Transition } from '@mantine/core';
import { legalLinks } from '../../content/navigation';
import { useCookieConsent } from './use-cookie-consent';
import classes from './cookie-banner.module.css';

/**
 * The cookie banner, a client-only island: the page's loader mounts it only when no choice is
 * stored, so a visitor who has chosen never sees it, not even for a frame.
 */
export default function CookieBanner() {
  const { visible, accept, decline } = useCookieConsent();
  return (
    <Transition mounted={visible} transition="slide-up" duration={250}>
      {(styles) => (
        <Paper
          component="section"
          aria-label="Cookie consent"
          className={classes.banner}
          style={styles}
          shadow="xl"
          radius="lg"
          p="lg"
          withBorder
        >
          <Text fw={700} mb={4}>
            We value your privacy
          </Text>
          <Text size="sm" c="gray.7">
            We use essential storage to run this site and, only if you accept, analytics to understand which pages
            help visitors. Read our{' '}
            {legalLinks.map((link, index) => (
              <span key={link.to}>
                <a href={link.to} className={classes.link}>
                  {link.label}
                </a>
                {index < legalLinks.length - 2 ? ', ' : index === legalLinks.length - 2 ? ' and ' : '.'}
              </span>
            ))}
          </Text>
          <Group mt="md" gap="sm">
            <Button onClick={accept} radius="xl">
              Accept
            </Button>
            <Button onClick={decline} radius="xl" variant="default">
              Decline
            </Button>
          </Group>
        </Paper>
      )}
    </Transition>
  );
}
