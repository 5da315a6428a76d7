import { Link } from '@tanstack/react-router';
import { Anchor, Button, Container, Group, List, Text, Title } from '@mantine/core';
import { notFoundPage } from '../content/pages';
import { mainNav } from '../content/navigation';
import { site } from '../content/site';

/** Shown for any unknown path or slug, with ways back into the site. */
export function NotFound() {
  return (
    <Container size="sm" py={96}>
      <Text c="brand.8" fw={800} size="sm" tt="uppercase" mb="xs">
        404
      </Text>
      <Title order={1}>{notFoundPage.heading}</Title>
      <Text mt="md" size="lg" c="gray.7">
        {notFoundPage.summary}
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
        <Button component={Link} to="/get-quote" radius="xl">
          Get a Quote
        </Button>
        <Button component="a" href={`mailto:${site.email}`} radius="xl" variant="default">
          Email us
        </Button>
      </Group>
    </Container>
  );
}
