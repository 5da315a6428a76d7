import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { PageEntry } from '../content/pages';
import classes from './page-hero.module.css';

/** The opening band of a page: eyebrow, the page's single h1, its lead paragraph and actions. */
export type HeroContent = Pick<PageEntry, 'eyebrow' | 'heading' | 'summary' | 'actions'>;

export function PageHero({ page }: { page: HeroContent }) {
  return (
    <section className={classes.hero} aria-labelledby="page-heading">
      <Container size="xl" className={classes.inner}>
        {page.eyebrow ? <Text className={classes.eyebrow}>{page.eyebrow}</Text> : null}
        <Title order={1} id="page-heading" className={classes.title}>
          {page.heading}
        </Title>
        <Text className={classes.summary}>{page.summary}</Text>
        {page.actions.length > 0 ? (
          <Group mt="xl" gap="md">
            {page.actions.map((action, index) => (
              <Button
                key={action.to + action.label}
                component={Link}
                to={action.to}
                size="lg"
                radius="xl"
                variant={index === 0 ? 'filled' : 'white'}
                color={index === 0 ? 'accent.8' : 'brand.8'}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        ) : null}
      </Container>
    </section>
  );
}
