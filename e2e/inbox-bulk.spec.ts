/**
 * The inbox's bulk actions and notes against the real server: 25 leads chosen (keyboard, shift-click,
 * the page's checkbox) and marked handled once, a replay of that request changing nothing; the same
 * made offline, waiting on the device and applied once back online; a note added offline arriving
 * once in the lead's history; every lead of a search deleted after one confirmation on a phone; and
 * a lead's notes deleted from the keyboard, at once and offline, gone from its history and the CSV.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { zonedDateTime } from '@/leads/studio-time';
import { E2E_ADMIN_TOKEN, E2E_BASE_URL } from './support/env';
import { postLead, signInToInbox } from './support/inbox';
import { waitForOfflineReady } from './support/pwa';
import { expect, test } from './support/test';

const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A word only this test's leads hold, so the shared store's other leads never show in its lists. */
function tagFor(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Contact leads "Reader00 <tag>"... stored oldest first (the list shows them newest first); their ids in that order. */
async function seedReaders(request: APIRequestContext, tag: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `Reader${String(index).padStart(2, '0')}`;
    ids.push(
      await postLead(request, '/api/contact.js', {
        from_name: `${name} ${tag}`,
        from_email: `${name.toLowerCase()}.${tag}@leads.example`,
        message: `About ${tag}`,
      }),
    );
  }
  return ids;
}

