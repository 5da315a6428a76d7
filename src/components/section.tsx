import { useId, type ReactNode } from 'react';
import { Container, Text, Title } from './ui';
import classes from './section.module.css';

/**
 * The one section-title style: a centred h2 in the title colour, the section-title size, no
 * eyebrow, and an optional intro under it. Every band of every page names itself with it, through
 * Section or, where a band is built otherwise (a carousel's own section), through this header.
 */
export function SectionHeading({ id, heading, intro, order = 2 }: { id: string; heading: string; intro?: string | undefined; order?: 1 | 2 }) {
  return (
    <div className={classes.header}>
      <Title order={order} id={id} className={classes.title}>
        {heading}
      </Title>
      {intro ? <Text className={classes.intro}>{intro}</Text> : null}
    </div>
  );
}

export interface SectionProps {
  heading: string;
  intro?: string | undefined;
  tone?: 'plain' | 'muted' | 'tint' | 'dark';
  size?: 'md' | 'lg' | 'xl';
  id?: string;
  children: ReactNode;
}

/** A page band with its h2 heading; the section is labelled by the heading. */
export function Section({ heading, intro, tone = 'plain', size = 'xl', id, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={classes.section} data-tone={tone} data-surface={tone === 'dark' ? 'dark' : undefined} aria-labelledby={headingId} id={id}>
      <Container size={size}>
        <SectionHeading id={headingId} heading={heading} intro={intro} />
        {children}
      </Container>
    </section>
  );
}
