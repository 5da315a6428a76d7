import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LeadMailState, LeadWebhookState } from '@/leads/lead-deliveries';
import { deliveryStateLabels, inboxCopy } from './inbox-copy';
import { formatTime } from './lead-view';

const stateColor = { queued: 'gray', sent: 'green', delivered: 'green', failing: 'yellow', abandoned: 'red' } as const;

function Delivery({ label, state, detail }: { label: string; state: keyof typeof stateColor; detail: string | null }) {
  return (
    <li>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{label}</Text>
        <Badge variant="light" color={stateColor[state]}>
          {deliveryStateLabels[state]}
        </Badge>
        {detail && (
          <Text size="sm" c="gray.7">
            {detail}
          </Text>
        )}
      </Group>
    </li>
  );
}

const mailPurpose: Record<string, string> = { notification: 'Mail to the studio', confirmation: 'Confirmation mail', welcome: 'Welcome mail' };

/** What became of the lead's notifications: its mails and webhook deliveries. */
export function LeadNotifications({ mails, webhooks }: { mails: LeadMailState[]; webhooks: LeadWebhookState[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        {inboxCopy.notifications}
      </Title>
      {mails.length + webhooks.length === 0 ? (
        <Text c="gray.7">{inboxCopy.noNotifications}</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {mails.map((mail) => (
            <Delivery
              key={mail.id}
              label={mailPurpose[mail.purpose] ?? mail.purpose}
              state={mail.state}
              detail={mail.sentAt ? formatTime(mail.sentAt) : mail.lastError}
            />
          ))}
          {webhooks.map((webhook) => (
            <Delivery
              key={webhook.id}
              label="Webhook"
              state={webhook.state}
              detail={webhook.deliveredAt ? formatTime(webhook.deliveredAt) : webhook.lastError}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
