import { Button, Text, Title } from '@mantine/core';
import { founderContactPage } from '@/content/founder-contact';
import classes from './founder-form.module.css';

/** What replaces the form when the message did not go through: the reason, and a way back to the form. */
export function FounderError({ headingId, message, onRetry }: { headingId: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={classes.errorView}>
      <Title order={2} id={headingId} tabIndex={-1} className={classes.errorTitle}>
        {founderContactPage.error.title}
      </Title>
      <Text mb="lg">{message}</Text>
      <Button onClick={onRetry} color="red.8" radius="xl">
        {founderContactPage.error.retry}
      </Button>
    </div>
  );
}
