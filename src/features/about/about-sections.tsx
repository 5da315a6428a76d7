import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { InfoCard } from '../../components/card-grid';
import { Icon } from '../../components/icon';
import { Section } from '../../components/section';
import { aboutExpertise, aboutSections, aboutStory } from '../../content/about';
import { SiteImage } from '../../components/site-image';
import classes from './about-sections.module.css';

export function OurStory() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Container size="xl" py={{ base: 64, md: 96 }}>
        <div className={classes.story}>
          <SiteImage image={aboutStory.image} className={classes.storyImage} />
          <div>
            <Text className={classes.founded}>{aboutStory.foundedLabel}</Text>
            <Title order={2} id={headingId} className={classes.storyTitle}>
              {aboutStory.heading}
            </Title>
            {aboutStory.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 24)} className={classes.paragraph}>
                {paragraph}
              </Text>
            ))}
            <Group mt="xl" gap="md">
              {aboutStory.actions.map((action, index) => (
                <Button
                  key={action.to}
                  component={Link}
                  to={action.to}
                  radius="xl"
                  size="md"
                  variant={index === 0 ? 'filled' : 'outline'}
                  color="brand.7"
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          </div>
        </div>
      </Container>
    </section>
  );
}

export function AboutExpertise() {
  return (
    <Section eyebrow={aboutSections.expertise.eyebrow} heading={aboutSections.expertise.heading} intro={aboutSections.expertise.intro}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {aboutExpertise.map((item) => (
          <InfoCard key={item.title} item={item}>
            <ul className={classes.points}>
              {item.points.map((point) => (
                <li key={point}>
                  <span className={classes.check}>
                    <Icon name="check" size={20} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </InfoCard>
        ))}
      </SimpleGrid>
    </Section>
  );
}
