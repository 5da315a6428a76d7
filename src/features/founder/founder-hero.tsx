import { ActionButtons } from '@/components/action-buttons';
import { SocialLinks } from '@/components/social-links';
import { Container, Text } from '@/components/ui';
import { HeroHeading, type HeroContent } from '@/components/page-hero';
import { founderProfile } from '@/content/founder';
import { site } from '@/content/site';
import { SiteImage } from '@/components/site-image';
import layout from '@/components/layout.module.css';
import surfaces from '@/components/surfaces.module.css';
import classes from './founder-hero.module.css';

/** The founder page's opening: the h1, the founder's name and role, social profiles and portrait. */
export function FounderHero({ page }: { page: HeroContent }) {
  const { portrait } = founderProfile;
  return (
    <section className={surfaces.hero} data-surface="dark" aria-labelledby="page-heading">
      <Container size="xl" className={`${layout.split} ${classes.inner}`}>
        <div>
          <HeroHeading page={page} />
          <Text className={classes.name}>{`${site.founder.name}, ${site.founder.role}`}</Text>
          <Text className={classes.summary}>{page.summary}</Text>
          <ActionButtons actions={page.actions} />
          <SocialLinks label={`${site.founder.name} online`} className={classes.social} linkClassName={classes.socialLink} />
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
