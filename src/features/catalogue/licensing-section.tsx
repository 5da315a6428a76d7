import { CheckIcon } from '@mantine/core';
import { Anchor, Container, Group, LinkButton, List, ListItem, Text, ThemeIcon, Title } from '@/components/ui';
import { catalogueNotice, whiteLabelLicensing } from '@/content/products';
import layout from '@/components/layout.module.css';
import classes from './catalogue.module.css';
import { say } from '@/content/facts';

/** White-label licensing: its price per product, negotiable, with the terms linked. */
export function WhiteLabelSection() {
  return (
    <section className={classes.licensing} aria-labelledby="white-label-heading">
      <Container size="xl" className={`${layout.split} ${classes.licensingInner}`}>
        <div>
          <Text className={classes.eyebrow}>For agencies and resellers</Text>
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
            <LinkButton href="/get-quote" radius="xl" color="accent.8">
              Discuss a Licence
            </LinkButton>
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
    <section className={classes.section} aria-labelledby="notice-heading">
      <Container size="md">
        <div className={classes.notice}>
          <Title order={2} id="notice-heading" className={classes.noticeTitle}>
            {catalogueNotice.heading}
          </Title>
          <List spacing="xs" mt="sm">
            {catalogueNotice.points.map((point) => (
              <ListItem key={point}>{point}</ListItem>
            ))}
          </List>
        </div>
      </Container>
    </section>
  );
}

/** The closing link to a custom quote. */
export function CustomQuoteBand() {
  return (
    <section className={classes.quoteBand} aria-labelledby="custom-quote-heading">
      <Container size="md" ta="center">
        <Title order={2} id="custom-quote-heading">
          Need something the catalogue does not cover?
        </Title>
        <Text mt="sm" c="gray.7" size="lg">
          We build custom websites and web apps from {say.customFrom}. Tell us what you need and get a proposal within {say.proposal}.
        </Text>
        <LinkButton href="/get-quote" size="lg" radius="xl" mt="xl">
          Get Custom Quote
        </LinkButton>
      </Container>
    </section>
  );
}
