import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, CopyButton, Group, Kbd, Loader, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { leadSourceLines } from '@/leads/lead-field-table';
import { LEAD_STATUSES, type LeadStatus } from '@/leads/lead-status';
import { inboxApi, InboxApiError, InboxOfflineError, type InboxLead } from './inbox-api';
import { askAgain, inboxKeys } from './inbox-query';
import { inboxCopy, statusButtonColors, statusColors, statusLabels } from './inbox-copy';
import { formatTime, kindLabelOf, personOf, replyHref, shownFieldsOf, shownText, statusLabelOf } from './lead-view';
import { LeadNotifications } from './lead-notifications';
import { addNote, changeStatus, deleteNote, type QueuedChange, type QueuedNote, type QueuedNoteDeletion } from './lead-changes';
import { LeadHistory } from './lead-history';
import classes from './inbox.module.css';

interface LeadDetailProps {
  id: string;
  /** The lead as the list had it: shown at once, and offline when no fuller copy was kept. */
  known: InboxLead | undefined;
  change: QueuedChange | undefined;
  /** Notes on this lead made on this device and not yet sent. */
  queuedNotes?: readonly QueuedNote[] | undefined;
  /** Per note id, deletions of notes made on this device and not yet sent. */
  noteDeletions?: ReadonlyMap<string, QueuedNoteDeletion> | undefined;
  /** Changes when the lead was changed elsewhere (from the keyboard): it is read again. */
  revision?: number;
  onBack: () => void;
  /** Opens the lead before or after this one in the list; none at its start or end. */
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  /** The lead changed on the server (null: it is gone). */
  onChanged: (id: string, lead: InboxLead | null) => void;
  onSignedOut: () => void;
}

type Confirming = 'delete' | 'erase' | null;

const NO_NOTES: readonly QueuedNote[] = [];

