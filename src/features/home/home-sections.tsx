import { CardText } from '@/components/card-text';
import { Link } from '@tanstack/react-router';
import { Anchor, Container, SimpleGrid, Text } from '@/components/ui';
import { FigureTiles } from '@/components/figure-tiles';
import { Icon } from '@/components/icon';
import { NumberedSteps } from '@/components/numbered-steps';
import { PathCards } from '@/components/path-cards';
import { Section } from '@/components/section';
import { choosePath, coreServices, homeProcess, homeSections, homeStats, trustFigures } from '@/content/home';
import surfaces from '@/components/surfaces.module.css';
import classes from './home-sections.module.css';

export function StatsStrip() {
  return (
    <section className={classes.statsBand} aria-label={homeSections.stats.label}>
      <Container size="xl">
        <FigureTiles figures={homeStats} />
      </Container>
    </section>
  );
}

export function CoreServices() {
  return (
    <Section heading={homeSections.services.heading} intro={homeSections.services.intro}>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.list}>
        {coreServices.map((service) => (
          <li key={service.title}>
            <article className={`${surfaces.card} ${classes.serviceCard}`}>
              <span className={classes.serviceIcon}>
                <Icon name={service.icon} />
              </span>
              <CardText title={service.title} text={service.description} textClassName={classes.cardText} />
              <Link to={service.link.to} className={classes.cardLink}>
                {service.link.label}
                <Icon name="arrowRight" size={18} />
              </Link>
            </article>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function ChoosePath() {
  return (
    <Section tone="muted" heading={choosePath.heading} intro={choosePath.intro}>
      <PathCards options={choosePath.options} />
      <Text ta="center" mt="xl">
        <Anchor href={homeSections.path.more.to} fw={600}>
          {homeSections.path.more.label}
        </Anchor>
      </Text>
    </Section>
  );
}

export function HomeProcess() {
  return (
    <Section heading={homeSections.process.heading}>
      <NumberedSteps steps={homeProcess} />
      <Text ta="center" mt="xl">
        <Anchor href={homeSections.process.more.to} fw={600}>
          {homeSections.process.more.label}
        </Anchor>
      </Text>
    </Section>
  );
}

export function TrustFigures() {
  return (
    <Section tone="dark" heading={trustFigures.heading}>
      <FigureTiles figures={trustFigures.figures} cols={3} />
    </Section>
  );
}
