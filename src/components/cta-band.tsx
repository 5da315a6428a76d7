import { useId } from 'react';
import { Container, Group, LinkButton, Text, Title } from './ui';
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
    <section className={classes.band} aria-labelledby={headingId}>
      <Container size="md">
        <Title order={2} id={headingId} className={classes.title}>
          {heading}
        </Title>
        <Text className={classes.text}>{text}</Text>
        <Group justify="center" mt="xl" gap="md">
          {actions.map((action, index) => (
            <LinkButton
              key={action.label}
              href={action.to}
              size="lg"
              radius="xl"
              color={index === 0 ? 'accent.8' : 'brand.8'}
              variant={index === 0 ? 'filled' : 'white'}
            >
              {action.label}
            </LinkButton>
          ))}
        </Group>
        {note ? <Text className={classes.note}>{note}</Text> : null}
      </Container>
    </section>
  );
}
