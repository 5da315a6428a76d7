import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { MAX_NOTE_LENGTH } from '@/leads/limits';
import type { HistoryItem } from './inbox-api';
import { inboxCopy } from './inbox-copy';
import type { QueuedNote, QueuedNoteDeletion } from './lead-changes';
import { formatTime, noteNameOf, shownText, statusLabelOf } from './lead-view';
import classes from './inbox.module.css';

interface LeadHistoryProps {
  /** From the server, oldest first; undefined while it is read or in a copy kept before notes existed. */
  history: HistoryItem[] | undefined;
  /** Notes made on this device and not yet sent, oldest first. */
  queued: readonly QueuedNote[];
  /** Per note id, its deletion made on this device and not yet sent: the note shows as going. */
  deletions?: ReadonlyMap<string, QueuedNoteDeletion> | undefined;
  busy: boolean;
  /** Sends the note; resolves true once it is sent or kept on the device (the field is then emptied). */
  onAdd: (text: string) => Promise<boolean>;
  onDelete: (noteId: string) => void;
}

const NO_DELETIONS: ReadonlyMap<string, QueuedNoteDeletion> = new Map();

/** A lead's status changes and notes, oldest first, with their New York times, and a field to add a note. */
export function LeadHistory({ history = [], queued, deletions = NO_DELETIONS, busy, onAdd, onDelete }: LeadHistoryProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The note whose delete button was pressed: once the button is gone, the focus goes to the heading, not the page's start. */
  const deleted = useRef<string | null>(null);
  useEffect(() => {
    const noteId = deleted.current;
    if (noteId === null) return;
    if (history.some((item) => item.id === noteId) && deletions.get(noteId)?.state !== 'pending') return;
    deleted.current = null;
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (note === '') {
      setError(inboxCopy.history.noteRequired);
      return;
    }
    setError(null);
    if (await onAdd(note)) setText('');
  };
  const empty = history.length === 0 && queued.length === 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lead-history-heading">
      <Title order={3} size="h4" mb="sm" id="lead-history-heading" ref={heading} tabIndex={-1}>
        {inboxCopy.history.title}
      </Title>
      {empty ? (
        <Text c="gray.7" size="sm" mb="sm">
          {inboxCopy.history.empty}
        </Text>
      ) : (
        <ol className={classes.history}>
          {history.map((item) => {
            const deletion = item.type === 'note' ? deletions.get(item.id) : undefined;
            const going = deletion?.state === 'pending';
            return (
              <li key={item.id} className={classes.shown} data-history={item.type} data-deleting={going ? '' : undefined}>
                <Text size="xs" c="gray.7">
                  <time dateTime={item.at}>{formatTime(item.at)}</time>
                </Text>
                {item.type === 'status' ? (
                  <Text size="sm" fw={600}>
                    {inboxCopy.history.statusChange(statusLabelOf(item.status))}
                  </Text>
                ) : (
                  <>
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      <Text size="sm" className={classes.note} component={going ? 'del' : 'p'}>
                        {shownText(item.text)}
                      </Text>
                      {going ? (
                        <Badge className={classes.noteAction} variant="light" color="yellow" c="gray.9" size="sm">
                          {inboxCopy.history.deletionWaiting}
                        </Badge>
                      ) : (
                        <Button
                          className={classes.noteAction}
                          variant="subtle"
                          color="red.8"
                          size="compact-xs"
                          onClick={() => {
                            deleted.current = item.id;
                            onDelete(item.id);
                          }}
                          disabled={busy}
                          aria-label={inboxCopy.history.deleteNoteNamed(formatTime(item.at), shownText(noteNameOf(item.text)))}
                        >
                          {inboxCopy.history.deleteNote}
                        </Button>
                      )}
                    </Group>
                    {deletion !== undefined && !going && (
                      <Text size="xs" c="red.8">
                        {inboxCopy.changeRefused(deletion.lastError ?? '')}
                      </Text>
                    )}
                  </>
                )}
              </li>
            );
          })}
          {queued.map((note) => (
            <li key={note.entryId} className={classes.shown} data-history="note" data-queued>
              <Group gap="xs">
                <Text size="xs" c="gray.7">
                  <time dateTime={new Date(note.createdAt).toISOString()}>{formatTime(note.createdAt)}</time>
                </Text>
                {note.state === 'pending' ? (
                  <Badge variant="light" color="yellow" c="gray.9" size="sm">
                    {inboxCopy.waitingToSend}
                  </Badge>
                ) : (
                  <Text size="xs" c="red.8">
                    {inboxCopy.changeRefused(note.lastError ?? '')}
                  </Text>
                )}
              </Group>
              <Text size="sm" className={classes.note}>
                {shownText(note.text)}
              </Text>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs">
          <Textarea
            label={inboxCopy.history.noteLabel}
            description={inboxCopy.history.noteHint(MAX_NOTE_LENGTH)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={MAX_NOTE_LENGTH}
            rows={3}
            resize="vertical"
            // Mantine's dimmed description is too light on white (4.5:1 needs gray 7).
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            error={error}
          />
          <Button type="submit" w="fit-content" loading={busy}>
            {inboxCopy.history.addNote}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
