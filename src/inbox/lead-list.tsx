import { useRef } from 'react';
import { Badge, Button, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InboxLead } from './inbox-api';
import { inboxCopy, statusColors } from './inbox-copy';
import { excerptOf, formatTime, kindLabelOf, personOf, rowFactsOf, shownText, statusLabelOf } from './lead-view';
import type { QueuedChange } from './lead-changes';
import classes from './inbox.module.css';

function LeadRow({
  lead,
  change,
  selected,
  opened,
  chosen,
  onOpen,
  onChoose,
}: {
  lead: InboxLead;
  change: QueuedChange | undefined;
  selected: boolean;
  opened: boolean;
  chosen: boolean;
  onOpen: () => void;
  /** `range`: shift was held, so every lead from the last one chosen to this one follows. */
  onChoose: (checked: boolean, range: boolean) => void;
}) {
  const shiftHeld = useRef(false);
  const person = personOf(lead);
  const status = change?.status ?? lead.status;
  const kindLabel = kindLabelOf(lead.kind);
  const who = shownText(person.name ?? person.email ?? kindLabel);
  const facts = rowFactsOf(lead);
  const excerpt = excerptOf(lead);
  return (
    <li className={`${classes.shown} ${classes.rowItem}`} data-chosen={chosen || undefined}>
      <Checkbox
        className={classes.choose}
        aria-label={inboxCopy.bulk.selectLead(who)}
        checked={chosen}
        onClick={(event) => {
          shiftHeld.current = event.shiftKey;
        }}
        onChange={(event) => {
          onChoose(event.currentTarget.checked, shiftHeld.current);
          shiftHeld.current = false;
        }}
        data-choose-lead={lead.id}
      />
      <UnstyledButton
        className={classes.row}
        onClick={onOpen}
        data-status={status}
        data-lead-id={lead.id}
        data-selected={selected || undefined}
        aria-current={opened || undefined}
        aria-label={[who, kindLabel, ...facts, statusLabelOf(status), formatTime(lead.createdAt)].join(', ')}
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
        {facts.length > 0 && (
          <Text size="sm" fw={500} c="gray.9" lineClamp={1}>
            {facts.join(' · ')}
          </Text>
        )}
        {excerpt && (
          <Text size="sm" c="gray.7" lineClamp={1}>
            {excerpt}
          </Text>
        )}
        <Group gap={6} mt={4}>
          <Badge variant="light" color="gray" size="sm" className={classes.badge}>
            {kindLabel}
          </Badge>
          <Badge variant="light" color={statusColors[status] ?? 'gray'} c="gray.9" size="sm" className={classes.badge}>
            {statusLabelOf(status)}
          </Badge>
          {change?.state === 'pending' && (
            <Badge variant="light" color="yellow" c="gray.9" size="sm">
              {inboxCopy.waitingToSend}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </li>
  );
}

const NOTHING_CHOSEN: ReadonlySet<string> = new Set();

export function LeadList({
  leads,
  total,
  changes,
  selectedId = null,
  openId = null,
  chosen = NOTHING_CHOSEN,
  hasMore,
  loadingMore,
  onOpen,
  onChoose = () => undefined,
  onLoadMore,
}: {
  leads: InboxLead[];
  total: number;
  changes: Map<string, QueuedChange>;
  /** The leads ticked for a bulk action. */
  chosen?: ReadonlySet<string>;
  onChoose?: (id: string, checked: boolean, range: boolean) => void;
  /** The lead the keyboard works on: outlined. */
  selectedId?: string | null;
  /** The lead open beside the list. */
  openId?: string | null;
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
          <LeadRow
            key={lead.id}
            lead={lead}
            change={changes.get(lead.id)}
            selected={lead.id === selectedId}
            opened={lead.id === openId}
            chosen={chosen.has(lead.id)}
            onOpen={() => onOpen(lead)}
            onChoose={(checked, range) => onChoose(lead.id, checked, range)}
          />
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
