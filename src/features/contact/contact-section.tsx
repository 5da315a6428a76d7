import { Anchor, Container, LinkButton, List, ListItem, Paper, Text, ThemeIcon, Title } from '@/components/ui';
import { contactPage } from '@/content/contact-page';
import { mailtoStudio, site } from '@/content/site';
import { CONTACT_SERVICES } from '@/leads/contact';
import { ContactForm } from './contact-form.island';
import type { ReactNode } from 'react';
import classes from './contact-section.module.css';

/** A card of the aside: its title, a line on what it offers, and the way in. */
function AsideCard({ title, text, gap, children }: { title: string; text: string; gap: 'xs' | 'sm' | 'md'; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card}>
      <Title order={2} className={classes.cardTitle}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb={gap}>
        {text}
      </Text>
      {children}
    </Paper>
  );
}

/** The form beside the ways to reach us directly, what we do, and what we promise. */
export function ContactSection() {
  const { form, emailCard, founderCard, expertise, tiles } = contactPage;
  return (
    <Container size="xl" className={classes.section}>
      <div className={classes.layout}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          <Title order={2} id="contact-form-title" className={classes.formTitle}>
            {form.title}
          </Title>
          <Text c="gray.7" mb="lg">
            {form.intro}
          </Text>
          <ContactForm />
        </Paper>

        <div className={classes.aside}>
          <AsideCard title={emailCard.title} text={emailCard.text} gap="xs">
            <Anchor href={mailtoStudio} fw={700} className={classes.email}>
              {site.email}
            </Anchor>
          </AsideCard>

          <AsideCard title={founderCard.title} text={founderCard.text} gap="md">
            <LinkButton href="/founder-contact" variant="outline">
              {founderCard.linkLabel}
            </LinkButton>
          </AsideCard>

          <AsideCard title={expertise.title} text={expertise.intro} gap="sm">
            <List
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={18} radius="xl" color="brand.7" aria-hidden>
                  <span className={classes.tick}>✓</span>
                </ThemeIcon>
              }
            >
              {CONTACT_SERVICES.map((service) => (
                <ListItem key={service}>{service}</ListItem>
              ))}
            </List>
          </AsideCard>

          <ul className={classes.tiles} aria-label="Our promise">
            {tiles.map((tile) => (
              <li key={tile.label} className={classes.tile}>
                <span className={classes.tileValue}>{tile.value}</span>
                <span className={classes.tileLabel}>{tile.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Container>
  );
}
