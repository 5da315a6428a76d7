import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Drawer, Group, Indicator, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { leadKindLabels, outboxCopy } from '@/content/outbox';
import type { LeadOutboxEntry } from '@/outbox/outbox-db';
import { useOutbox } from './use-outbox';
import classes from './outbox-indicator.module.css';

const stateColor = { pending: 'brand', failed: 'red', expired: 'gray' } as const;

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function OutboxItem({ entry, onRetry, onDiscard }: { entry: LeadOutboxEntry; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className={classes.item}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700}>{leadKindLabels[entry.kind]}</Text>
          <Text size="sm" c="gray.7">
            <time dateTime={new Date(entry.createdAt).toISOString()}>{timeFormat.format(entry.createdAt)}</time>
          </Text>
        </div>
        <Badge color={stateColor[entry.state]} variant="light">
          {outboxCopy.states[entry.state]}
        </Badge>
      </Group>
      {entry.lastError ? (
        <Text size="sm" mt={6} c={entry.state === 'pending' ? 'gray.7' : 'red.8'}>
          {entry.lastError}
        </Text>
      ) : null}
      <Group gap="xs" mt="sm">
        <Button size="compact-sm" onClick={onRetry} disabled={entry.state === 'expired'}>
          {outboxCopy.retry}
        </Button>
        <Button size="compact-sm" variant="default" onClick={onDiscard}>
          {outboxCopy.discard}
        </Button>
      </Group>
    </li>
  );
}

/**
 * Header button showing how many leads wait on this device, opening the list of them. A client-only
 * island: it appears in the top bar once something waits (see pwa-start.ts).
 */
export default function OutboxIndicator() {
  const { entries, waiting, needsAttention, retry, discard } = useOutbox();
  const [open, setOpen] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState<LeadOutboxEntry | null>(null);

  if (entries.length === 0 && !open) return null;
  const label = outboxCopy.indicatorLabel(entries.length);

  return (
    <>
      <Tooltip label={label}>
        <Indicator label={entries.length} size={18} color={needsAttention ? 'red.8' : 'accent.8'} offset={4}>
          <ActionIcon variant="light" size={40} radius="xl" aria-label={label} onClick={() => setOpen(true)} data-waiting={waiting}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v.5l8 5 8-5V6H4zm16 2.86-8 5-8-5V18h16V8.86z"
                fill="currentColor"
              />
            </svg>
          </ActionIcon>
        </Indicator>
      </Tooltip>

      <Drawer opened={open} onClose={() => setOpen(false)} title={outboxCopy.panelTitle} position="right" size="md">
        <Text size="sm" c="gray.7" mb="md">
          {outboxCopy.panelIntro}
        </Text>
        {entries.length === 0 ? (
          <Text>{outboxCopy.empty}</Text>
        ) : (
          <Stack component="ul" gap="sm" className={classes.list} aria-label={outboxCopy.panelTitle}>
            {entries.map((entry) => (
              <OutboxItem key={entry.id} entry={entry} onRetry={() => void retry(entry.id)} onDiscard={() => setConfirmDiscard(entry)} />
            ))}
          </Stack>
        )}
      </Drawer>

      <Modal opened={confirmDiscard !== null} onClose={() => setConfirmDiscard(null)} title={outboxCopy.discardConfirmTitle} centered>
        <Text size="sm">{outboxCopy.discardConfirmBody}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmDiscard(null)}>
            {outboxCopy.keep}
          </Button>
          <Button
            color="red.8"
            onClick={() => {
              if (confirmDiscard) void discard(confirmDiscard.id);
              setConfirmDiscard(null);
            }}
          >
            {outboxCopy.discardConfirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
