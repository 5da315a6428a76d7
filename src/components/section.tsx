import { useId, type ReactNode } from 'react';
import { Container, Text, Title } from './ui';
import classes from './section.module.css';

export interface SectionProps {
  heading: string;
  intro?: string;
  eyebrow?: string;
  tone?: 'plain' | 'muted' | 'tint' | 'dark';
  align?: 'start' | 'center';
  size?: 'md' | 'lg' | 'xl';
  id?: string;
  children: ReactNode;
}

/** A page band with its h2 heading; the section is labelled by the heading. */
export function Section({ heading, intro, eyebrow, tone = 'plain', align = 'center', size = 'xl', id, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={classes.section} data-tone={tone} aria-labelledby={headingId} id={id}>
      <Container size={size}>
        <div className={classes.header} data-align={align}>
          {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
          <Title order={2} id={headingId} className={classes.title}>
            {heading}
          </Title>
          {intro ? <Text className={classes.intro}>{intro}</Text> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
