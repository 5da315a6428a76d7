import { useEffect, useRef } from 'react';
import { CheckList } from '@/components/check-list';
import { Container, Group, LinkButton, SimpleGrid, Text } from '@/components/ui';
import { InfoCard } from '@/components/card-grid';
import { Section } from '@/components/section';
import { aboutCounters, aboutExpertise, aboutSections, aboutStory, type CounterStat } from '@/content/about';
import { COUNT_UP_ATTRIBUTE, startCountUps } from './count-up';
import { ScreenShowcase } from '@/components/screen-frame';
import surfaces from '@/components/surfaces.module.css';
import layout from '@/components/layout.module.css';
import classes from './about-sections.module.css';

function Counter({ stat }: { stat: CounterStat }) {
  const countUp = JSON.stringify({ target: stat.target, durationMs: stat.durationMs, suffix: stat.suffix });
  return (
    <li className={`${surfaces.card} ${classes.counter}`}>
      {/* The moving number is for the eye; assistive technology reads the final figure. */}
      <span className={classes.counterValue} aria-hidden="true" data-testid="counter-value" {...{ [COUNT_UP_ATTRIBUTE]: countUp }}>
        {stat.target}
        {stat.suffix}
      </span>
      <span className="visually-hidden">
        {stat.target}
        {stat.suffix}{' '}
      </span>
      <span className={classes.counterLabel}>{stat.label}</span>
    </li>
  );
}

/**
 * The four counters, with their final figures as the page arrives. The count-up from 0 is a small
 * script, not a React island: the page's loader starts it when the band is in view; on a page the
 * router renders, this component starts it.
 */
export function AboutCounters() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) startCountUps(ref.current);
  }, []);
  return (
    <section aria-label={aboutSections.counters.label}>
      <Container size="xl" py={56}>
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="md" className={classes.counters} ref={ref}>
          {aboutCounters.map((stat) => (
            <Counter key={stat.label} stat={stat} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

export function OurStory() {
  return (
    <Section heading={aboutStory.heading}>
      <div className={`${layout.split} ${classes.story}`}>
        <ScreenShowcase desktop={aboutStory.showcase.desktop} phone={aboutStory.showcase.phone} />
        <div>
          <Text className={classes.founded}>{aboutStory.foundedLabel}</Text>
          {aboutStory.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 24)} className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
          <Group mt="xl" gap="md">
            {aboutStory.actions.map((action, index) => (
              <LinkButton key={action.to} href={action.to} size="md" variant={index === 0 ? 'filled' : 'outline'}>
                {action.label}
              </LinkButton>
            ))}
          </Group>
        </div>
      </div>
    </Section>
  );
}

export function AboutExpertise() {
  return (
    <Section heading={aboutSections.expertise.heading} intro={aboutSections.expertise.intro}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {aboutExpertise.map((item) => (
          <InfoCard key={item.title} item={item}>
            <CheckList className={classes.points} items={item.points} />
          </InfoCard>
        ))}
      </SimpleGrid>
    </Section>
  );
}
