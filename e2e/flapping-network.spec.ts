import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test as base } from './support/test';
import { LEAD_KINDS, type LeadKind } from '@/leads/kinds';
import { SUBMIT_TIMEOUT_MS } from '@/leads/submit-lead';
import { dismissCookieBanner } from './support/console';
import { E2E_BASE_URL } from './support/env';
import { FlakyProxy, type LeadOutcome } from './support/flaky-proxy';
import { leadForms, outboxEntries, type OutboxRow } from './support/lead-forms';
import { storedLeads, uniqueEmail } from './support/leads';
import { waitForOfflineReady } from './support/pwa';
import { outboxCopy } from './support/spec-copy';

/**
 * The site is loaded through a proxy that passes everything to the real server except lead POSTs,
 * which it fails on a script. Page, worker and API share the proxy's origin (the worker's scope),
 * while the test reads the store straight from the server.
 */
const test = base.extend<{ leadProxy: FlakyProxy; store: APIRequestContext }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  leadProxy: async ({}, use) => {
    const proxy = await FlakyProxy.start(E2E_BASE_URL);
    await use(proxy);
    await proxy.close();
  },
  baseURL: async ({ leadProxy }, use) => use(leadProxy.origin),
  store: async ({ playwright }, use) => {
    const store = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await use(store);
    await store.dispose();
  },
});

interface QueuedLead {
  kind: LeadKind;
  email: string;
}

/** For waits that take long on a machine busy with other work. */
const slowExpect = expect.configure({ timeout: 30_000 });

const indicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /waiting to be sent/ });

const emailOf = (kind: LeadKind, body: Record<string, unknown>) => String(body[leadForms[kind].emailField]);

/** Fills and sends each form offline and checks that it says the lead waits on this device. */
async function queueOffline(page: Page, leads: readonly QueuedLead[]): Promise<void> {
  for (const { kind, email } of leads) {
    const form = leadForms[kind];
    await page.goto(form.path);
    await form.send(page, email);
    // Kept on the device (slow on a busy machine), and then the form says so.
    await slowExpect.poll(async () => (await outboxEntries(page)).some((entry) => emailOf(kind, entry.body) === email)).toBe(true);
    await form.expectQueued(page);
  }
}

/** The Idempotency-Key the outbox holds for each address; every lead is there once, waiting. */
async function keysByEmail(page: Page, leads: readonly QueuedLead[]): Promise<Map<string, string>> {
  const entries = await outboxEntries(page);
  expect(entries).toHaveLength(leads.length);
  const keys = new Map(entries.map((entry) => [emailOf(entry.kind, entry.body), entry.idempotencyKey]));
  expect([...keys.keys()].sort()).toEqual(leads.map((lead) => lead.email).sort());
  expect(new Set(keys.values()).size).toBe(leads.length);
  expect(entries.every((entry) => entry.state === 'pending')).toBe(true);
  return keys;
}

/** How many stored leads each address has, read through the studio's admin API. */
async function storedCounts(store: APIRequestContext, leads: readonly QueuedLead[]): Promise<number[]> {
  return Promise.all(leads.map(async ({ kind, email }) => (await storedLeads(store, kind, leadForms[kind].emailField, email)).length));
}

/**
 * Presses Retry on the oldest waiting lead until nothing waits. A run sends oldest first and stops at
 * the first failure, counting an attempt on the lead it could not send: that, or an empty outbox, is
 * when the run has ended and the visitor presses Retry again.
 */
async function retryUntilEmpty(page: Page): Promise<void> {
  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: outboxCopy.panelTitle });
  for (let entries = await outboxEntries(page); entries.length > 0; entries = await outboxEntries(page)) {
    const attemptsBefore = new Map(entries.map((entry) => [entry.idempotencyKey, entry.attempts]));
    const runEnded = (now: readonly OutboxRow[]) => {
      const oldest = now.toSorted((a, b) => a.createdAt - b.createdAt)[0];
      return oldest === undefined || oldest.attempts > (attemptsBefore.get(oldest.idempotencyKey) ?? 0);
    };
    await expect(async () => {
      if (runEnded(await outboxEntries(page))) return;
      await panel.getByRole('button', { name: outboxCopy.retry }).first().click({ timeout: 15_000 });
      // The slow answer takes the client's whole timeout.
      await expect.poll(async () => runEnded(await outboxEntries(page)), { timeout: SUBMIT_TIMEOUT_MS + 15_000 }).toBe(true);
    }).toPass({ timeout: 90_000 });
  }
  await slowExpect(panel.getByText(outboxCopy.empty)).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * The lead POSTs after the connection returns: every kind of failure a flapping link or a restarting
 * server produces, each followed by the replay of the same lead, which must reuse its key.
 */
const FLAPPING_SCRIPT: readonly LeadOutcome[] = [
  'unavailable-retry-after',
  'pass',
  'pass',
  'drop-before',
  'pass',
  'pass',
  'unavailable',
  'pass',
  'drop-after',
  'pass',
  'pass',
  'slow',
  'pass',
  'pass',
  'drop-after',
  'pass',
  'drop-before',
  'pass',
  'unavailable-retry-after',
  'pass',
];

