import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Alert, Button, Center, Container, Group, Kbd, Loader, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { LeadStatus } from '@/leads/lead-status';
import {
  DEFAULT_FILTERS,
  inboxApi,
  InboxApiError,
  InboxOfflineError,
  csvHref,
  type BulkAction,
  type InboxFilters,
  type InboxLead,
  type Session,
} from './inbox-api';
import { BulkBar } from './bulk-bar';
import { useBulkSelection } from './bulk-selection';
import { clearInboxCache, loadSession, saveSession } from './inbox-cache';
import { createInboxQueryClient, hasKeptFirstList, persistOptions } from './inbox-query';
import { inboxCopy, shortcutLabels } from './inbox-copy';
import { SHORTCUT_KEYS, stepFrom, useInboxShortcuts } from './inbox-shortcuts';
import { InboxFilterBar } from './inbox-filters';
import { LeadDetailView } from './lead-detail';
import { LeadList } from './lead-list';
import { LeadsOverTime } from './leads-over-time';
import { PushToggle } from './push-toggle';
import { SignIn } from './sign-in';
import { formatTime, replyHref } from './lead-view';
import { bulkChange, changeStatus, useQueuedChanges } from './lead-changes';
import classes from './inbox.module.css';
import { filterKey } from './inbox-query';
import { useInboxList } from './use-inbox-list';
import { useLeadStats } from './use-lead-stats';

type Phase = { name: 'checking' } | { name: 'signed-out'; notice?: string } | { name: 'signed-in' } | { name: 'unreachable' };

/**
 * Whether this device may hold a session: one signed in here and not yet at its end, or storage
 * that keeps nothing (the server is asked then). The session's cookie is out of the page's reach.
 */
async function mayBeSignedIn(now = Date.now()): Promise<boolean> {
  const kept = await loadSession();
  if (kept === 'unknown') return true;
  return kept !== undefined && Date.parse(kept.expiresAt) > now;
}

function leadInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('lead');
}

export function InboxApp() {
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  // The server's answers while signed in; forgotten, here and on the device, at sign-out.
  const [queryClient] = useState(createInboxQueryClient);

  const check = useCallback(() => {
    void (async () => {
      if (!(await mayBeSignedIn())) {
        // Nothing to ask the server, whose 401 the browser would log on every visit before sign-in.
        await clearInboxCache();
        setPhase({ name: 'signed-out' });
        return;
      }
      await inboxApi.session().then(
        async (session) => {
          await saveSession(session);
          setPhase({ name: 'signed-in' });
        },
        async (error: unknown) => {
          if (error instanceof InboxOfflineError) {
            // Offline: the inbox as this device last had it, if it has it.
            setPhase((await hasKeptFirstList()) ? { name: 'signed-in' } : { name: 'unreachable' });
            return;
          }
          if (error instanceof InboxApiError && error.status === 401) await clearInboxCache();
          setPhase({ name: 'signed-out' });
        },
      );
    })();
  }, []);

  useEffect(check, [check]);
  const retry = () => {
    setPhase({ name: 'checking' });
    check();
  };

  const signedOut = useCallback(
    (notice?: string) => {
      void clearInboxCache();
      queryClient.clear();
      setPhase({ name: 'signed-out', ...(notice ? { notice } : {}) });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await inboxApi.signOut();
    } catch {
      // Offline: the server's session ends when it expires; nothing stays on the device meanwhile.
    }
    signedOut();
  }, [signedOut]);

  if (phase.name === 'checking') {
    return (
      <Center mih="60vh">
        <Loader aria-label={inboxCopy.checking} />
      </Center>
    );
  }
  if (phase.name === 'unreachable') {
    return (
      <Container size="xs" py="xl">
        <Stack>
          <Alert color="yellow">{inboxCopy.unreachable}</Alert>
          <Button onClick={retry} w="fit-content">
            {inboxCopy.tryAgain}
          </Button>
        </Stack>
      </Container>
    );
  }
  // The session is kept before the inbox shows: a reload or a link opened right after signing in
  // must find it, or the device would ask for the passphrase again with a session still valid.
  const signedIn = (session: Session) => {
    void saveSession(session).finally(() => setPhase({ name: 'signed-in' }));
  };
  if (phase.name === 'signed-out') return <SignInScreen notice={phase.notice} onSignedIn={signedIn} />;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <Inbox onSignedOut={() => signedOut(inboxCopy.signInAgain)} onSignOut={() => void signOut()} />
    </PersistQueryClientProvider>
  );
}

