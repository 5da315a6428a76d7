import { Container, SimpleGrid, Text, ThemeIcon, Title } from '@/components/ui';
import { whyClientsChooseUs } from '@/content/portfolio';
import classes from './portfolio.module.css';

export function WhyClientsChooseUs() {
  return (
    <section className={classes.why} aria-labelledby="why-heading">
      <Container size="xl">
        <Title order={2} id="why-heading" className={classes.heading}>
          {whyClientsChooseUs.heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl" component="ul" className={classes.whyList}>
          {whyClientsChooseUs.benefits.map((benefit, index) => (
            <li key={benefit.title} className={classes.whyCard}>
              <ThemeIcon size={40} radius="md" color="accent.8" aria-hidden="true">
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
      </Container>
    </section>
  );
}
