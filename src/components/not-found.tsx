import { useId } from 'react';
import { Container, Group, LinkButton, SimpleGrid, Text, Title } from './ui';
import { Icon } from './icon';
import { notFoundPage } from '@/content/pages';
import { quoteCta } from '@/content/navigation';
import { mailtoStudio } from '@/content/site';
import classes from './not-found.module.css';

/** A main page as a card: the whole card is the link, named by its page (its line describes it). */
function DestinationCard({ to, label, text }: { to: string; label: string; text: string }) {
  const id = useId();
  return (
    <li>
      <a href={to} className={classes.card} aria-labelledby={`${id}-label`} aria-describedby={`${id}-text`}>
        <span id={`${id}-label`} className={classes.cardLabel}>
          {label}
          <Icon name="arrowRight" size={18} />
        </span>
        <span id={`${id}-text`} className={classes.cardText}>
          {text}
        </span>
      </a>
    </li>
  );
}

/** Shown for any unknown path or slug, in the site's layout, with the main pages as cards. */
export function NotFound() {
  return (
    <section className={classes.page} aria-labelledby="page-heading">
      <Container size="lg">
        <div className={classes.header}>
          <Text className={classes.eyebrow}>{notFoundPage.eyebrow}</Text>
          <Title order={1} id="page-heading" className={classes.title}>
            {notFoundPage.heading}
          </Title>
          <Text className={classes.summary}>{notFoundPage.summary}</Text>
        </div>
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.cards} aria-label="Main pages">
          {notFoundPage.destinations.map((destination) => (
            <DestinationCard key={destination.to} {...destination} />
          ))}
        </SimpleGrid>
        <Group justify="center" gap="md" mt="xl">
          <LinkButton href={quoteCta.to} size="md">
            {quoteCta.label}
          </LinkButton>
          <LinkButton href={mailtoStudio} size="md" variant="outline">
            {notFoundPage.emailLabel}
          </LinkButton>
        </Group>
      </Container>
    </section>
  );
}
