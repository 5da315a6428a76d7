import { Container, Group, LinkButton, Text, Title } from '@/components/ui';
import type { HeroContent } from '@/components/page-hero';
import { founderProfile } from '@/content/founder';
import { site } from '@/content/site';
import { SiteImage } from '@/components/site-image';
import classes from './founder-hero.module.css';

/** The founder page's opening: the h1, the founder's name and role, social profiles and portrait. */
export function FounderHero({ page }: { page: HeroContent }) {
  const { portrait } = founderProfile;
  return (
    <section className={classes.hero} aria-labelledby="page-heading">
      <Container size="xl" className={classes.inner}>
        <div>
          {page.eyebrow ? <Text className={classes.eyebrow}>{page.eyebrow}</Text> : null}
          <Title order={1} id="page-heading" className={classes.title}>
            {page.heading}
          </Title>
          <Text className={classes.name}>{`${site.founder.name}, ${site.founder.role}`}</Text>
          <Text className={classes.summary}>{page.summary}</Text>
          <Group mt="xl" gap="md">
            {page.actions.map((action, index) => (
              <LinkButton
                key={action.to}
                href={action.to}
                size="lg"
                radius="xl"
                variant={index === 0 ? 'filled' : 'white'}
                color={index === 0 ? 'accent.8' : 'brand.8'}
              >
                {action.label}
              </LinkButton>
            ))}
          </Group>
          <ul className={classes.social} aria-label={`${site.founder.name} online`}>
            {site.social.map((profile) => (
              <li key={profile.label}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer" className={classes.socialLink}>
                  {profile.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <SiteImage image={portrait} priority className={classes.portrait} />
      </Container>
    </section>
  );
}

export function FounderBio() {
  return (
    <div className={classes.bio}>
      {founderProfile.bio.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </div>
  );
}
