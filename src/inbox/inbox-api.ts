/**
 * The inbox's calls to the server: the studio session and the admin API (/api/admin), each answer
 * typed as the server gives it. Every call is same-origin with the session cookie; none carries a token.
 */
import type { LeadSource } from '@/leads/lead-source';
import type { LeadMailState, LeadWebhookState } from '@/leads/lead-deliveries';
import type { LeadKind } from '@/leads/lead-paths';
import type { LeadStatus } from '@/leads/lead-status';

export interface InboxLead {
  id: string;
  kind: LeadKind;
  createdAt: string;
  status: LeadStatus;
  statusChangedAt: string | null;
  data: Record<string, unknown>;
  /** Where it was sent from; absent when it did not say. */
  source?: LeadSource;
}

export type StatusCounts = Record<LeadStatus, number>;

export interface InboxPage {
  leads: InboxLead[];
  nextCursor: string | null;
  counts: StatusCounts;
  total: number;
}

/** One line of a lead's history, oldest first: a status it was moved to, or a note. */
export type HistoryItem = { type: 'status'; id: string; status: string; at: string } | { type: 'note'; id: string; text: string; at: string };

export interface LeadDetail {
  lead: InboxLead;
  mails: LeadMailState[];
  webhooks: LeadWebhookState[];
  /** Absent in a copy this device kept before notes existed. */
  history?: HistoryItem[];
}

/** What a bulk action does to the leads chosen. */
export type BulkAction = 'handled' | 'archived' | 'spam' | 'delete';

/** One week of GET /api/admin/stats: its Monday (YYYY-MM-DD, the studio's calendar) and its leads per form. */
export type WeekCounts = { start: string } & Record<LeadKind, number>;

/** Leads of one source in the stats' weeks. */
export interface SourceCount {
  source: string | null;
  count: number;
}

/** Leads per week and form for the last 12 weeks, the current (partial) week last. */
export interface LeadStats {
  weeks: WeekCounts[];
  total: number;
  /** The same leads by source (campaign source, else referring site; null: neither), most first, at most ten. An older server gives none. */
  sources?: SourceCount[];
}

export interface InboxFilters {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  q?: string | undefined;
  /** One whole source value: a page, a referring site or a campaign tag. */
  source?: string | undefined;
  /** First day wanted (YYYY-MM-DD, UTC). */
  from?: string | undefined;
  /** Last day wanted (YYYY-MM-DD, UTC), included. */
  to?: string | undefined;
}

/** The list a signed-in studio sees first: the leads that need it. */
export const DEFAULT_FILTERS: InboxFilters = { status: 'new' };

/** Leads asked for per page. */
export const INBOX_PAGE_SIZE = 50;

/** The server answered with an error: `status` says which (401: signed out). */
export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'InboxApiError';
  }
}

/** The server could not be reached: offline, or it did not answer. */
export class InboxOfflineError extends Error {
  constructor() {
    super('The server could not be reached.');
    this.name = 'InboxOfflineError';
  }
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The admin API's query for these filters (`until` is exclusive: the day after the last one wanted). */
export function filterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  const source = filters.source?.trim();
  if (source) params.set('source', source);
  if (filters.from) params.set('since', filters.from);
  if (filters.to) params.set('until', dayAfter(filters.to));
  return params;
}

/** Where the current filter's CSV downloads from (every matching lead, no paging). */
export function csvHref(filters: InboxFilters): string {
  const params = filterParams(filters);
  params.set('format', 'csv');
  return `/api/admin/leads?${params.toString()}`;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    });
  } catch (error) {
    // Called off (another filter asked for instead): not a connection's failure.
    if (init.signal?.aborted) throw error;
    throw new InboxOfflineError();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `The server answered ${response.status}.`;
    // A proxy's or the worker's "no connection" answer is not the server's word.
    if (response.status === 502 || response.status === 503 || response.status === 504) throw new InboxOfflineError();
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new InboxApiError(response.status, message, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  return body as T;
}

export interface Session {
  signedIn: true;
  expiresAt: string;
}

export const inboxApi = {
  session: () => request<Session>('/api/studio/session'),
  signIn: (passphrase: string) => request<Session>('/api/studio/session', { method: 'POST', body: JSON.stringify({ passphrase }) }),
  signOut: () => request<{ signedIn: false }>('/api/studio/session', { method: 'DELETE' }),
  page(filters: InboxFilters, cursor?: string | null, signal?: AbortSignal): Promise<InboxPage> {
    const params = filterParams(filters);
    params.set('limit', String(INBOX_PAGE_SIZE));
    if (cursor) params.set('cursor', cursor);
    return request<InboxPage>(`/api/admin/leads?${params.toString()}`, signal ? { signal } : {});
  },
  lead: (id: string, signal?: AbortSignal) => request<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`, signal ? { signal } : {}),
  deleteLead: (id: string) => request<{ deleted: boolean; message: string }>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  stats: (signal?: AbortSignal) => request<LeadStats>('/api/admin/stats', signal ? { signal } : {}),
  erase: (email: string) => request<{ message: string }>('/api/admin/erase', { method: 'POST', body: JSON.stringify({ email }) }),
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  pushKey: () => request<{ publicKey: string }>('/api/admin/push/key'),
  /** Keeps this browser's push subscription (PushSubscription.toJSON()): each new lead is pushed to it. */
  savePushSubscription: (subscription: PushSubscriptionJSON) =>
    request<{ subscribed: true; message: string }>('/api/admin/push/subscription', { method: 'PUT', body: JSON.stringify(subscription) }),
  deletePushSubscription: (endpoint: string) =>
    request<{ deleted: boolean; message: string }>('/api/admin/push/subscription', { method: 'DELETE', body: JSON.stringify({ endpoint }) }),
};

/** Where a lead's status is sent (the outbox keeps this address for a change made offline). */
export function leadAddress(id: string): string {
  return `/api/admin/leads/${encodeURIComponent(id)}`;
}

/** Where a lead's notes are added (and, by id under it, deleted). */
export function notesAddress(id: string): string {
  return `${leadAddress(id)}/notes`;
}

/** Where a bulk action is sent. */
export const BULK_ADDRESS = '/api/admin/leads/bulk';
