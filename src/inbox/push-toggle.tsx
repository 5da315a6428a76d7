import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { InboxOfflineError } from './inbox-api';
import { inboxCopy } from './inbox-copy';
import { readPushState, turnOffPush, turnOnPush, type PushState } from './push-subscription';

type Note = { tone: 'info' | 'error'; text: string } | null;

function failure(error: unknown): string {
  if (error instanceof InboxOfflineError) return inboxCopy.push.offline;
  return inboxCopy.push.failed(error instanceof Error ? error.message : String(error));
}

/**
 * "Notify me of new leads" / "Stop notifications": permission is asked only when it is pressed.
 * Where this browser has no push, or the person blocked notifications, it says so instead.
 */
export function PushToggle() {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    let current = true;
    readPushState().then(
      (found) => current && setState(found),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  const toggle = async () => {
    setBusy(true);
    setNote(null);
    try {
      if (state === 'on') {
        await turnOffPush();
        setState('off');
      } else {
        const outcome = await turnOnPush();
        if (outcome === 'dismissed') setNote({ tone: 'info', text: inboxCopy.push.dismissed });
        setState(outcome === 'dismissed' ? 'off' : outcome);
      }
    } catch (error) {
      setNote({ tone: 'error', text: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  if (state === 'unsupported' || state === 'denied') {
    return (
      <Text size="sm" c="gray.7">
        {state === 'unsupported' ? inboxCopy.push.unsupported : inboxCopy.push.denied}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" size="sm" loading={busy} onClick={() => void toggle()}>
        {state === 'on' ? inboxCopy.push.turnOff : inboxCopy.push.turnOn}
      </Button>
      {note && (
        <Text size="sm" c={note.tone === 'error' ? 'red.9' : 'gray.7'} role={note.tone === 'error' ? 'alert' : 'status'}>
          {note.text}
        </Text>
      )}
    </Group>
  );
}
