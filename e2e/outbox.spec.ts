import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LEAD_KINDS, leadPath } from '@/leads/kinds';
import { chromiumArgs, chromiumExecutable } from './support/browser';
import { dismissCookieBanner } from './support/console';
import { E2E_BASE_URL } from './support/env';
import { leadForms, outboxEntries } from './support/lead-forms';
import { storedLeads, uniqueEmail } from './support/leads';
import { waitForOfflineReady } from './support/pwa';
import { leadKindLabels, outboxCopy } from './support/spec-copy';

test.describe.configure({ timeout: 90_000 });

async function openReady(page: Page, pagePath: string) {
  await dismissCookieBanner(page);
  await page.goto(pagePath);
  await waitForOfflineReady(page);
}

const indicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /waiting to be sent/ });

/** Denying Background Sync by granting only another permission reproduces Safari and Firefox. */
async function withoutBackgroundSync(context: BrowserContext) {
  await context.clearPermissions();
  await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
}

for (const kind of LEAD_KINDS) {
  const form = leadForms[kind];

  test(`${kind}: sent offline, queued, then delivered once by Background Sync`, async ({ page, context, request }, testInfo) => {
    const email = uniqueEmail(testInfo, `outbox-${kind}`);
    await openReady(page, form.path);
    await context.setOffline(true);
    await form.send(page, email);
    await form.expectQueued(page);
    await expect(indicator(page)).toBeVisible();
    const [entry, ...others] = await outboxEntries(page);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ kind, state: 'pending' });

    await context.setOffline(false);
    await expect.poll(() => storedLeads(request, kind, form.emailField, email).then((leads) => leads.length), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    const delivered = kind === 'newsletter' ? outboxCopy.deliveredSignup : outboxCopy.delivered(leadKindLabels[kind]);
    await expect(page.getByRole('alert').filter({ hasText: delivered })).toBeVisible();
    await expect(indicator(page)).toHaveCount(0);
  });

  test(`${kind}: without Background Sync, delivered once when the browser is back online`, async ({ page, context, request }, testInfo) => {
    await withoutBackgroundSync(context);
    const email = uniqueEmail(testInfo, `fallback-${kind}`);
    await openReady(page, form.path);
    expect(await page.evaluate(() => navigator.permissions.query({ name: 'background-sync' as PermissionName }).then((state) => state.state))).toBe('denied');
    await context.setOffline(true);
    await form.send(page, email);
    await form.expectQueued(page);
    expect(await outboxEntries(page)).toHaveLength(1);

    await context.setOffline(false);
    await expect.poll(() => storedLeads(request, kind, form.emailField, email).then((leads) => leads.length), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
  });
}

test('a server answering 503 keeps the lead, which is delivered once the server recovers', async ({ page, context, request }, testInfo) => {
  await withoutBackgroundSync(context);
  const form = leadForms.contact;
  const email = uniqueEmail(testInfo, 'outbox-503');
  let failures = 0;
  let recovered = false;
  await context.route(`**${leadPath('contact')}`, (route) => {
    if (recovered) return route.continue();
    failures += 1;
    // An hour's wait: no automatic replay falls due while the test runs, so the visitor's Retry is what sends it.
    return route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '3600' }, body: '{"message":"Down for maintenance"}' });
  });
  await openReady(page, form.path);
  await form.send(page, email);
  await form.expectQueued(page);
  await expect.poll(() => outboxEntries(page).then((entries) => entries[0]?.lastError)).toBe('Down for maintenance');
  expect(failures).toBeGreaterThanOrEqual(1);
  expect(await storedLeads(request, 'contact', form.emailField, email)).toHaveLength(0);

  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: outboxCopy.panelTitle });
  await expect(panel.getByText(outboxCopy.states.pending)).toBeVisible();
  // The server recovers; the lead waits out the server's hour until the visitor presses Retry.
  recovered = true;
  await expect(panel.getByText(outboxCopy.states.pending)).toBeVisible();
  await panel.getByRole('button', { name: outboxCopy.retry }).click();
  await expect.poll(() => storedLeads(request, 'contact', form.emailField, email).then((leads) => leads.length)).toBe(1);
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  await expect(panel.getByText(outboxCopy.empty)).toBeVisible();
});

