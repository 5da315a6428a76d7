import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { BulkAction } from './inbox-api';
import { inboxCopy } from './inbox-copy';
import classes from './inbox.module.css';

const ACTIONS: readonly Exclude<BulkAction, 'delete'>[] = ['handled', 'archived', 'spam'];

interface BulkBarProps {
  /** Leads on the page (every page loaded) and how many of them are chosen. */
  shown: number;
  chosen: number;
  /** Every lead the filters match is chosen ("select all matching"), not only those shown. */
  allMatching: boolean;
  /** Leads the filters match. */
  total: number;
  busy: boolean;
  onChoosePage: (checked: boolean) => void;
  onChooseAllMatching: () => void;
  onClear: () => void;
  /** Resolves once the action was sent, kept on the device or refused. */
  onAction: (action: BulkAction) => Promise<void>;
}

/**
 * Above the list: the page's checkbox, how many are chosen (and the offer to choose every lead the
 * filters match once the whole page is), and the actions on them. Delete asks once, in a dialog
 * that keeps the focus inside.
 */
export function BulkBar({ shown, chosen, allMatching, total, busy, onChoosePage, onChooseAllMatching, onClear, onAction }: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const count = allMatching ? total : chosen;
  const pageChosen = shown > 0 && chosen === shown;
  const act = async (action: BulkAction) => {
    await onAction(action);
    setConfirming(false);
  };
  return (
    <div className={classes.bulkBar} data-active={count > 0 || undefined}>
      <Group gap="sm" wrap="wrap">
        <Checkbox
          aria-label={inboxCopy.bulk.selectPage}
          // Named on screen too while nothing is chosen; then the count beside it says what it holds.
          label={count === 0 ? inboxCopy.bulk.selectPage : undefined}
          checked={pageChosen || allMatching}
          indeterminate={!allMatching && chosen > 0 && !pageChosen}
          onChange={(event) => onChoosePage(event.currentTarget.checked)}
          disabled={shown === 0}
        />
        <Text size="sm" aria-live="polite">
          {allMatching ? inboxCopy.bulk.allMatchingSelected(total) : count > 0 ? inboxCopy.bulk.selected(count) : ''}
        </Text>
        {pageChosen && !allMatching && total > shown && (
          <Button variant="subtle" size="compact-sm" onClick={onChooseAllMatching}>
            {inboxCopy.bulk.selectAllMatching(total)}
          </Button>
        )}
        {count > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {inboxCopy.bulk.clear}
          </Button>
        )}
      </Group>
      {count > 0 && (
        <Group gap="xs" wrap="wrap" role="group" aria-label={inboxCopy.bulk.actions} mt="xs">
          {ACTIONS.map((action) => (
            <Button key={action} size="sm" variant="default" onClick={() => void act(action)} disabled={busy}>
              {inboxCopy.bulk[action]}
            </Button>
          ))}
          <Button size="sm" variant="outline" color="red.8" onClick={() => setConfirming(true)} disabled={busy}>
            {inboxCopy.bulk.delete}
          </Button>
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={inboxCopy.bulk.deleteTitle(count)} centered>
        <Stack>
          <Text>{inboxCopy.bulk.deleteBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {inboxCopy.cancel}
            </Button>
            <Button color="red.8" onClick={() => void act('delete')} loading={busy}>
              {inboxCopy.bulk.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