export function LeadDetailView({
  id,
  known,
  change,
  queuedNotes = NO_NOTES,
  noteDeletions,
  revision = 0,
  onBack,
  onPrevious,
  onNext,
  onChanged,
  onSignedOut,
}: LeadDetailProps) {
  const client = useQueryClient();
  const read = useQuery({ queryKey: inboxKeys.lead(id), queryFn: ({ signal }) => inboxApi.lead(id, signal) });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = read.data;
  const readError = read.error;
  const gone = readError instanceof InboxApiError && readError.status === 404;

  const failed = (caught: unknown) => {
    if (caught instanceof InboxApiError && caught.status === 401) onSignedOut();
    else setError(caught instanceof Error ? caught.message : String(caught));
  };

  /** Reads the lead again: after a change here, or elsewhere (revision). */
  const readAgain = useCallback(() => void askAgain(client, inboxKeys.lead(id)), [client, id]);
  const revisionRead = useRef(revision);
  useEffect(() => {
    if (revision === revisionRead.current) return;
    revisionRead.current = revision;
    readAgain();
  }, [revision, readAgain]);

  // What the server said when asked for it: gone (the lists let it go), or signed out.
  const signedOut = readError instanceof InboxApiError && readError.status === 401;
  useEffect(() => {
    if (gone) onChanged(id, null);
    else if (signedOut) onSignedOut();
    // Each answer once; the callbacks are the parent's and change with each of its renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readError]);
  /** Why the lead could not be read, when the server refused it (offline, the copy or the list's row shows). */
  const readProblem = readError === null || readError instanceof InboxOfflineError || gone || signedOut ? null : readError.message;

  useEffect(() => heading.current?.focus(), [id]);

  const missing = gone ? inboxCopy.notFound : readError instanceof InboxOfflineError && !detail && !known ? inboxCopy.notCached : null;
  const lead = detail?.lead ?? known;
  if (missing !== null) {
    return (
      <Stack>
        <BackButton onBack={onBack} />
        <Alert color="gray">{missing}</Alert>
      </Stack>
    );
  }
  if (!lead) return <Loader aria-label={inboxCopy.checking} />;

  const person = personOf(lead);
  const status = change?.status ?? lead.status;

  const mark = async (next: LeadStatus) => {
    setBusy(true);
    setError(null);
    const outcome = await changeStatus(lead.id, next);
    setBusy(false);
    if (outcome.status === 'sent') {
      readAgain();
      onChanged(lead.id, { ...lead, status: next, statusChangedAt: new Date().toISOString() });
    } else if (outcome.status === 'refused') {
      if (outcome.httpStatus === 401) onSignedOut();
      else setError(inboxCopy.changeRefused(outcome.message));
    }
  };

  /** A note or its deletion: sent, kept on the device (shown as waiting), or refused with the server's word. */
  const noteChange = async (send: () => ReturnType<typeof addNote>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const outcome = await send();
    setBusy(false);
    if (outcome.status === 'sent') readAgain();
    if (outcome.status !== 'refused') return true;
    if (outcome.httpStatus === 401) onSignedOut();
    else setError(inboxCopy.changeRefused(outcome.message));
    return false;
  };

  const remove = async () => {
    setBusy(true);
    try {
      if (confirming === 'erase' && person.email) await inboxApi.erase(person.email);
      else await inboxApi.deleteLead(lead.id);
      client.removeQueries({ queryKey: inboxKeys.lead(lead.id) });
      setConfirming(null);
      onChanged(lead.id, null);
      onBack();
    } catch (caught) {
      setConfirming(null);
      failed(caught instanceof InboxOfflineError ? new Error(inboxCopy.unreachable) : caught);
    } finally {
      setBusy(false);
    }
  };

  const reply = replyHref(lead);
  const kindLabel = kindLabelOf(lead.kind);
  const sourceLines = leadSourceLines(lead.source);

  return (
    <Stack component="article" aria-labelledby="lead-heading" className={classes.shown}>
      <Group justify="space-between" gap="xs">
        <BackButton onBack={onBack} />
        <Group gap="xs" role="group" aria-label={inboxCopy.moveBetween}>
          <Button
            variant="default"
            size="xs"
            onClick={onPrevious}
            disabled={onPrevious === undefined}
            leftSection={
              <Kbd size="xs" aria-hidden>
                k
              </Kbd>
            }
          >
            {inboxCopy.previous}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={onNext}
            disabled={onNext === undefined}
            rightSection={
              <Kbd size="xs" aria-hidden>
                j
              </Kbd>
            }
          >
            {inboxCopy.next}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h3" id="lead-heading" ref={heading} tabIndex={-1}>
            {shownText(person.name ?? person.email ?? kindLabel)}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="gray" className={classes.badge}>
              {kindLabel}
            </Badge>
            <Badge variant="light" color={statusColors[status] ?? 'gray'} c="gray.9" className={classes.badge}>
              {statusLabelOf(status)}
            </Badge>
            {change?.state === 'pending' && (
              <Badge variant="light" color="yellow" c="gray.9">
                {inboxCopy.waitingToSend}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {inboxCopy.received}: <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
          </Text>
          {change?.state === 'failed' && change.lastError && <Alert color="red">{inboxCopy.changeRefused(change.lastError)}</Alert>}
          {(error ?? readProblem) && (
            <Alert color="red" role="alert">
              {error ?? readProblem}
            </Alert>
          )}
          <Group gap="xs" role="group" aria-label={inboxCopy.markAs}>
            {LEAD_STATUSES.filter((candidate) => candidate !== status).map((candidate) => (
              <Button key={candidate} variant="outline" color={statusButtonColors[candidate]} onClick={() => void mark(candidate)} disabled={busy}>
                {`${inboxCopy.markAs} ${statusLabels[candidate].toLowerCase()}`}
              </Button>
            ))}
          </Group>
          <Group gap="xs">
            {reply && (
              <Button component="a" href={reply}>
                {inboxCopy.reply}
              </Button>
            )}
            {reply && person.email && <CopyEmailButton email={person.email.trim()} />}
            <Button variant="default" color="red" onClick={() => setConfirming('delete')} disabled={busy}>
              {inboxCopy.deleteLead}
            </Button>
            {person.email && (
              <Button variant="subtle" color="red" onClick={() => setConfirming('erase')} disabled={busy}>
                {inboxCopy.erase}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="sm">
          {inboxCopy.fields}
        </Title>
        <dl className={classes.fields}>
          {shownFieldsOf(lead).map((field) => (
            <div key={field.name} className={classes.field}>
              <dt>{field.label}</dt>
              <dd>{field.text}</dd>
            </div>
          ))}
        </dl>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="sm">
          {inboxCopy.source}
        </Title>
        {sourceLines.length > 0 ? (
          <dl className={classes.fields}>
            {sourceLines.map((line) => (
              <div key={line.label} className={classes.field}>
                <dt>{line.label}</dt>
                <dd>{shownText(line.value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text size="sm" c="gray.7">
            {inboxCopy.noSource}
          </Text>
        )}
      </Paper>
      <LeadHistory
        history={detail?.history}
        queued={queuedNotes}
        deletions={noteDeletions}
        busy={busy}
        onAdd={(text) => noteChange(() => addNote(lead.id, text))}
        onDelete={(noteId) => void noteChange(() => deleteNote(lead.id, noteId))}
      />
      {detail && <LeadNotifications mails={detail.mails} webhooks={detail.webhooks} />}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'erase' ? inboxCopy.eraseTitle : inboxCopy.deleteTitle}
        centered
      >
        <Stack>
          <Text className={classes.shown}>{confirming === 'erase' && person.email ? inboxCopy.eraseBody(shownText(person.email)) : inboxCopy.deleteBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {inboxCopy.cancel}
            </Button>
            <Button color="red" onClick={() => void remove()} loading={busy}>
              {confirming === 'erase' ? inboxCopy.eraseConfirm : inboxCopy.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** How long "Copied" shows after the address was copied. */
export const COPIED_SHOWN_MS = 2_000;

/** Copies the sender's address; offered only where the browser lets a page write to the clipboard (a secure origin). */
function CopyEmailButton({ email }: { email: string }) {
  if (!('clipboard' in navigator)) return null;
  return (
    <CopyButton value={email} timeout={COPIED_SHOWN_MS}>
      {({ copied, copy }) => (
        <>
          <Button variant={copied ? 'outline' : 'default'} color={copied ? 'teal.9' : undefined} onClick={copy}>
            {copied ? inboxCopy.copied : inboxCopy.copyEmail}
          </Button>
          <VisuallyHidden role="status">{copied ? inboxCopy.emailCopied(shownText(email)) : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="subtle" onClick={onBack} w="fit-content" px={0}>
      ← {inboxCopy.back}
    </Button>
  );
}