/** How many of the tag's leads the server has in each status. */
async function countsOf(request: APIRequestContext, tag: string): Promise<{ new: number; handled: number; spam: number; archived: number }> {
  const response = await request.get(`/api/admin/leads?limit=1&q=${tag}`, { headers: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { counts: { new: number; handled: number; spam: number; archived: number } }).counts;
}

/** The lead's history as the admin API gives it, oldest first. */
async function historyOf(request: APIRequestContext, id: string): Promise<{ type: string; id: string; text?: string; at: string }[]> {
  const response = await request.get(`/api/admin/leads/${id}`, { headers: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { history: { type: string; id: string; text?: string; at: string }[] }).history;
}

/** The notes cell of the lead's CSV line (the last column), as the file holds it. */
async function csvNotesOf(request: APIRequestContext, tag: string, id: string): Promise<string> {
  const csv = (await (await request.get(`/api/admin/leads?format=csv&q=${tag}`, { headers: ADMIN })).text()).trim().split('\r\n');
  expect(csv[0]).toMatch(/^id,kind,createdAt,status,.*,notes$/);
  const lines = csv.filter((line) => line.startsWith(`${id},`));
  expect(lines).toHaveLength(1);
  // This test's notes hold no comma: the cell is what follows the line's last one (quoted when it holds a line break).
  return lines[0]!.slice(lines[0]!.lastIndexOf(',') + 1);
}

/** A note's time as the CSV writes it: YYYY-MM-DD HH:mm in New York. */
function csvTime(iso: string): string {
  const { date, minutesOfDay } = zonedDateTime(new Date(iso));
  return `${date} ${String(Math.floor(minutesOfDay / 60)).padStart(2, '0')}:${String(minutesOfDay % 60).padStart(2, '0')}`;
}

const rows = (page: Page) => page.locator('[data-lead-id]');
const chooser = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}` });

/**
 * Searches for the tag and waits for the server's answer: before it, the list shown is the default
 * one, which on a fresh store may hold the very same leads (and a selection made in it is dropped
 * when the search applies).
 */
async function search(page: Page, tag: string, count: number) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/admin/leads?') && new URL(response.url()).searchParams.get('q') === tag);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await answered;
  await expect(rows(page)).toHaveCount(count);
}

/** The device's outbox, oldest first (the order it is replayed in). */
function outboxEntries(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('kestrel-lead-outbox');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = db.transaction('leads').objectStore('leads').getAll();
    const entries = await new Promise<Record<string, unknown>[]>((resolve) => (all.onsuccess = () => resolve(all.result as Record<string, unknown>[])));
    db.close();
    return entries.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  });
}

test.describe("the inbox's bulk actions", () => {
  test('marks 25 leads chosen by keyboard and shift-click handled once, and a replay of the request changes nothing', async ({ page, request }) => {
    const tag = tagFor('bulk');
    const ids = await seedReaders(request, tag, 26);
    await signInToInbox(page);
    await search(page, tag, 26);

    // The newest first: Reader25 at the top. Its checkbox from the keyboard, then shift-click on the 25th row.
    await chooser(page, `Reader25 ${tag}`).press('Space');
    await expect(chooser(page, `Reader25 ${tag}`)).toBeChecked();
    await chooser(page, `Reader01 ${tag}`).click({ modifiers: ['Shift'] });
    await expect(page.getByText('25 leads selected')).toBeVisible();
    await expect(chooser(page, `Reader00 ${tag}`)).not.toBeChecked();
    await expectNoAxeViolations(page, 'main');
    await expect(page.getByRole('checkbox', { name: 'Select every lead on this page' })).toBeChecked({ indeterminate: true });

    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/api/admin/leads/bulk') && candidate.method() === 'POST');
    await page.getByRole('group', { name: 'Act on the selected leads' }).getByRole('button', { name: 'Mark handled' }).click();
    const bulk = await sent;
    await expect(page.getByRole('status').getByText('25 leads marked handled')).toBeVisible();
    // The list (New) no longer holds them: one lead is left, and nothing is chosen.
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText('25 leads selected')).toHaveCount(0);
    expect(await countsOf(request, tag)).toEqual({ new: 1, handled: 25, spam: 0, archived: 0 });
    expect(JSON.parse(bulk.postData() ?? '{}')).toEqual({ action: 'handled', ids: ids.slice(1).reverse() });

    // One of them is archived since; the request sent again with its key answers as before and changes nothing.
    expect((await request.patch(`/api/admin/leads/${ids[5]}`, { data: { status: 'archived' }, headers: ADMIN })).status()).toBe(200);
    const key = bulk.headers()['idempotency-key'] ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const replay = await page.request.post('/api/admin/leads/bulk', {
      data: bulk.postData(),
      headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    });
    expect(replay.status()).toBe(200);
    expect(replay.headers()['idempotent-replayed']).toBe('true');
    expect(await replay.json()).toEqual({ action: 'handled', matched: 25, changed: 25, message: '25 leads marked handled' });
    expect(await countsOf(request, tag)).toEqual({ new: 1, handled: 24, spam: 0, archived: 1 });
  });

  test('made offline, waits on the device and is applied once back online; a note added offline arrives once', async ({ page, context, request }) => {
    const tag = tagFor('bulkoff');
    const ids = await seedReaders(request, tag, 25);
    await page.goto('/');
    await waitForOfflineReady(page);
    await signInToInbox(page);
    await search(page, tag, 25);

    await context.setOffline(true);
    await page.getByRole('checkbox', { name: 'Select every lead on this page' }).check();
    await expect(page.getByText('25 leads selected')).toBeVisible();
    await page.getByRole('group', { name: 'Act on the selected leads' }).getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('status').getByText('Saved on this device: it is sent once you are back online.')).toBeVisible();
    await expect(rows(page).getByText('Waiting to send')).toHaveCount(25);
    await expect(rows(page).filter({ hasText: 'Handled' })).toHaveCount(25);
    expect(await countsOf(request, tag)).toEqual({ new: 25, handled: 0, spam: 0, archived: 0 });

    // A note on one of them, still offline: shown in its history as waiting.
    await rows(page)
      .filter({ hasText: `Reader07 ${tag}` })
      .click();
    const article = page.getByRole('article');
    await article.getByRole('textbox', { name: 'Note' }).fill('Called back offline');
    await article.getByRole('button', { name: 'Add note' }).click();
    const history = article.getByRole('region', { name: 'Notes and history' });
    await expect(history.locator('li[data-queued]')).toContainText('Called back offline');
    await expect(history.locator('li[data-queued]').getByText('Waiting to send')).toBeVisible();
    await expect(article.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await expectNoAxeViolations(page, 'article');

    const queued = await outboxEntries(page);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'lead-change',
        method: 'POST',
        action: 'bulk',
        endpoint: '/api/admin/leads/bulk',
        body: { action: 'handled', ids: [...ids].reverse() },
        state: 'pending',
      }),
      expect.objectContaining({
        kind: 'lead-change',
        method: 'POST',
        action: 'note',
        leadIds: [ids[7]],
        body: { text: 'Called back offline' },
        state: 'pending',
      }),
    ]);

    await context.setOffline(false);
    await expect.poll(() => countsOf(request, tag), { timeout: 20_000 }).toEqual({ new: 0, handled: 25, spam: 0, archived: 0 });
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
    await expect(history.locator('li[data-history="note"]:not([data-queued])')).toContainText('Called back offline');
    await expect(history.locator('li[data-queued]')).toHaveCount(0);

    const detail = (await (await request.get(`/api/admin/leads/${ids[7]}`, { headers: ADMIN })).json()) as {
      history: { type: string; text?: string; status?: string }[];
    };
    expect(detail.history.map((item) => item.text ?? item.status)).toEqual(['handled', 'Called back offline']);

    // Each entry went once: sent again with its key, neither changes a thing.
    for (const entry of queued) {
      const again = await page.request.post(String(entry.endpoint), {
        data: JSON.stringify(entry.body),
        headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/json', 'Idempotency-Key': String(entry.idempotencyKey) },
      });
      expect(again.headers()['idempotent-replayed']).toBe('true');
    }
    // The CSV gives each lead's status and its notes, each with its New York time (no cell here needs quotes).
    const csv = (await (await request.get(`/api/admin/leads?format=csv&q=${tag}`, { headers: ADMIN })).text()).trim().split('\r\n');
    expect(csv[0]).toMatch(/^id,kind,createdAt,status,.*,notes$/);
    const noted = csv.filter((line) => line.startsWith(`${ids[7]},`));
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatch(/,handled,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2} Called back offline$/);
    expect(csv.slice(1).filter((line) => !line.endsWith(','))).toEqual(noted);

    const after = (await (await request.get(`/api/admin/leads/${ids[7]}`, { headers: ADMIN })).json()) as { history: unknown[] };
    expect(after.history).toHaveLength(2);
    expect(await countsOf(request, tag)).toEqual({ new: 0, handled: 25, spam: 0, archived: 0 });
  });
});

test.describe("the inbox's bulk actions on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('deletes every lead a search matches, past the first page, after one confirmation', async ({ page, request }) => {
    const tag = tagFor('bulkdel');
    await seedReaders(request, tag, 52);
    await signInToInbox(page);
    await search(page, tag, 50);

    await page.getByRole('checkbox', { name: 'Select every lead on this page' }).check();
    await expect(page.getByText('50 leads selected')).toBeVisible();
    await page.getByRole('button', { name: 'Select all 52 matching' }).click();
    await expect(page.getByText('All 52 matching leads selected')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('group', { name: 'Act on the selected leads' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 52 leads?' });
    await expect(dialog).toBeVisible();
    // The focus stays in the dialog however far one tabs.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(await countsOf(request, tag)).toEqual({ new: 52, handled: 0, spam: 0, archived: 0 });
    await dialog.getByRole('button', { name: 'Delete leads' }).click();
    await expect(page.getByRole('status').getByText('52 leads deleted')).toBeVisible();
    await expect(page.getByText('No leads match.')).toBeVisible();
    expect(await countsOf(request, tag)).toEqual({ new: 0, handled: 0, spam: 0, archived: 0 });
  });
});

test.describe("a lead's notes", () => {
  test('deletes a note from the keyboard at once, and one deleted offline once back online, from its history and the CSV', async ({
    page,
    context,
    request,
  }) => {
    const tag = tagFor('notes');
    const [id] = await seedReaders(request, tag, 1);
    await page.goto('/');
    await waitForOfflineReady(page);
    await signInToInbox(page);
    await search(page, tag, 1);
    await rows(page).click();
    const article = page.getByRole('article');
    const history = article.getByRole('region', { name: 'Notes and history' });
    const field = article.getByRole('textbox', { name: 'Note' });
    const noteItems = history.locator('li[data-history="note"]');

    for (const [index, text] of ['Sent the quote', 'Left a voicemail'].entries()) {
      await field.fill(text);
      await article.getByRole('button', { name: 'Add note' }).click();
      await expect(noteItems).toHaveCount(index + 1);
    }
    await expect(noteItems).toHaveText([/Sent the quote/, /Left a voicemail/]);
    const [quote, voicemail] = await historyOf(request, id!);
    expect([quote?.text, voicemail?.text]).toEqual(['Sent the quote', 'Left a voicemail']);
    expect(await csvNotesOf(request, tag, id!)).toBe(`"${csvTime(quote!.at)} Sent the quote\n${csvTime(voicemail!.at)} Left a voicemail"`);

    // From the note field, one step back is the last note's delete button; Enter deletes it, with no dialog.
    await field.focus();
    await page.keyboard.press('Shift+Tab');
    const deleteVoicemail = noteItems.filter({ hasText: 'Left a voicemail' }).getByRole('button', { name: /^Delete the note of / });
    await expect(deleteVoicemail).toBeFocused();
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith(`/notes/${voicemail!.id}`));
    await page.keyboard.press('Enter');
    expect(await (await deleted).json()).toEqual({ deleted: true, message: 'Note deleted' });
    await expect(noteItems).toHaveText([/Sent the quote/]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The focus is not lost to the page's start: it is on the history's heading.
    await expect(history.getByRole('heading', { name: 'Notes and history' })).toBeFocused();
    expect((await historyOf(request, id!)).map((item) => item.text)).toEqual(['Sent the quote']);
    expect(await csvNotesOf(request, tag, id!)).toBe(`${csvTime(quote!.at)} Sent the quote`);

    // Offline: the deletion waits on the device, the note shown struck through until it is sent.
    await context.setOffline(true);
    await field.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(noteItems.getByRole('button', { name: /^Delete the note of / })).toBeFocused();
    await page.keyboard.press('Enter');
    const going = history.locator('li[data-deleting]');
    await expect(going).toHaveCount(1);
    await expect(going.locator('del')).toHaveText('Sent the quote');
    // Struck through as it shows, not only in the markup (the theme's text resets <del>'s line).
    await expect(going.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(going.getByText('Deletion waiting to send')).toBeVisible();
    await expect(going.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'article');
    const queued = await outboxEntries(page);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'lead-change',
        method: 'DELETE',
        action: 'note-delete',
        endpoint: `/api/admin/leads/${id}/notes/${quote!.id}`,
        leadIds: [id],
        body: {},
        state: 'pending',
      }),
    ]);
    expect((await historyOf(request, id!)).map((item) => item.text)).toEqual(['Sent the quote']);

    await context.setOffline(false);
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
    await expect(noteItems).toHaveCount(0);
    await expect(history.getByText('No notes or status changes yet.')).toBeVisible();
    expect(await historyOf(request, id!)).toEqual([]);
    expect(await csvNotesOf(request, tag, id!)).toBe('');

    // It went once: sent again with its key, it gets its first answer; without one, there is nothing left to delete.
    const again = await page.request.delete(String(queued[0]!.endpoint), {
      headers: { Origin: E2E_BASE_URL, 'Idempotency-Key': String(queued[0]!.idempotencyKey) },
    });
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await again.json()).toEqual({ deleted: true, message: 'Note deleted' });
    const fresh = await request.delete(String(queued[0]!.endpoint), { headers: ADMIN });
    expect(await fresh.json()).toEqual({ deleted: false, message: 'No note with this id: nothing was deleted.' });
  });
});
