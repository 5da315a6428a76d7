import { SimpleGrid, Text, ThemeIcon, Title } from '@/components/ui';
import { Section } from '@/components/section';
import { whyClientsChooseUs } from '@/content/portfolio';
import classes from './portfolio.module.css';

export function WhyClientsChooseUs() {
  return (
    <Section heading={whyClientsChooseUs.heading} tone="muted">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ul" className={classes.whyList}>
        {whyClientsChooseUs.benefits.map((benefit, index) => (
          <li key={benefit.title} className={classes.whyCard}>
            <ThemeIcon size={40} radius="md" color="brand.7" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={3} className={classes.whyTitle}>
              {benefit.title}
            </Title>
            <Text size="sm" c="gray.7">
              {benefit.description}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
