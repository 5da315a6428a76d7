/**
 * The studio's inbox (/studio) against the real server: sign in, find, open and work leads, export,
 * delete and erase, sign out; who gets refused; new leads while it is open; and the installed app
 * offline, with a status set there reaching the server once.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { zonedDateTime } from '@/leads/studio-time';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN_TOKEN, E2E_ANALYTICS_SCRIPT_URL, E2E_BASE_URL } from './support/env';
import { adminLead, keptInboxCopy, postLead, signInFromAnotherClient, signInToInbox } from './support/inbox';
import { waitForOfflineReady } from './support/pwa';
import { freePort, waitForHealth } from './support/server';
import { expect, pauseClock, test } from './support/test';

/** A word only this test's leads hold, so the shared store's other leads never show in its lists. */
function tagFor(label: string): string {
  return `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function seed(request: Parameters<typeof postLead>[0], tag: string) {
  const ada = await postLead(request, '/api/contact.js', {
    from_name: `Ada ${tag}`,
    from_email: `ada.${tag}@leads.example`,
    service: 'Law Firm Websites',
    message: `We need a new site for our practice (${tag}).`,
  });
  const ben = await postLead(request, '/api/founder.js', {
    name: `Ben ${tag}`,
    email: `ben.${tag}@leads.example`,
    message: `A word for the founder about ${tag}.`,
  });
  const cleo = await postLead(request, '/api/contact.js', {
    from_name: `Cleo ${tag}`,
    from_email: `cleo.${tag}@leads.example`,
    message: `Is a shop possible? ${tag}`,
  });
  return { ada, ben, cleo };
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

const rows = (page: Page) => page.locator('[data-lead-id]');

test.describe("the studio's inbox", () => {
  test('is closed to a signed-out visitor: the sign-in form, and the admin API refuses', async ({ page, request }) => {
    await page.goto('/studio');
    await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect((await request.get('/api/admin/leads?limit=5')).status()).toBe(401);
    await expectNoAxeViolations(page, 'main');

    await page.getByLabel('Passphrase').fill('not-the-passphrase-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That passphrase is not right.')).toBeVisible();
  });

  test('signs in, searches, filters, opens and marks leads, and the counts follow', async ({ page, request }) => {
    const tag = tagFor('mark');
    const { ada, ben, cleo } = await seed(request, tag);
    await signInToInbox(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'New (3)' })).toBeChecked();
    await expect(page.getByText('3 of 3')).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    // Newest first.
    await expect(rows(page).nth(0)).toHaveAttribute('data-lead-id', cleo);
    await expect(rows(page).nth(2)).toHaveAttribute('data-lead-id', ada);

    await page.getByRole('combobox', { name: 'Form' }).click();
    await page.getByRole('option', { name: 'Message to the founder' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', ben);
    await page.getByRole('combobox', { name: 'Form' }).click();
    await page.getByRole('option', { name: 'Every form' }).click();
    await expect(rows(page)).toHaveCount(3);

    // Open and leave with the keyboard: focus goes to the lead, then back to its row.
    await rows(page)
      .filter({ hasText: `Ben ${tag}` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Ben ${tag}` })).toBeFocused();
    await page.getByRole('button', { name: 'Back to the inbox' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows(page).filter({ hasText: `Ben ${tag}` })).toBeFocused();

    // Open with the keyboard and mark handled.
    await rows(page)
      .filter({ hasText: `Ada ${tag}` })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/studio\\?lead=${ada}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Ada ${tag}` })).toBeFocused();
    // Beside the list on a wide screen: what the lead holds is read in the lead itself.
    const lead = page.getByRole('article');
    await expect(lead.getByText(`We need a new site for our practice (${tag}).`)).toBeVisible();
    await expect(lead.getByText('Law Firm Websites')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      `mailto:ada.${tag}@leads.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio` +
        `&body=Hi%20Ada%20${tag}%2C%0D%0A%0D%0A%3E%20We%20need%20a%20new%20site%20for%20our%20practice%20(${tag}).`,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy e-mail' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`ada.${tag}@leads.example`);
    await expectNoAxeViolations(page, 'main');
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    expect((await adminLead(request, ada))?.lead.status).toBe('handled');
    await page.getByRole('button', { name: 'Back to the inbox' }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'New (2)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Handled (1)' })).not.toBeChecked();

    await rows(page)
      .filter({ hasText: `Cleo ${tag}` })
      .click();
    await page.getByRole('button', { name: 'Mark as spam' }).click();
    await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'New (1)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Spam (1)' })).not.toBeChecked();
    await page.getByText('Spam (1)', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Spam (1)' })).toBeChecked();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', cleo);
    expect((await adminLead(request, cleo))?.lead.status).toBe('spam');
  });

  test('exports the current filter as CSV, deletes one lead and erases a person', async ({ page, request }) => {
    const tag = tagFor('csv');
    const { ada, ben, cleo } = await seed(request, tag);
    await signInToInbox(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(3);

    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe(`/api/admin/leads?status=new&q=${tag}&format=csv`);
    const csv = await (await page.request.get(href!)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([cleo, ben, ada]);

    await rows(page)
      .filter({ hasText: `Ben ${tag}` })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this lead?' });
    await expect(confirmDelete).toBeVisible();
    await confirmDelete.getByRole('button', { name: 'Delete lead' }).click();
    await expect(rows(page)).toHaveCount(2);
    expect(await adminLead(request, ben)).toBeUndefined();

    await rows(page)
      .filter({ hasText: `Cleo ${tag}` })
      .click();
    await page.getByRole('button', { name: 'Erase this person' }).click();
    const confirmErase = page.getByRole('dialog', { name: 'Erase everything about this person?' });
    await expect(confirmErase).toContainText(`Every lead from cleo.${tag}@leads.example`);
    await confirmErase.getByRole('button', { name: 'Erase person' }).click();
    await expect(rows(page)).toHaveCount(1);
    expect(await adminLead(request, cleo)).toBeUndefined();
    expect(await adminLead(request, ada)).toBeDefined();
  });

  test('shows a new lead while it is open, at the next check and not before', async ({ page, request }) => {
    const tag = tagFor('live');
    await seed(request, tag);
    await pauseClock(page);
    await signInToInbox(page);
    await search(page, tag);
    // The search settles, then the list for it loads: the next check is 30 s after that.
    await page.clock.runFor(300);
    await expect(rows(page)).toHaveCount(3);

    await postLead(request, '/api/founder.js', { name: `Dora ${tag}`, email: `dora.${tag}@leads.example`, message: `Hello ${tag}` });
    await page.clock.runFor(29_000);
    await expect(rows(page)).toHaveCount(3);
    await page.clock.runFor(1_500);
    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).first()).toContainText(`Dora ${tag}`);
    await expect(page.getByRole('status').filter({ hasText: '1 new lead' })).toBeAttached();
  });

  test('signs out: the session ends on the server and the page forgets the leads', async ({ page }) => {
    await signInToInbox(page);
    expect((await page.request.get('/api/admin/leads?limit=1')).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the inbox' })).toBeVisible();
    expect((await page.request.get('/api/admin/leads?limit=1')).status()).toBe(401);
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name));
    expect(databases).not.toContain('kestrel-studio-inbox');
  });

  test('refuses a state change sent with the session from another origin', async ({ page, request }) => {
    const tag = tagFor('csrf');
    const { ada } = await seed(request, tag);
    await signInToInbox(page);
    const forged = await page.request.patch(`/api/admin/leads/${ada}`, { data: { status: 'spam' }, headers: { Origin: 'https://attacker.example' } });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ message: 'Cross-origin requests are refused.' });
    const own = await page.request.patch(`/api/admin/leads/${ada}`, { data: { status: 'archived' }, headers: { Origin: E2E_BASE_URL } });
    expect(own.status()).toBe(200);
    expect((await adminLead(request, ada))?.lead.status).toBe('archived');
  });

  test('answers a wrong passphrase five times with 401, then 429 with Retry-After, the right one included', async () => {
    const testInfo = test.info();
    // An address of this attempt's own: the lock it sets lasts 15 minutes.
    const client = `127.0.${1 + testInfo.repeatEachIndex}.${2 + testInfo.retry}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signInFromAnotherClient('wrong-passphrase-guess', client)).status).toBe(401);
    const locked = await signInFromAnotherClient(E2E_ADMIN_TOKEN, client);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
  });

  test('usable at 375 px: the list and a lead fit the screen', async ({ page, request }) => {
    const tag = tagFor('narrow');
    await seed(request, tag);
    await page.setViewportSize({ width: 375, height: 740 });
    await signInToInbox(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(3);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await rows(page).first().click();
    await expect(page.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
    expect(await overflow()).toBe(0);
  });
});

