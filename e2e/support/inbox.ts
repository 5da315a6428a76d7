import http from 'node:http';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_BASE_URL, E2E_PORT } from './env';

/** Opens the studio's inbox and signs in with the passphrase. */
export async function signInToInbox(page: Page): Promise<void> {
  await page.goto('/studio');
  await page.getByLabel('Passphrase').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Exactly: the sign-in form's own heading, "Sign in to the inbox", would match too.
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox', exact: true })).toBeVisible();
  // The browser stores the session cookie on its own time; page.request reads it from that store.
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'kestrel_studio')).toBe(true);
}

/** Posts a lead as a visitor's form would; returns its id. */
export async function postLead(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await request.post(path, { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export interface InboxLeadAnswer {
  lead: { id: string; status: string; statusChangedAt: string | null; data: Record<string, unknown> };
}

/** One lead as the admin API gives it (404: undefined). */
export async function adminLead(request: APIRequestContext, id: string): Promise<InboxLeadAnswer | undefined> {
  const response = await request.get(`/api/admin/leads/${id}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  if (response.status() === 404) return undefined;
  expect(response.status()).toBe(200);
  return (await response.json()) as InboxLeadAnswer;
}

/**
 * A sign-in from another loopback address (`localAddress`, 127.0.0.2 and up): the wrong-passphrase
 * limit counts per client, and the rest of the suite signs in from 127.0.0.1.
 */
export function signInFromAnotherClient(passphrase: string, localAddress: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ passphrase });
    const request = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        localAddress,
        method: 'POST',
        path: '/api/studio/session',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Origin: E2E_BASE_URL },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The inbox's answers as this device keeps them for an offline start (the persisted query cache, as text). */
export function keptInboxCopy(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('kestrel-studio-inbox');
        // Never create the database here: that is the inbox's job (and its schema).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve('') : reject(open.error ?? new Error('The inbox copy could not be opened')));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) {
            db.close();
            resolve('');
            return;
          }
          const request = db.transaction('queries').objectStore('queries').get('inbox');
          request.onsuccess = () => {
            db.close();
            resolve(typeof request.result === 'string' ? request.result : '');
          };
          request.onerror = () => reject(request.error ?? new Error('The inbox copy could not be read'));
        };
      }),
  );
}
