import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { Anchor, Button, Container, Group, List, Text, Title } from '@mantine/core';
import { mainNav } from '@/content/navigation';

/** A page chunk that failed to load (offline and never cached) is an offline state, not a crash. */
function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|Load failed/i.test(message);
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const offline = isOffline(error);
  return (
    <Container size="sm" py={96}>
      <title>{offline ? 'You are offline' : 'Something went wrong'}</title>
      <Title order={1}>{offline ? 'You are offline' : 'Something went wrong'}</Title>
      <Text mt="md" size="lg" c="gray.7">
        {offline
          ? 'This page has not been saved on this device yet. These pages open without a connection:'
          : 'This page could not be shown. Please try again, or continue from one of these pages:'}
      </Text>
      <List mt="lg" spacing="xs">
        <List.Item>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </List.Item>
        {mainNav.map((link) => (
          <List.Item key={link.to}>
            <Anchor component={Link} to={link.to}>
              {link.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Group mt="xl">
        <Button radius="xl" onClick={() => (offline ? window.location.reload() : reset())}>
          Try again
        </Button>
      </Group>
    </Container>
  );
}