test('a lead the server refuses on replay is marked as needing attention, and Discard asks first', async ({ page, context, request }, testInfo) => {
  await withoutBackgroundSync(context);
  const form = leadForms.newsletter;
  const email = uniqueEmail(testInfo, 'outbox-400');
  await openReady(page, form.path);
  await context.setOffline(true);
  await form.send(page, email);
  await form.expectQueued(page);

  await context.route(`**${leadPath('newsletter')}`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"message":"This address cannot receive mail","errors":{"email":"This address cannot receive mail"}}',
    }),
  );
  await context.setOffline(false);
  await expect.poll(() => outboxEntries(page).then((entries) => entries[0]?.state)).toBe('failed');
  await expect(page.getByRole('alert').filter({ hasText: outboxCopy.failedTitle })).toBeVisible();

  await indicator(page).click();
  const panel = page.getByRole('dialog', { name: outboxCopy.panelTitle });
  await expect(panel.getByText(outboxCopy.states.failed)).toBeVisible();
  await expect(panel.getByText('This address cannot receive mail')).toBeVisible();
  await panel.getByRole('button', { name: outboxCopy.discard }).click();
  const confirm = page.getByRole('dialog', { name: outboxCopy.discardConfirmTitle });
  await confirm.getByRole('button', { name: outboxCopy.keep }).click();
  expect(await outboxEntries(page)).toHaveLength(1);
  await panel.getByRole('button', { name: outboxCopy.discard }).click();
  await page.getByRole('dialog', { name: outboxCopy.discardConfirmTitle }).getByRole('button', { name: outboxCopy.discardConfirm }).click();
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  expect(await storedLeads(request, 'newsletter', form.emailField, email)).toHaveLength(0);
});

test('a queued lead survives closing and reopening the browser', async ({ request }, testInfo) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'kestrel-outbox-'));
  const form = leadForms.quote;
  const email = uniqueEmail(testInfo, 'outbox-persist');
  const launch = () => chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: chromiumArgs, baseURL: E2E_BASE_URL });
  try {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await openReady(page, form.path);
    await context.setOffline(true);
    await form.send(page, email);
    await form.expectQueued(page);
    expect(await outboxEntries(page)).toHaveLength(1);
    await context.close();

    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect.poll(() => storedLeads(request, 'quote', form.emailField, email).then((leads) => leads.length), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('two tabs replaying at once still store the lead once', async ({ context, request }, testInfo) => {
  await withoutBackgroundSync(context);
  const form = leadForms.founder;
  const email = uniqueEmail(testInfo, 'outbox-tabs');
  const first = await context.newPage();
  await openReady(first, form.path);
  const second = await context.newPage();
  await dismissCookieBanner(second);
  await second.goto('/about');
  await context.setOffline(true);
  await form.send(first, email);
  await form.expectQueued(first);
  await expect(indicator(second)).toBeVisible();

  // Every post of the lead either tab makes, with the answer it gets.
  const posts: Array<Promise<{ key: string | null; status: number | null }>> = [];
  for (const tab of [first, second]) {
    tab.on('request', (sent) => {
      if (sent.method() !== 'POST' || new URL(sent.url()).pathname !== leadPath('founder')) return;
      posts.push(sent.response().then((answer) => ({ key: sent.headers()['idempotency-key'] ?? null, status: answer?.status() ?? null })));
    });
  }

  // Both tabs hear 'online' together and both may try to send.
  await context.setOffline(false);
  await expect.poll(() => storedLeads(request, 'founder', form.emailField, email).then((leads) => leads.length), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => outboxEntries(first)).toEqual([]);
  // Both tabs have seen the outbox empty: neither has a send of it still to make.
  await expect(indicator(first)).toBeHidden();
  await expect(indicator(second)).toBeHidden();
  const answers = await Promise.all(posts);
  expect(answers.length).toBeGreaterThan(0);
  // Whoever sent it sent the one lead under one key, and the server stored it once.
  expect(new Set(answers.map((answer) => answer.key)).size).toBe(1);
  expect(answers[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  // Stored (200), or told the same key is being stored right now (409, to be retried).
  for (const answer of answers) expect([200, 409]).toContain(answer.status);
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  expect(await storedLeads(request, 'founder', form.emailField, email)).toHaveLength(1);
});