/** Ten contact leads of one tag, sent one after the other: the list shows the last first. */
async function seedTen(request: Parameters<typeof postLead>[0], tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 1; index <= 10; index += 1) {
    ids.push(
      await postLead(request, '/api/contact.js', {
        from_name: `Lead ${index} ${tag}`,
        from_email: `lead${index}.${tag}@leads.example`,
        message: `Message number ${index} (${tag}).`,
      }),
    );
  }
  return ids.reverse();
}

test.describe("the studio's inbox from the keyboard", () => {
  test('triages ten leads with j, h, s, a and Enter, without the mouse, and the server holds each status', async ({ page, request }) => {
    const tag = tagFor('keys');
    const newestFirst = await seedTen(request, tag);
    await signInToInbox(page);

    // / goes to the search; Shift+Tab back to the status filter's All, which Space picks.
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type(tag);
    await expect(rows(page)).toHaveCount(10);
    const all = page.getByRole('radio', { name: 'All' });
    for (let press = 0; press < 5 && !(await all.evaluate((radio) => radio === document.activeElement)); press += 1) await page.keyboard.press('Shift+Tab');
    await expect(all).toBeFocused();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await expect(rows(page)).toHaveCount(10);

    // j selects the next lead (outlined, focused), a letter marks it; a dash leaves it as it is.
    const plan = ['h', 's', 'a', 'h', '-', 's', 'h', 'a', 'h', 's'] as const;
    const statusOf = { h: 'handled', s: 'spam', a: 'archived', '-': 'new' } as const;
    for (const [index, key] of plan.entries()) {
      await page.keyboard.press('j');
      const row = rows(page).nth(index);
      await expect(row).toHaveAttribute('data-lead-id', newestFirst[index]!);
      await expect(row).toBeFocused();
      await expect(row).toHaveAttribute('data-selected', 'true');
      await expect(page.locator('[data-selected]')).toHaveCount(1);
      if (key === '-') {
        // Enter opens the selected lead beside the list; j goes on from it.
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/studio\\?lead=${newestFirst[index]}$`));
        await expect(page.getByRole('heading', { level: 2, name: `Lead ${10 - index} ${tag}` })).toBeFocused();
        continue;
      }
      await page.keyboard.press(key);
      await expect(row).toHaveAttribute('data-status', statusOf[key]);
    }

    const expected = ['handled', 'spam', 'archived', 'handled', 'new', 'spam', 'handled', 'archived', 'handled', 'spam'];
    await expect(rows(page)).toHaveCount(10);
    for (const [index, status] of expected.entries()) {
      await expect(rows(page).nth(index)).toHaveAttribute('data-status', status);
      await expect(rows(page).nth(index)).toContainText({ handled: 'Handled', spam: 'Spam', archived: 'Archived', new: 'New' }[status]!);
    }
    const stored = await Promise.all(newestFirst.map(async (id) => (await adminLead(request, id))?.lead.status));
    expect(stored).toEqual(expected);
    await expect(page.getByRole('radio', { name: 'Handled (4)' })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Spam (3)' })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Archived (2)' })).toBeAttached();
  });

  test('lists the shortcuts on ?, keeps the focus in the list, and closes it on Escape', async ({ page }) => {
    await signInToInbox(page);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // Pressed again should the inbox still be settling in the first moments after sign-in.
    await expect(async () => {
      await page.keyboard.press('?');
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(dialog.getByRole('row')).toHaveText([
      'KeyAction',
      'jSelect the next lead',
      'kSelect the previous lead',
      'EnterOpen the selected lead',
      'hMark it handled',
      'sMark it spam',
      'aMark it archived',
      'rReply by e-mail',
      '/Search',
      '?Show these shortcuts',
    ]);
    // The focus stays inside while it is open.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // A shortcut key does nothing behind it.
    await page.keyboard.press('j');
    await expect(page.locator('[data-selected]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a wide screen shows the list and the open lead side by side, with next and previous', async ({ page, request }) => {
    const tag = tagFor('split');
    const newestFirst = await seedTen(request, tag);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToInbox(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(10);
    await rows(page).nth(1).click();
    const lead = page.getByRole('article');
    await expect(lead.getByRole('heading', { level: 2, name: `Lead 9 ${tag}` })).toBeVisible();
    const list = (await page.getByRole('region', { name: 'Leads', exact: true }).boundingBox())!;
    const opened = (await lead.boundingBox())!;
    expect(opened.x).toBeGreaterThan(list.x + list.width);
    expect(Math.abs(opened.y - list.y)).toBeLessThan(60);
    expect(list.width / (opened.x + opened.width - list.x)).toBeGreaterThan(0.35);
    expect(list.width / (opened.x + opened.width - list.x)).toBeLessThan(0.45);
    await expect(rows(page).nth(1)).toHaveAttribute('aria-current', 'true');

    await lead.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Lead 8 ${tag}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/studio\\?lead=${newestFirst[2]}$`));
    await page.getByRole('article').getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('article').getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Lead 10 ${tag}` })).toBeVisible();
    await expect(page.getByRole('article').getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  test('on a phone puts the filters in a drawer, so the first lead shows without scrolling', async ({ page, request }) => {
    const tag = tagFor('phone');
    await seed(request, tag);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToInbox(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
    const first = (await rows(page).first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(844);

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByText('Spam (0)', { exact: true }).click();
    await expect(page.getByText('No leads match.')).toBeVisible();
    await drawer.getByText('All', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Filters 1 filter set' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test.describe("the studio's inbox, signed out", () => {
  test('shows the sign-in screen with nothing in the console, first visit or after signing out: it asks for nothing a signed-out visitor is refused', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const signInHeading = page.getByRole('heading', { name: 'Sign in to the inbox' });

    await page.goto('/studio');
    await expect(signInHeading).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    expect(refused).toEqual([]);

    await signInToInbox(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(signInHeading).toBeVisible();
    await page.reload();
    await expect(signInHeading).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    expect(refused).toEqual([]);
  });
});

/** Leads on known days around a range of 2 to 15 November 2025, newest first, as the admin API gives them. */
const NOVEMBER_LEADS = [
  { id: 'nov-16-early', createdAt: '2025-11-16T00:10:00.000Z', name: 'Dana Sixteenth' },
  { id: 'nov-15-late', createdAt: '2025-11-15T23:50:00.000Z', name: 'Cara Fifteenth' },
  { id: 'nov-02-early', createdAt: '2025-11-02T00:05:00.000Z', name: 'Bea Second' },
  { id: 'nov-01-late', createdAt: '2025-11-01T23:55:00.000Z', name: 'Abe First' },
].map(({ id, createdAt, name }) => ({
  id,
  kind: 'contact',
  createdAt,
  status: 'new',
  statusChangedAt: null,
  data: { from_name: name, from_email: `${id}@leads.example`, message: `Written on ${createdAt}` },
}));

/**
 * Answers the inbox's list with NOVEMBER_LEADS as the server filters them (`since` included,
 * `until` not, both midnight UTC), and keeps each list query asked for.
 */
async function answerWithNovemberLeads(page: Page): Promise<URLSearchParams[]> {
  const asked: URLSearchParams[] = [];
  await page.route(
    (url) => url.pathname === '/api/admin/leads',
    async (route) => {
      const query = new URL(route.request().url()).searchParams;
      asked.push(query);
      const since = query.get('since');
      const until = query.get('until');
      const leads = NOVEMBER_LEADS.filter(
        (lead) => (since === null || lead.createdAt >= `${since}T00:00:00.000Z`) && (until === null || lead.createdAt < `${until}T00:00:00.000Z`),
      );
      await route.fulfill({
        json: {
          leads,
          nextCursor: null,
          counts: { new: leads.length, handled: 0, spam: 0, archived: 0 },
          total: leads.length,
          message: `${leads.length} leads`,
        },
      });
    },
  );
  return asked;
}

test.describe("the studio's inbox date filter", () => {
  // The list is answered here; a worker would fetch past page.route.
  test.use({ serviceWorkers: 'block' });

  test('filters the list to a range picked by clicking its first and last day, both days included, and clears', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-11-20T10:00:00Z'));
    const asked = await answerWithNovemberLeads(page);
    await signInToInbox(page);
    await expect(rows(page)).toHaveCount(4);
    const dates = page.getByRole('button', { name: 'Received' });
    await expect(dates).toHaveText('Any date');

    await dates.click();
    await page.getByRole('button', { name: '2 November 2025', exact: true }).click();
    // Half a range is kept while the last day is chosen, and filters nothing yet.
    await expect(dates).toHaveText('2 Nov 2025 –');
    await page.getByRole('button', { name: '15 November 2025', exact: true }).click();
    await expect(dates).toHaveText('2 Nov 2025 – 15 Nov 2025');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toHaveAttribute('data-lead-id', 'nov-15-late');
    await expect(rows(page).nth(1)).toHaveAttribute('data-lead-id', 'nov-02-early');
    expect(asked.map((query) => `${query.get('since')} ${query.get('until')}`)).toEqual(['null null', '2025-11-02 2025-11-16']);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads?status=new&since=2025-11-02&until=2025-11-16&format=csv',
    );

    await page.getByRole('button', { name: 'Clear the dates' }).click();
    await expect(dates).toHaveText('Any date');
    await expect(rows(page)).toHaveCount(4);
    expect(asked.map((query) => query.get('since'))).toEqual([null, '2025-11-02', null]);
  });

  test('picks one day by clicking it twice, and forgets half a range when the calendar closes', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-11-20T10:00:00Z'));
    await answerWithNovemberLeads(page);
    await signInToInbox(page);
    const dates = page.getByRole('button', { name: 'Received' });

    await dates.click();
    await page.getByRole('button', { name: '15 November 2025', exact: true }).click();
    await page.getByRole('button', { name: '15 November 2025', exact: true }).click();
    await expect(dates).toHaveText('15 Nov 2025 – 15 Nov 2025');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-lead-id', 'nov-15-late');

    await dates.click();
    await page.getByRole('button', { name: '1 November 2025', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(dates).toHaveText('Any date');
    await expect(rows(page)).toHaveCount(4);
  });
});

test.describe("the studio's inbox date filter on the server", () => {
  test.use({ timezoneId: 'UTC' });

  test("finds today's leads in a range picked by clicking, and none in next month's", async ({ page, request }) => {
    const tag = tagFor('dates');
    await seed(request, tag);
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await signInToInbox(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(3);
    const dates = page.getByRole('button', { name: 'Received' });

    await dates.click();
    await page.getByRole('button', { name: today, exact: true }).click();
    await page.getByRole('button', { name: today, exact: true }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText(`Cleo ${tag}`);
    await expect(rows(page).nth(2)).toContainText(`Ada ${tag}`);

    await dates.click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const nextMonth = page.locator('[data-dates-dropdown] button[aria-label^="1 "]:not([data-outside])');
    await nextMonth.click();
    await page.locator('[data-dates-dropdown] button[aria-label^="2 "]:not([data-outside])').click();
    await expect(page.getByText('No leads match.')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
});

test.describe("the studio's inbox installed, offline", () => {
  test('opens on the list it last loaded, and a status set offline reaches the server once when back online', async ({ page, context, request }) => {
    const tag = tagFor('offline');
    const { ada } = await seed(request, tag);
    await page.goto('/');
    await waitForOfflineReady(page);
    await signInToInbox(page);
    await expect(rows(page).first()).toBeVisible();
    // The default list (New) is what the device keeps for an offline start.
    await expect(rows(page).filter({ hasText: `Ada ${tag}` })).toHaveCount(1);
    await expect.poll(() => keptInboxCopy(page)).toContain(`Ada ${tag}`);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Offline: showing the inbox as it was at' })).toBeVisible();
    await rows(page)
      .filter({ hasText: `Ada ${tag}` })
      .click();
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByRole('article').getByText('Waiting to send')).toBeVisible();
    expect((await adminLead(request, ada))?.lead.status).toBe('new');

    const queued = await outboxEntries(page);
    expect(queued).toEqual([expect.objectContaining({ kind: 'lead-change', method: 'PATCH', leadIds: [ada], body: { status: 'handled' }, state: 'pending' })]);
    const key = (queued[0] as { idempotencyKey: string }).idempotencyKey;

    await context.setOffline(false);
    await expect.poll(async () => (await adminLead(request, ada))?.lead.status).toBe('handled');
    await expect(page.getByText('Waiting to send')).toHaveCount(0);
    expect(await outboxEntries(page)).toEqual([]);

    // Changed since by someone else, the lead keeps that change when the offline one comes again
    // (a second tab, a late sync): its key was applied once and is answered, not applied, again.
    const later = await request.patch(`/api/admin/leads/${ada}`, { data: { status: 'archived' }, headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(later.status()).toBe(200);
    const replay = await page.request.patch(`/api/admin/leads/${ada}`, {
      data: { status: 'handled' },
      headers: { Origin: E2E_BASE_URL, 'Idempotency-Key': key },
    });
    expect(replay.status()).toBe(200);
    expect((await adminLead(request, ada))?.lead.status).toBe('archived');
  });
});

/** The Monday (YYYY-MM-DD) the studio's week of `instant` began on, in the studio's time zone. */
function studioMonday(instant: Date): string {
  const day = new Date(`${zonedDateTime(instant).date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The real server (the built site, the suite's passphrase) on a free port with an empty store of its
 * own: the suite's store holds every other test's leads, and this week's counts must be exact.
 */
async function serverOfItsOwn(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kestrel-e2e-stats-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // The suite's SITE_URL and analytics script, which its build was made for: with others the server
    // would build dist/ again, under every other test. Its pages are still its own origin's.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SITE_URL: E2E_BASE_URL,
      VITE_ANALYTICS_SCRIPT_URL: E2E_ANALYTICS_SCRIPT_URL,
      ENV_FILE: '/dev/null',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  if (!(await waitForHealth(url, 60_000, () => server.exitCode !== null))) throw new Error('The server of the chart test did not start');
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe("the studio's inbox chart of leads over time", () => {
  test("counts this week's leads per form: the chart's table says what GET /api/admin/stats says, and on a phone it stays small", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const own = await serverOfItsOwn();
    const api = await playwright.request.newContext({ baseURL: own.url });
    try {
      const tag = tagFor('chart');
      for (const [index, name] of ['Ana', 'Bo'].entries()) {
        await postLead(api, '/api/contact.js', { from_name: `${name} ${tag}`, from_email: `c${index}.${tag}@leads.example`, message: `Hello (${tag}).` });
      }
      await postLead(api, '/api/founder.js', { name: `Cy ${tag}`, email: `cy.${tag}@leads.example`, message: `A word (${tag}).` });
      await postLead(api, '/api/subscribe.js', { email: `reader.${tag}@leads.example` });
      const thisWeek = studioMonday(new Date());

      const answer = await api.get('/api/admin/stats', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('no-store');
      const stats = (await answer.json()) as { weeks: Record<string, string | number>[]; total: number; sources: unknown[] };
      expect(stats.total).toBe(4);
      // Posted without a source: all four are counted as having none.
      expect(stats.sources).toEqual([{ source: null, count: 4 }]);
      expect(stats.weeks).toHaveLength(12);
      expect(stats.weeks.at(-1)).toEqual({ start: thisWeek, newsletter: 1, contact: 2, quote: 0, founder: 1, booking: 0 });
      expect(stats.weeks.slice(0, 11).flatMap((week) => Object.entries(week).filter(([key, value]) => key !== 'start' && value !== 0))).toEqual([]);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${own.url}/studio`);
      await page.getByLabel('Passphrase').fill(E2E_ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const section = page.getByRole('region', { name: 'Leads per week' });
      await expect(
        section.getByRole('img', { name: 'Bar chart of leads per week over the last 12 weeks, stacked by form: 4 in all. The numbers follow as a table.' }),
      ).toBeVisible();
      await expect(section.getByText('4 leads in 12 weeks')).toBeVisible();
      const table = section.getByRole('table', { name: 'Leads per week over the last 12 weeks, by form (the last week is this one, so far)' });
      const [, month, day] = thisWeek.split('-').map(Number) as [number, number, number];
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
      const lastRow = table.getByRole('row').last();
      await expect(lastRow.getByRole('rowheader')).toHaveText(`${day} ${months[month - 1]} ${thisWeek.slice(0, 4)}`);
      await expect(lastRow.getByRole('cell')).toHaveText(['1', '2', '0', '1', '0', '4']);
      await expect(table.getByRole('row')).toHaveCount(13);
      // Drawn: a piece of this week's bar for each of the three forms with leads, nothing else.
      await expect(section.locator('.recharts-bar-rectangle path').filter({ visible: true })).toHaveCount(3);
      // Beside the chart, the same leads by source.
      const sources = section.getByRole('list', { name: 'By source' });
      await expect(sources.getByRole('listitem')).toHaveText(['Direct or not recorded 4 leads']);
      await expectNoAxeViolations(page, 'main');

      await page.setViewportSize({ width: 390, height: 844 });
      // A phone keeps the strip small: no list by source there.
      await expect(sources).toBeHidden();
      await expect(section.getByRole('img', { name: /^Bar chart of leads per week/ })).toBeVisible();
      await expect.poll(async () => (await section.boundingBox())?.height ?? 999).toBeLessThanOrEqual(160);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    } finally {
      await api.dispose();
      await own.stop();
    }
  });
});

/** What the device's outbox holds (read straight from IndexedDB). */
function outboxEntries(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('kestrel-lead-outbox');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = db.transaction('leads').objectStore('leads').getAll();
    const entries = await new Promise<unknown[]>((resolve) => (all.onsuccess = () => resolve(all.result as unknown[])));
    db.close();
    return entries;
  });
}
