/**
 * `npm run dev`, as an engineer uses it: every page comes rendered with its content, islands hydrate
 * and a lead sent from a form is stored by the API it runs and listed by the studio's inbox, and an edit to a content file shows in the
 * open page without a reload by hand. Its own server (scripts/dev.ts) on its own port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { E2E_PORT } from './support/env';

const PORT = E2E_PORT + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'dev-admin-token-0123456789abcdef0123';
const PROJECT_DIR = path.resolve(import.meta.dirname, '..');
/** The content file the test edits (the contact page's summary), restored after it. */
const CONTENT_FILE = path.join(PROJECT_DIR, 'src', 'content', 'pages.ts');
const SUMMARY_END = 'usually much sooner.`';
const EDITED_END = 'usually much sooner, even on weekends.`';

let server: ChildProcess | undefined;
let dataDir = '';
const output: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: PROJECT_DIR,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ADMIN_TOKEN, ENV_FILE: '/dev/null', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const line = /leads stored in (\S+) until it stops/.exec(output.join(''));
      if (line) {
        dataDir = line[1]!;
        resolve();
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => reject(new Error(`npm run dev ended (${code}) before it listened:\n${output.join('')}`)));
  });
  await started;
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

test('npm run dev renders every page it is asked for, stores a lead, shows an edit, and removes its store when stopped', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await dismissCookieBanner(page);

  // Three pages as the prerender renders them: their content is in the HTML itself.
  for (const [pagePath, heading] of [
    ['/', 'We build websites that win clients'],
    ['/products/hexacart', 'HexaCart'],
    ['/contact', 'talk about your project'],
  ] as const) {
    const answer = await request.get(`${ORIGIN}${pagePath}`, { headers: { Accept: 'text/html' } });
    expect(answer.status(), pagePath).toBe(200);
    expect(await answer.text(), pagePath).toContain(heading);
    await page.goto(`${ORIGIN}${pagePath}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
  expect((await request.get(`${ORIGIN}/no-such-page`, { headers: { Accept: 'text/html' } })).status()).toBe(404);

  // A lead from the contact form, stored by the API this server runs.
  const email = `dev-${Date.now()}@example.com`;
  const form = page.locator('#contact-form');
  await form.getByRole('textbox', { name: /Your name/ }).fill('Ana Ruiz');
  await form.getByRole('textbox', { name: /Email address/ }).fill(email);
  await form.getByRole('textbox', { name: /Your message/ }).fill('We need a new website for our practice.');
  await form.getByRole('button', { name: /Send Message/ }).click();
  await expect(page.getByText("Thank you! Your message has been sent. We'll get back to you within 24 hours.")).toBeVisible({ timeout: 20_000 });
  const leads = await request.get(`${ORIGIN}/api/admin/leads?kind=contact&format=json`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(leads.status()).toBe(200);
  expect(JSON.stringify(await leads.json())).toContain(email);

  // The studio's inbox, its own application, served on the same port: signed in, it lists the lead.
  const inbox = await page.context().newPage();
  const inboxErrors = collectPageErrors(inbox);
  await inbox.goto(`${ORIGIN}/studio`);
  await inbox.getByLabel('Passphrase').fill(ADMIN_TOKEN);
  await inbox.getByRole('button', { name: 'Sign in' }).click();
  await expect(inbox.getByRole('heading', { level: 1, name: 'Inbox', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(inbox.getByText(email).first()).toBeVisible();
  expect(inboxErrors).toEqual([]);
  await inbox.close();

  // An edit to a content file shows in the open page.
  const original = readFileSync(CONTENT_FILE, 'utf8');
  expect(original).toContain(SUMMARY_END);
  try {
    writeFileSync(CONTENT_FILE, original.replace(SUMMARY_END, EDITED_END));
    await expect(page.getByText('usually much sooner, even on weekends.')).toBeVisible({ timeout: 20_000 });
  } finally {
    writeFileSync(CONTENT_FILE, original);
  }
  await expect(page.getByText('Tell us what you need and we will reply within 24 hours, usually much sooner.')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);

  // Stopped, it leaves nothing behind.
  expect(existsSync(dataDir)).toBe(true);
  const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
  server!.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(existsSync(dataDir)).toBe(false);
});
