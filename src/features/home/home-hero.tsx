import { ActionButtons } from '@/components/action-buttons';
import { Container, Text } from '@/components/ui';
import { Icon } from '@/components/icon';
import { heroShowcase, heroTrust } from '@/content/home';
import { HeroHeading, type HeroContent } from '@/components/page-hero';
import { TypingHeadline } from './typing-headline';
import { SiteImage } from '@/components/site-image';
import { ScreenShowcase } from '@/components/screen-frame';
import layout from '@/components/layout.module.css';
import surfaces from '@/components/surfaces.module.css';
import classes from './home-hero.module.css';

export function HomeHero({ page }: { page: HeroContent }) {
  return (
    <section className={`${surfaces.hero} ${classes.hero}`} data-surface="dark" aria-labelledby="page-heading">
      <Container size="xl" className={`${layout.split} ${classes.inner}`}>
        <div>
          <HeroHeading page={page} titleClassName={classes.title} />
          <TypingHeadline />
          <Text className={classes.summary}>{page.summary}</Text>
          <ActionButtons actions={page.actions} />
          <div className={classes.trust}>
            <ul className={classes.avatars} aria-label="Some of our clients">
              {heroTrust.avatars.map((avatar) => (
                <li key={avatar.src}>
                  <SiteImage image={avatar} width={48} height={48} className={classes.avatar} />
                </li>
              ))}
            </ul>
            <div className={classes.claims}>
              <Text className={classes.claimStrong}>{heroTrust.professionals}</Text>
              <Text className={classes.claim}>
                <Icon name="starFilled" size={16} filled />
                {heroTrust.satisfaction}
              </Text>
            </div>
          </div>
        </div>
        <ScreenShowcase desktop={heroShowcase.desktop} phone={heroShowcase.phone} priority className={classes.showcase} />
      </Container>
    </section>
  );
}
