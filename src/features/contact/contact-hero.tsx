import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { HeroContent } from '../../components/page-hero';
import { contactPage } from '../../content/contact-page';
import heroClasses from '../../components/page-hero.module.css';

/**
 * The page hero of /contact, with the spec's Get Started anchor to the form in front of the
 * page's own actions. It reuses PageHero's look; PageHero has no slot for an in-page anchor.
 */
export function ContactHero({ page }: { page: HeroContent }) {
  return (
    <section className={heroClasses.hero} aria-labelledby="page-heading">
      <Container size="xl" className={heroClasses.inner}>
        {page.eyebrow ? <Text className={heroClasses.eyebrow}>{page.eyebrow}</Text> : null}
        <Title order={1} id="page-heading" className={heroClasses.title}>
          {page.heading}
        </Title>
        <Text className={heroClasses.summary}>{page.summary}</Text>
        <Group mt="xl" gap="md">
          <Button component="a" href={`#${contactPage.getStarted.formId}`} size="lg" radius="xl" color="accent.8">
            {contactPage.getStarted.label}
          </Button>
          {page.actions.map((action) => (
            <Button key={action.to} component={Link} to={action.to} size="lg" radius="xl" variant="white" color="brand.8">
              {action.label}
            </Button>
          ))}
        </Group>
      </Container>
    </section>
  );
}
