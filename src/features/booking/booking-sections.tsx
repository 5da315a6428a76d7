import { Anchor, Group, LinkButton, Paper, SimpleGrid, Text, Title } from '@/components/ui';
import { Icon } from '@/components/icon';
import { Section } from '@/components/section';
import { bookingPage } from '@/content/booking';
import { expertise } from '@/content/expertise';
import { mailtoStudio, site } from '@/content/site';
import { successStories } from '@/content/success-stories';
import { BookingFaqAccordion } from './booking-faq.island';
import { BookingTestimonialCarousel } from './booking-testimonials.island';
import classes from './booking-sections.module.css';
import { formatMoney } from '@/content/facts';

/** The booking page's three client quotes; previous and next wrap around. */
export function BookingTestimonials() {
  return (
    <Section heading={bookingPage.testimonialsTitle} tone="muted" size="md">
      <BookingTestimonialCarousel />
    </Section>
  );
}

/** The six sectors we specialise in, each linking to its industry page. */
export function BookingExpertise() {
  return (
    <Section heading={bookingPage.expertiseTitle}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className={classes.plainList}>
        {expertise.map((item) => (
          <li key={item.id}>
            <Paper withBorder radius="lg" p="lg" className={classes.expertise}>
              <span className={classes.expertiseIcon}>
                <Icon name={item.icon} size={22} />
              </span>
              <Title order={3} className={classes.cardTitle}>
                <Anchor href={item.to} className={classes.cardLink}>
                  {item.title}
                </Anchor>
              </Title>
              <Text size="sm" c="gray.7">
                {item.description}
              </Text>
              <Text size="sm" mt="xs" fw={500}>
                {item.whyChoose}
              </Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Six questions, one open at a time. */
export function BookingFaq() {
  return (
    <Section heading={bookingPage.faqTitle} tone="muted" size="md">
      <BookingFaqAccordion />
    </Section>
  );
}

/** Four client projects with what they cost and what they achieved. */
export function BookingSuccessStories() {
  return (
    <Section heading={bookingPage.storiesTitle}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" className={classes.plainList}>
        {successStories.map((story) => (
          <li key={story.slug}>
            <Paper withBorder radius="lg" p="lg" className={classes.story}>
              <Text size="sm" fw={600} c="brand.8">
                {story.category} · {story.location}, {story.country}
              </Text>
              <Title order={3} className={classes.cardTitle}>
                {story.client}
              </Title>
              <Text size="sm" c="gray.7" mb="xs">
                {formatMoney(story.price)} · {story.duration}
              </Text>
              <Text size="sm">{story.results[0]}</Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <LinkButton href="/case-studies" variant="outline">
          Read the case studies
        </LinkButton>
      </Group>
    </Section>
  );
}

/** Links onward for visitors not ready to book, and the support address. */
export function BookingSupport() {
  const { explore, support } = bookingPage;
  return (
    <Section heading={support.title} tone="tint" size="md">
      <div className={classes.support}>
        <Text>{support.text}</Text>
        <Anchor href={mailtoStudio} fw={700} className={classes.mail}>
          <Icon name="mail" size={20} /> {site.email}
        </Anchor>
        <Text mt="lg" fw={600}>
          {explore.title}
        </Text>
        <Text size="sm" c="gray.7">
          {explore.text}
        </Text>
        <Group gap="sm" mt="xs">
          {explore.links.map((link) => (
            <LinkButton key={link.to} href={link.to} variant="outline">
              {link.label}
            </LinkButton>
          ))}
        </Group>
      </div>
    </Section>
  );
}
