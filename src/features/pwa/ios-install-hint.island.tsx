import { useState } from 'react';
import { CloseButton, Paper, Text } from '@mantine/core';
import { outboxCopy } from '@/content/outbox';
import { dismissIosHint } from './ios-install-hint';
import classes from './ios-install-hint.module.css';

/**
 * The Add to Home Screen hint for iOS Safari; a client-only island shown when shouldHintIos() says
 * so, once the cookie question is answered (the bottom of the screen holds one overlay at a time).
 */
export default function IosInstallHint() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Paper className={classes.hint} shadow="lg" radius="lg" p="md" withBorder role="note" aria-label={outboxCopy.iosHintTitle}>
      <div>
        <Text fw={700} size="sm">
          {outboxCopy.iosHintTitle}
        </Text>
        <Text size="sm" c="gray.7">
          {outboxCopy.iosHint}
        </Text>
      </div>
      <CloseButton
        aria-label="Dismiss"
        onClick={() => {
          dismissIosHint();
          setDismissed(true);
        }}
      />
    </Paper>
  );
}
