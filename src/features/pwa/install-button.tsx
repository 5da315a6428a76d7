import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, CloseButton, Paper, Text } from '@mantine/core';
import { outboxCopy } from '../../content/outbox';
import classes from './install-button.module.css';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const IOS_HINT_DISMISSED_KEY = 'iosInstallHintDismissed';

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return /iP(hone|ad|od)/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/** 'Install app' where the browser offers installation; hidden once installed. */
export function InstallButton() {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!promptEvent) return null;
  return (
    <Button
      variant="light"
      radius="xl"
      size="sm"
      onClick={async () => {
        await promptEvent.prompt();
        const choice = await promptEvent.userChoice;
        if (choice.outcome === 'accepted') setPromptEvent(null);
      }}
    >
      {outboxCopy.install}
    </Button>
  );
}

/** iOS Safari has no install prompt: a short, dismissible hint instead (once per visit). */
const noSubscription = () => () => {};

function shouldHintIos(): boolean {
  return isIosSafari() && !isStandalone() && window.sessionStorage.getItem(IOS_HINT_DISMISSED_KEY) !== 'true';
}

export function IosInstallHint() {
  // Browser-only facts: read after hydration, never during a server render.
  const applicable = useSyncExternalStore(noSubscription, shouldHintIos, () => false);
  const [dismissed, setDismissed] = useState(false);

  if (!applicable || dismissed) return null;
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
          window.sessionStorage.setItem(IOS_HINT_DISMISSED_KEY, 'true');
          setDismissed(true);
        }}
      />
    </Paper>
  );
}
