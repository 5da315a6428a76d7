import { ActionButtons } from './action-buttons';
import { useId } from 'react';
import { Container, Text, Title } from './ui';
import type { LinkAction } from '@/content/types';
import classes from './cta-band.module.css';

export interface CtaBandProps {
  heading: string;
  text: string;
  actions: readonly LinkAction[];
  note?: string;
}

/** The closing call to action of a page: the first action is the primary one. */
export function CtaBand({ heading, text, actions, note }: CtaBandProps) {
  const headingId = useId();
  return (
    <section className={classes.band} data-surface="dark" aria-labelledby={headingId}>
      <Container size="md">
        <Title order={2} id={headingId} className={classes.title}>
          {heading}
        </Title>
        <Text className={classes.text}>{text}</Text>
        <ActionButtons actions={actions} justify="center" />
        {note ? <Text className={classes.note}>{note}</Text> : null}
      </Container>
    </section>
  );
}
