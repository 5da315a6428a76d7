import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { LeadKind } from '@/leads/kinds';
import { E2E_ADMIN_TOKEN } from './env';

export interface StoredLead {
  id: string;
  kind: LeadKind;
  createdAt: string;
  data: Record<string, unknown>;
}

/** An address no other test uses: tests share one server and one store. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const slug = `${label}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now().toString(36)}`;
  return `${slug.toLowerCase().replace(/[^a-z0-9-]/g, '-')}@forms.example`;
}

/** The stored leads of `kind` whose `emailField` is `email`, read through the studio's admin API. */
export async function storedLeads(request: APIRequestContext, kind: LeadKind, emailField: string, email: string): Promise<StoredLead[]> {
  const response = await request.get(`/api/admin/leads?kind=${kind}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { leads: StoredLead[] };
  return body.leads.filter((lead) => lead.data[emailField] === email);
}

/** Waits until exactly one lead with this address is stored and returns it. */
export async function theOnlyLead(request: APIRequestContext, kind: LeadKind, emailField: string, email: string): Promise<StoredLead> {
  await expect.poll(async () => (await storedLeads(request, kind, emailField, email)).length).toBe(1);
  const [lead] = await storedLeads(request, kind, emailField, email);
  return lead!;
}

/**
 * Makes the lead endpoint answer with a server fault in the browser (the server stays real for
 * every other test). Needs the page's service worker blocked, or the worker would fetch past it.
 */
export async function failLeadEndpoint(page: Page, path: string, status = 500, body: Record<string, unknown> = {}): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
}

/** Makes the lead endpoint unreachable, as when the visitor's connection drops. */
export async function cutLeadEndpoint(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.abort('internetdisconnected'));
}

/**
 * Takes IndexedDB away, as in a browser mode without site storage: a lead that cannot be sent
 * can then not be kept in the outbox either, and the form shows the spec's failure message.
 */
export async function withoutDeviceStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
}
