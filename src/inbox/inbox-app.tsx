import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { inboxApi, InboxApiError, InboxOfflineError, csvHref, type InboxFilters, type InboxLead, type Session } from './inbox-api';
import { clearInboxCache, loadList, loadSession, saveSession } from './inbox-cache';
import { inboxCopy } from './inbox-copy';
import { InboxFilterBar } from './inbox-filters';
import { LeadDetailView } from './lead-detail';
import { LeadList } from './lead-list';
import { SignIn } from './sign-in';
import { formatTime } from './lead-view';
import { useQueuedChanges } from './status-changes';
import { filterKey, useInboxList } from './use-inbox-list';

type Phase = { name: 'checking' } | { name: 'signed-out'; notice?: string } | { name: 'signed-in' } | { name: 'unreachable' };

/** The list a signed-in studio sees first: the leads that need it. */
export const DEFAULT_FILTERS: InboxFilters = { status: 'new' };

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
            const kept = await loadList(filterKey(DEFAULT_FILTERS));
            setPhase(kept ? { name: 'signed-in' } : { name: 'unreachable' });
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

  const signedOut = useCallback((notice?: string) => {
    void clearInboxCache();
    setPhase({ name: 'signed-out', ...(notice ? { notice } : {}) });
  }, []);

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
  const signedIn = (session: Session) => {
    void saveSession(session);
    setPhase({ name: 'signed-in' });
  };
  if (phase.name === 'signed-out') return <SignInScreen notice={phase.notice} onSignedIn={signedIn} />;
  return <Inbox onSignedOut={() => signedOut(inboxCopy.signInAgain)} onSignOut={() => void signOut()} />;
}

function SignInScreen({ notice, onSignedIn }: { notice: string | undefined; onSignedIn: (session: Session) => void }) {
  return (
    <Container size="sm" py="md">
      <SignIn notice={notice} onSignedIn={onSignedIn} />
    </Container>
  );
}

function Inbox({ onSignedOut, onSignOut }: { onSignedOut: () => void; onSignOut: () => void }) {
  const [filters, setFilters] = useState<InboxFilters>(DEFAULT_FILTERS);
  const [openId, setOpenId] = useState<string | null>(leadInAddress);
  const [lastOpened, setLastOpened] = useState<string | null>(null);
  const list = useInboxList(filters, onSignedOut);
  const changes = useQueuedChanges();

  useEffect(() => {
    const onPop = () => setOpenId(leadInAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Back in the list, focus returns to the lead that was open.
  useEffect(() => {
    if (openId === null && lastOpened) document.querySelector<HTMLElement>(`[data-lead-id="${CSS.escape(lastOpened)}"]`)?.focus();
  }, [openId, lastOpened, list.page]);

  const open = (lead: InboxLead) => {
    window.history.pushState({ lead: lead.id }, '', `?lead=${encodeURIComponent(lead.id)}`);
    setLastOpened(lead.id);
    setOpenId(lead.id);
  };
  const back = () => {
    if ((window.history.state as { lead?: string } | null)?.lead) window.history.back();
    else {
      window.history.replaceState(null, '', window.location.pathname);
      setOpenId(null);
    }
  };
  const changed = (id: string, lead: InboxLead | null) => {
    list.replaceLead(id, lead);
    void list.refresh();
  };

  return (
    <Container size="md" py="md" component="main">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" c="gray.7">
              {inboxCopy.studio}
            </Text>
            <Title order={1}>{inboxCopy.title}</Title>
          </div>
          <Group gap="xs">
            {openId === null && (
              <Button component="a" href={csvHref(filters)} variant="default" size="sm" download>
                {inboxCopy.exportCsv}
              </Button>
            )}
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
        <VisuallyHidden role="status">{list.arrived > 0 ? inboxCopy.newLeads(list.arrived) : ''}</VisuallyHidden>
        {openId !== null ? (
          <LeadDetailView
            key={openId}
            id={openId}
            known={list.page?.leads.find((lead) => lead.id === openId)}
            change={changes.get(openId)}
            onBack={back}
            onChanged={changed}
            onSignedOut={onSignedOut}
          />
        ) : (
          <>
            <InboxFilterBar filters={filters} counts={list.page?.counts} onChange={setFilters} />
            {list.loading && !list.page ? (
              <Center py="xl">
                <Loader aria-label={inboxCopy.checking} />
              </Center>
            ) : (
              list.page && (
                <LeadList
                  leads={list.page.leads}
                  total={list.page.total}
                  changes={changes}
                  hasMore={list.page.nextCursor !== null}
                  loadingMore={list.loadingMore}
                  onOpen={open}
                  onLoadMore={() => void list.loadMore()}
                />
              )
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
