import '@mantine/core/styles/Accordion.layer.css';
import { Link } from '@tanstack/react-router';
import { Accordion, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { FigureTiles } from '../../components/figure-tiles';
import { Icon } from '../../components/icon';
import { NumberedSteps } from '../../components/numbered-steps';
import { PathCards } from '../../components/path-cards';
import { Section } from '../../components/section';
import { choosePath, coreServices, homeProcess, homeSections, homeStats, trustFigures } from '../../content/home';
import type { FaqItem } from '../../content/faq';
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
    <Section eyebrow={homeSections.services.eyebrow} heading={homeSections.services.heading} intro={homeSections.services.intro}>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.list}>
        {coreServices.map((service) => (
          <li key={service.title}>
            <article className={classes.serviceCard}>
              <span className={classes.serviceIcon}>
                <Icon name={service.icon} />
              </span>
              <Title order={3} className={classes.cardTitle}>
                {service.title}
              </Title>
              <Text className={classes.cardText}>{service.description}</Text>
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
    <Section tone="muted" eyebrow={homeSections.path.eyebrow} heading={choosePath.heading} intro={choosePath.intro}>
      <PathCards options={choosePath.options} />
    </Section>
  );
}

export function HomeProcess() {
  return (
    <Section eyebrow={homeSections.process.eyebrow} heading={homeSections.process.heading}>
      <NumberedSteps steps={homeProcess} />
    </Section>
  );
}

export function TrustFigures() {
  return (
    <Section tone="dark" heading={trustFigures.heading}>
      <FigureTiles figures={trustFigures.figures} tone="dark" cols={3} />
    </Section>
  );
}

/** The FAQ accordion: one answer open at a time; clicking the open question closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion className={classes.faq} variant="separated" order={3} classNames={{ item: classes.faqItem, control: classes.faqControl }}>
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text lh={1.65}>{item.answer}</Text>
            <Text className={classes.followUp}>{item.followUp}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
