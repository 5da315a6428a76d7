import { Anchor, Container, LinkButton, List, ListItem, Paper, Text, ThemeIcon, Title } from '@/components/ui';
import { contactPage } from '@/content/contact-page';
import { mailtoStudio, site } from '@/content/site';
import { CONTACT_SERVICES } from '@/leads/contact';
import { ContactForm } from './contact-form.island';
import classes from './contact-section.module.css';

/** The form beside the ways to reach us directly, what we do, and what we promise. */
export function ContactSection() {
  const { form, emailCard, founderCard, expertise, tiles } = contactPage;
  return (
    <Container size="xl" className={classes.section}>
      <div className={classes.layout}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" className={classes.formCard}>
          <Title order={2} id="contact-form-title" className={classes.formTitle}>
            {form.title}
          </Title>
          <Text c="gray.7" mb="lg">
            {form.intro}
          </Text>
          <ContactForm />
        </Paper>

        <div className={classes.aside}>
          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Title order={2} className={classes.cardTitle}>
              {emailCard.title}
            </Title>
            <Text size="sm" c="gray.7" mb="xs">
              {emailCard.text}
            </Text>
            <Anchor href={mailtoStudio} fw={700} className={classes.email}>
              {site.email}
            </Anchor>
          </Paper>

          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Title order={2} className={classes.cardTitle}>
              {founderCard.title}
            </Title>
            <Text size="sm" c="gray.7" mb="md">
              {founderCard.text}
            </Text>
            <LinkButton href="/founder-contact" color="brand.8" radius="xl">
              {founderCard.linkLabel}
            </LinkButton>
          </Paper>

          <Paper withBorder radius="lg" p="lg" className={classes.card}>
            <Title order={2} className={classes.cardTitle}>
              {expertise.title}
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              {expertise.intro}
            </Text>
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
          </Paper>

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