function SignInScreen({ notice, onSignedIn }: { notice: string | undefined; onSignedIn: (session: Session) => void }) {
  return (
    <Container size="sm" py="md">
      <SignIn notice={notice} onSignedIn={onSignedIn} />
    </Container>
  );
}

/** From this width the list and the open lead sit side by side; below it, one column. */
export const SPLIT_VIEW_QUERY = '(min-width: 64em)';
/** Below this width (a phone) the filters other than search open in a drawer. */
export const PHONE_QUERY = '(max-width: 47.99em)';

function Inbox({ onSignedOut, onSignOut }: { onSignedOut: () => void; onSignOut: () => void }) {
  const [filters, setFilters] = useState<InboxFilters>(DEFAULT_FILTERS);
  const [openId, setOpenId] = useState<string | null>(leadInAddress);
  /**
   * The lead the keyboard works on (the one opened last, or moved to with j and k) and its place in
   * the list when chosen: should it leave the list (marked out of this filter), the lead that takes
   * its place is next.
   */
  const [keyboardPick, setSelection] = useState<{ id: string | null; place: number }>(() => ({ id: leadInAddress(), place: 0 }));
  /** What wants the focus once it is shown: a row (back from a lead, moved to with j and k), or the search. */
  const focusWanted = useRef<{ row: string } | 'search' | null>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  /** Bumped when the open lead was changed from the keyboard, so its view reads it again. */
  const [revision, setRevision] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  /** What the last bulk action did, said in a live region and shown above the list. */
  const [bulkNotice, setBulkNotice] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [shortcutsOpened, shortcuts] = useDisclosure(false);
  const split = useMediaQuery(SPLIT_VIEW_QUERY, false, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const searchInput = useRef<HTMLInputElement>(null);
  const list = useInboxList(filters, onSignedOut);
  const stats = useLeadStats();
  const queued = useQueuedChanges();
  const changes = queued.byLead;
  const leads = useMemo(() => list.page?.leads ?? [], [list.page]);
  const ids = useMemo(() => leads.map((lead) => lead.id), [leads]);
  const selection = useBulkSelection(ids, filterKey(filters));
  const selectedId = keyboardPick.id;
  const selectedIndex = selectedId === null ? -1 : ids.indexOf(selectedId);
  const selectedPlace = selectedIndex >= 0 ? selectedIndex : keyboardPick.place;

  const askFocus = (wanted: { row: string } | 'search') => {
    focusWanted.current = wanted;
    setFocusAsked((count) => count + 1);
  };
  const choose = (id: string) => setSelection({ id, place: Math.max(0, ids.indexOf(id)) });

  const shownLead = useRef(openId);
  useEffect(() => {
    shownLead.current = openId;
  }, [openId]);

  useEffect(() => {
    const onPop = () => {
      const next = leadInAddress();
      // Back in the list, focus returns to the lead that was open.
      if (next === null && shownLead.current !== null) {
        focusWanted.current = { row: shownLead.current };
        setFocusAsked((count) => count + 1);
      }
      if (next !== null) setSelection((current) => ({ ...current, id: next }));
      setOpenId(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The focus asked for goes where it was asked once that is on the screen.
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const target = wanted === 'search' ? searchInput.current : document.querySelector<HTMLElement>(`[data-lead-id="${CSS.escape(wanted.row)}"]`);
    if (!target) return;
    focusWanted.current = null;
    target.focus();
    target.scrollIntoView?.({ block: 'nearest' });
  }, [focusAsked, list.page, openId, split]);

  const open = (lead: InboxLead) => {
    window.history.pushState({ lead: lead.id }, '', `?lead=${encodeURIComponent(lead.id)}`);
    choose(lead.id);
    setOpenId(lead.id);
  };
  /** Next or previous from the open lead: the address changes, no step is added to the history. */
  const openInstead = (id: string) => {
    const pushed = (window.history.state as { lead?: string } | null)?.lead !== undefined;
    window.history.replaceState(pushed ? { lead: id } : null, '', `?lead=${encodeURIComponent(id)}`);
    choose(id);
    setOpenId(id);
  };
  const back = () => {
    if ((window.history.state as { lead?: string } | null)?.lead) window.history.back();
    else {
      window.history.replaceState(null, '', window.location.pathname);
      if (openId !== null) askFocus({ row: openId });
      setOpenId(null);
    }
  };
  const changed = (id: string, lead: InboxLead | null) => {
    list.replaceLead(id, lead);
    void list.refresh();
  };
  const select = (id: string) => {
    choose(id);
    askFocus({ row: id });
  };

  const mark = async (lead: InboxLead, status: LeadStatus) => {
    setNotice(null);
    const outcome = await changeStatus(lead.id, status);
    if (outcome.status === 'sent') {
      changed(lead.id, { ...lead, status, statusChangedAt: new Date().toISOString() });
      if (lead.id === openId) setRevision((current) => current + 1);
    } else if (outcome.status === 'refused') {
      if (outcome.httpStatus === 401) onSignedOut();
      else setNotice(inboxCopy.changeRefused(outcome.message));
    }
  };

  /** One action on the chosen leads (or every lead the filters match): sent, kept on the device, or refused. */
  const runBulk = async (action: BulkAction) => {
    setNotice(null);
    setBulkNotice(null);
    setBulkBusy(true);
    const chosenIds = [...selection.chosen];
    const outcome = await bulkChange(action, selection.allMatching ? { filters } : { ids: chosenIds });
    setBulkBusy(false);
    if (outcome.status === 'refused') {
      if (outcome.httpStatus === 401) onSignedOut();
      else setNotice(inboxCopy.changeRefused(outcome.message));
      return;
    }
    selection.clear();
    setBulkNotice(outcome.status === 'sent' ? outcome.message : inboxCopy.bulk.queued);
    if (outcome.status === 'sent') {
      if (action === 'delete') for (const id of chosenIds) list.replaceLead(id, null);
      if (openId !== null && (selection.allMatching || chosenIds.includes(openId))) setRevision((current) => current + 1);
      void list.refresh();
    }
  };

  const step = (direction: 1 | -1) => stepFrom(ids, openId, selectedPlace, direction);
  const listShown = split || openId === null;
  const selected = leads.find((lead) => lead.id === selectedId);

  useInboxShortcuts((shortcut, event) => {
    if (shortcut === 'help') {
      event.preventDefault();
      shortcuts.open();
    } else if (shortcut === 'search') {
      event.preventDefault();
      if (!listShown) back();
      askFocus('search');
    } else if (shortcut === 'next' || shortcut === 'previous') {
      const direction = shortcut === 'next' ? 1 : -1;
      // One lead on the screen: j and k go to the next one; beside the list, they move along it.
      const id = listShown ? stepFrom(ids, selectedId, selectedPlace, direction) : step(direction);
      if (id === undefined) return;
      event.preventDefault();
      if (listShown) select(id);
      else openInstead(id);
    } else if (selected !== undefined) {
      event.preventDefault();
      if (shortcut === 'open') {
        if (selected.id !== openId) open(selected);
      } else if (shortcut === 'reply') {
        const href = replyHref(selected);
        if (href !== undefined) window.location.assign(href);
      } else void mark(selected, shortcut);
    }
  });

  const previousId = openId === null ? undefined : step(-1);
  const nextId = openId === null ? undefined : step(1);
  const detail =
    openId === null ? null : (
      <LeadDetailView
        key={openId}
        id={openId}
        revision={revision}
        known={leads.find((lead) => lead.id === openId)}
        change={changes.get(openId)}
        queuedNotes={queued.notes.get(openId)}
        noteDeletions={queued.noteDeletions}
        onBack={back}
        onPrevious={previousId === undefined ? undefined : () => openInstead(previousId)}
        onNext={nextId === undefined ? undefined : () => openInstead(nextId)}
        onChanged={changed}
        onSignedOut={onSignedOut}
      />
    );
  const leadsOverTime = <LeadsOverTime {...stats} />;
  const filterBar = <InboxFilterBar filters={filters} counts={list.page?.counts} onChange={setFilters} compact={phone} searchRef={searchInput} />;
  const leadList = (
    <>
      {list.loading && !list.page ? (
        <Center py="xl">
          <Loader aria-label={inboxCopy.checking} />
        </Center>
      ) : (
        list.page && (
          <Stack gap="xs">
            <BulkBar
              shown={list.page.leads.length}
              chosen={selection.chosen.size}
              allMatching={selection.allMatching}
              total={list.page.total}
              busy={bulkBusy}
              onChoosePage={selection.choosePage}
              onChooseAllMatching={selection.chooseAllMatching}
              onClear={selection.clear}
              onAction={runBulk}
            />
            {queued.filterActions > 0 && (
              <Text size="sm" c="yellow.9">
                {inboxCopy.bulk.filterActionsWaiting(queued.filterActions)}
              </Text>
            )}
            <LeadList
              leads={list.page.leads}
              total={list.page.total}
              changes={changes}
              selectedId={selectedId}
              openId={openId}
              chosen={selection.chosen}
              onChoose={selection.choose}
              hasMore={list.page.nextCursor !== null}
              loadingMore={list.loadingMore}
              onOpen={open}
              onLoadMore={() => void list.loadMore()}
            />
          </Stack>
        )
      )}
    </>
  );

  return (
    <Container size={split ? 'xl' : 'md'} py="md" component="main">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" c="gray.7">
              {inboxCopy.studio}
            </Text>
            <Title order={1}>{inboxCopy.title}</Title>
          </div>
          <Group gap="xs">
            {listShown && (
              <Button component="a" href={csvHref(filters)} variant="default" size="sm" download>
                {inboxCopy.exportCsv}
              </Button>
            )}
            {!phone && (
              <Button
                variant="subtle"
                size="sm"
                onClick={shortcuts.open}
                rightSection={
                  <Kbd size="xs" aria-hidden>
                    ?
                  </Kbd>
                }
              >
                {inboxCopy.shortcutsButton}
              </Button>
            )}
            <PushToggle />
            <Button variant="subtle" size="sm" onClick={onSignOut}>
              {inboxCopy.signOut}
            </Button>
          </Group>
        </Group>
        {list.offlineSince !== null && (
          <Alert color="yellow" role="status">
            {list.page ? inboxCopy.offline(formatTime(list.offlineSince)) : inboxCopy.offlineNoCopy}
          </Alert>
        )}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error}
          </Alert>
        )}
        {notice && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <div role="status">
          {bulkNotice && (
            <Alert color="teal" withCloseButton onClose={() => setBulkNotice(null)} closeButtonLabel={inboxCopy.bulk.dismiss}>
              {bulkNotice}
            </Alert>
          )}
        </div>
        <VisuallyHidden role="status">{list.arrived > 0 ? inboxCopy.newLeads(list.arrived) : ''}</VisuallyHidden>
        {split ? (
          <>
            {leadsOverTime}
            {filterBar}
            <div className={classes.split}>
              <section aria-label={inboxCopy.leads} className={classes.listPane}>
                {leadList}
              </section>
              <div className={classes.leadPane}>
                {detail ?? (
                  <Text c="gray.7" className={classes.noLead}>
                    {inboxCopy.noLeadOpen}
                  </Text>
                )}
              </div>
            </div>
          </>
        ) : (
          (detail ?? (
            <>
              {leadsOverTime}
              {filterBar}
              {leadList}
            </>
          ))
        )}
      </Stack>
      <ShortcutList opened={shortcutsOpened} onClose={shortcuts.close} />
    </Container>
  );
}

/** The list of keyboard shortcuts, on ?: a dialog that keeps focus inside and closes on Escape. */
function ShortcutList({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={inboxCopy.shortcutsTitle} centered>
      <Text size="sm" c="gray.7" mb="sm">
        {inboxCopy.shortcutsIntro}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{inboxCopy.shortcutKey}</Table.Th>
            <Table.Th scope="col">{inboxCopy.shortcutAction}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUT_KEYS.map(([shortcut, key]) => (
            <Table.Tr key={shortcut}>
              <Table.Td>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{shortcutLabels[shortcut]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
