import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InboxLead } from './inbox-api';
import { inboxCopy, statusColors } from './inbox-copy';
import { excerptOf, formatTime, kindLabelOf, personOf, shownText, statusLabelOf } from './lead-view';
import type { QueuedChange } from './status-changes';
import classes from './inbox.module.css';

function LeadRow({ lead, change, onOpen }: { lead: InboxLead; change: QueuedChange | undefined; onOpen: () => void }) {
  const person = personOf(lead);
  const status = change?.status ?? lead.status;
  const kindLabel = kindLabelOf(lead.kind);
  const who = shownText(person.name ?? person.email ?? kindLabel);
  return (
    <li className={classes.shown}>
      <UnstyledButton
        className={classes.row}
        onClick={onOpen}
        data-status={status}
        data-lead-id={lead.id}
        aria-label={`${who}, ${kindLabel}, ${statusLabelOf(status)}, ${formatTime(lead.createdAt)}`}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div className={classes.rowText}>
            <Text fw={lead.status === 'new' ? 700 : 500} truncate>
              {who}
            </Text>
            {person.name && person.email && (
              <Text size="sm" c="gray.7" truncate>
                {shownText(person.email)}
              </Text>
            )}
          </div>
          <Text size="xs" c="gray.7" className={classes.time}>
            <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
          </Text>
        </Group>
        <Text size="sm" c="gray.8" lineClamp={1}>
          {excerptOf(lead)}
        </Text>
        <Group gap={6} mt={4}>
          <Badge variant="light" color="gray" size="sm" className={classes.badge}>
            {kindLabel}
          </Badge>
          <Badge variant="light" color={statusColors[status] ?? 'gray'} size="sm" className={classes.badge}>
            {statusLabelOf(status)}
          </Badge>
          {change?.state === 'pending' && (
            <Badge variant="outline" color="yellow.9" size="sm">
              {inboxCopy.waitingToSend}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}

export function LeadList({
  leads,
  total,
  changes,
  hasMore,
  loadingMore,
  onOpen,
  onLoadMore,
}: {
  leads: InboxLead[];
  total: number;
  changes: Map<string, QueuedChange>;
  hasMore: boolean;
  loadingMore: boolean;
  onOpen: (lead: InboxLead) => void;
  onLoadMore: () => void;
}) {
  if (leads.length === 0) return <Text c="gray.7">{inboxCopy.empty}</Text>;
  return (
    <Stack gap="sm">
      <ul className={classes.list}>
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} change={changes.get(lead.id)} onOpen={() => onOpen(lead)} />
        ))}
      </ul>
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          {inboxCopy.shown(leads.length, total)}
        </Text>
        {hasMore && (
          <Button variant="default" onClick={onLoadMore} loading={loadingMore}>
            {inboxCopy.loadMore}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
