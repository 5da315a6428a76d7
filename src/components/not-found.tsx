import { Anchor, Container, Group, LinkButton, List, ListItem, Text, Title } from './ui';
import { notFoundPage } from '@/content/pages';
import { mainNav } from '@/content/navigation';
import { site } from '@/content/site';

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
        <ListItem>
          <Anchor href="/">Home</Anchor>
        </ListItem>
        {mainNav.map((link) => (
          <ListItem key={link.to}>
            <Anchor href={link.to}>{link.label}</Anchor>
          </ListItem>
        ))}
      </List>
      <Group mt="xl">
        <LinkButton href="/get-quote" radius="xl">
          Get a Quote
        </LinkButton>
        <LinkButton href={`mailto:${site.email}`} radius="xl" variant="default">
          Email us
        </LinkButton>
      </Group>
    </Container>
  );
}
