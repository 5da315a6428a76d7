import { Container, SimpleGrid } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { island } from '../../components/island';
import { aboutCounters, aboutSections, type CounterStat } from '../../content/about';
import { useCountUp, useSeenOnce } from './use-count-up';
import classes from './about-sections.module.css';

function Counter({ stat, start, animate }: { stat: CounterStat; start: boolean; animate: boolean }) {
  const value = useCountUp(stat.target, stat.durationMs, start, animate);
  return (
    <li className={classes.counter}>
      {/* The moving number is for the eye; assistive technology reads the final figure. */}
      <span className={classes.counterValue} aria-hidden="true" data-testid="counter-value">
        {value}
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

/** The four counters: their final figures on arrival; once live and on screen they count up from 0. */
function AboutCountersView() {
  const reduceMotion = useReducedMotion();
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  return (
    <section aria-label={aboutSections.counters.label}>
      <Container size="xl" py={56}>
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="md" className={classes.counters} ref={ref}>
          {aboutCounters.map((stat) => (
            <Counter key={stat.label} stat={stat} start={seen} animate={!reduceMotion} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

export default AboutCountersView;

export const AboutCounters = island('features/about/about-counters', AboutCountersView, { hydrate: ['visible'] });
