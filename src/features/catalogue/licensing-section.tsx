import { CheckIcon } from '@mantine/core';
import { Anchor, Container, Group, LinkButton, List, ListItem, Text, ThemeIcon, Title } from '@/components/ui';
import { Section } from '@/components/section';
import { catalogueNotice, whiteLabelLicensing } from '@/content/products';
import layout from '@/components/layout.module.css';
import classes from './catalogue.module.css';
import { say } from '@/content/facts';

/** White-label licensing: its price per product, negotiable, with the terms linked. */
export function WhiteLabelSection() {
  return (
    <section className={classes.licensing} data-surface="dark" aria-labelledby="white-label-heading">
      <Container size="xl" className={`${layout.split} ${classes.licensingInner}`}>
        <div>
          <Title order={2} id="white-label-heading" className={classes.licensingTitle}>
            {whiteLabelLicensing.heading}
          </Title>
          <Text className={classes.licensingText}>{whiteLabelLicensing.summary}</Text>
          <List
            mt="lg"
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="accent.3" c="brand.9">
                <CheckIcon size={11} aria-hidden="true" />
              </ThemeIcon>
            }
            className={classes.licensingList}
          >
            {whiteLabelLicensing.points.map((point) => (
              <ListItem key={point}>{point}</ListItem>
            ))}
          </List>
        </div>
        <div className={classes.priceBox}>
          <Text className={classes.priceLabel}>Licence price</Text>
          <Text className={classes.priceValue}>{whiteLabelLicensing.fromPrice}</Text>
          <Text className={classes.priceNote}>{whiteLabelLicensing.priceNote}</Text>
          <Group mt="lg" gap="sm">
            <LinkButton href="/get-quote">Discuss a Licence</LinkButton>
          </Group>
          <Text mt="md" size="sm" c="gray.3">
            Licence terms are in our{' '}
            <Anchor href="/terms" c="white" underline="always">
              Terms of Service
            </Anchor>
            .
          </Text>
        </div>
      </Container>
    </section>
  );
}

export function ImportantNotice() {
  return (
    <Section heading={catalogueNotice.heading} size="md">
      <div className={classes.notice}>
        <List spacing="xs">
          {catalogueNotice.points.map((point) => (
            <ListItem key={point}>{point}</ListItem>
          ))}
        </List>
      </div>
    </Section>
  );
}

/** The closing link to a custom quote. */
export function CustomQuoteBand() {
  return (
    <Section
      heading="Need something the catalogue does not cover?"
      intro={`We build custom websites and web apps from ${say.customFrom}. Tell us what you need and get a proposal within ${say.proposal}.`}
      tone="muted"
      size="md"
    >
      <Group justify="center">
        <LinkButton href="/get-quote" size="lg">
          Get Custom Quote
        </LinkButton>
      </Group>
    </Section>
  );
}