test.describe.configure({ timeout: 120_000 });

test('20 leads queued offline reach the store exactly once through a flapping server', async ({ page, context, leadProxy: proxy, store }, testInfo) => {
  // Twenty forms filled on a busy machine, then a replay that sits out one whole client timeout.
  test.setTimeout(300_000);
  await dismissCookieBanner(page);
  await page.goto('/');
  await waitForOfflineReady(page);

  const leads: QueuedLead[] = [];
  for (let round = 1; round <= 4; round += 1) {
    for (const kind of LEAD_KINDS) leads.push({ kind, email: uniqueEmail(testInfo, `flap-${kind}-${round}`) });
  }
  await context.setOffline(true);
  await queueOffline(page, leads);
  const keys = await keysByEmail(page, leads);
  await page.goto('/');
  await slowExpect(indicator(page)).toHaveAccessibleName(outboxCopy.indicatorLabel(20));
  expect(proxy.leadRequests).toEqual([]);

  // The connection is back; the server flaps. The visitor keeps pressing Retry, which ignores the backoff.
  proxy.scriptLeads(FLAPPING_SCRIPT);
  await context.setOffline(false);
  await retryUntilEmpty(page);

  // Every failure happened, and every lead was stored exactly once.
  expect(proxy.scriptLeft).toBe(0);
  await slowExpect.poll(() => storedCounts(store, leads)).toEqual(leads.map(() => 1));
  for (const record of proxy.leadRequests) {
    expect(record.idempotencyKey, `key of ${record.kind} ${emailOf(record.kind, record.body)}`).toBe(keys.get(emailOf(record.kind, record.body)));
  }
  for (const record of [...proxy.requestsWith('drop-after'), ...proxy.requestsWith('slow')]) {
    // The server stored it but the page never heard; the replay got the stored answer.
    expect(record).toMatchObject({ serverStatus: 200, serverReplayed: false });
    const later = proxy.leadRequests.slice(proxy.leadRequests.indexOf(record) + 1).filter((other) => other.idempotencyKey === record.idempotencyKey);
    expect(later.at(-1)).toMatchObject({ outcome: 'pass', serverStatus: 200, serverReplayed: true });
  }
  const [slow] = proxy.requestsWith('slow');
  expect(slow?.heldMs).toBeGreaterThan(SUBMIT_TIMEOUT_MS - 5_000);
  const firstStores = proxy.leadRequests.filter((record) => record.serverStatus === 200 && !record.serverReplayed);
  expect(firstStores).toHaveLength(20);

  await slowExpect(indicator(page)).toHaveCount(0);
  expect(await outboxEntries(page)).toEqual([]);
});

test('a worker update arriving while leads are queued loses none', async ({ page, context, leadProxy: proxy, store }, testInfo) => {
  await dismissCookieBanner(page);
  await page.goto('/');
  await waitForOfflineReady(page);

  const leads: QueuedLead[] = (['contact', 'quote', 'booking'] as const).map((kind) => ({ kind, email: uniqueEmail(testInfo, `update-${kind}`) }));
  await context.setOffline(true);
  await queueOffline(page, leads);
  const keys = await keysByEmail(page, leads);

  // The connection comes back, but the API is still unreachable (the Background Sync fails) while a
  // new release is published and the browser finds it.
  proxy.scriptLeads([], 'drop-before');
  proxy.publishWorkerRelease('next');
  await context.setOffline(false);
  await page.goto('/about');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  const notice = page.getByRole('alert').filter({ hasText: outboxCopy.updateTitle });
  await slowExpect(notice).toBeVisible();
  expect(proxy.workerReleasesServed).toBeGreaterThan(0);
  await slowExpect.poll(() => proxy.requestsWith('drop-before').length).toBeGreaterThan(0);

  // The connection drops again; meanwhile the visitor takes the new version, which reloads the page.
  await context.setOffline(true);
  const reloaded = page.waitForEvent('framenavigated');
  await notice.getByRole('button', { name: outboxCopy.reload }).click();
  await reloaded;
  await slowExpect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller === registration?.active };
    }),
  ).toEqual({ waiting: null, controlled: true });
  await slowExpect(indicator(page)).toHaveAccessibleName(outboxCopy.indicatorLabel(leads.length));
  expect(await keysByEmail(page, leads)).toEqual(keys);
  expect(await storedCounts(store, leads)).toEqual(leads.map(() => 0));

  // The connection returns for good: every lead arrives once, with the key it was queued with.
  proxy.scriptLeads([], 'pass');
  await context.setOffline(false);
  await expect.poll(() => storedCounts(store, leads), { timeout: 60_000 }).toEqual(leads.map(() => 1));
  await slowExpect.poll(() => outboxEntries(page)).toEqual([]);
  await slowExpect(indicator(page)).toHaveCount(0);
  for (const record of proxy.leadRequests) expect(record.idempotencyKey).toBe(keys.get(emailOf(record.kind, record.body)));
  expect(proxy.leadRequests.filter((record) => record.serverStatus === 200 && !record.serverReplayed)).toHaveLength(leads.length);
});
