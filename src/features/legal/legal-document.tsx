import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { Container, Text, Title } from '@/components/ui';
import { Icon } from '@/components/icon';
import type { CookieCategory, LegalDocument } from '@/content/legal';
import classes from './legal-document.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-11-01' as 'November 1, 2026', the same on server and client. */
export function formatLegalDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A legal text with its fixed revision date, a table of contents and the contact mailbox. */
export function LegalDocumentView({ legal, children }: { legal: LegalDocument; children?: ReactNode }) {
  return (
    <Container size="xl">
      <div className={classes.layout}>
        <nav className={classes.toc} aria-label="On this page">
          <p className={classes.tocTitle}>On this page</p>
          <ul className={classes.tocList}>
            {legal.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={classes.tocLink}>
                  {section.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#contact" className={classes.tocLink}>
                {legal.contact.heading}
              </a>
            </li>
          </ul>
        </nav>
        <div className={classes.body}>
          <Text className={classes.updated}>
            Last updated: <time dateTime={legal.lastUpdated}>{formatLegalDate(legal.lastUpdated)}</time>
          </Text>
          {legal.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <Title order={2} id={section.id} className={classes.sectionTitle}>
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)} className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
              {section.list ? (
                <ul className={classes.list}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          {children}
          <section className={classes.contact} aria-labelledby="contact">
            <Title order={2} id="contact" className={classes.sectionTitle} mt={0}>
              {legal.contact.heading}
            </Title>
            <Text className={classes.paragraph}>{legal.contact.text}</Text>
            <a href={`mailto:${legal.contact.email}`} className={classes.mail}>
              <Icon name="mail" size={20} />
              {legal.contact.email}
            </a>
          </section>
        </div>
      </div>
    </Container>
  );
}

/** The cookie categories with their durations. */
export function CookieTable({ categories }: { categories: readonly CookieCategory[] }) {
  return (
    <section aria-labelledby="cookie-categories">
      <Title order={2} id="cookie-categories" className={classes.sectionTitle}>
        Cookie categories and durations
      </Title>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div className={classes.tableWrap} role="region" aria-labelledby="cookie-categories" tabIndex={0}>
        <Table className={classes.table} striped withTableBorder verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Duration</Table.Th>
              <Table.Th scope="col">Purpose</Table.Th>
              <Table.Th scope="col">Needs consent</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category) => (
              <Table.Tr key={category.name}>
                <Table.Th scope="row">{category.name}</Table.Th>
                <Table.Td>{category.duration}</Table.Td>
                <Table.Td>{category.purpose}</Table.Td>
                <Table.Td>{category.required ? 'No (always on)' : 'Yes'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
