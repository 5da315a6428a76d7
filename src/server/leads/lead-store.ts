import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { queuedMailRow } from '@/server/mail/mail-queue';
import type { OutgoingMail } from '@/server/mail/outgoing-mail';
import type { Database, IdempotencyKeysTable, LeadsTable } from '@/server/store/schema';
import { parseStoredObject } from '@/server/store/stored-json';
import { webhookDeliveryRow } from '@/server/webhooks/webhook-deliveries';
import { queueLeadPushes } from '@/server/push/push-deliveries';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency';
import type { LeadSource } from '@/leads/lead-source';
import { leadSearchText, leadSourceTerms } from './lead-search';

export interface StoredResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface IdempotencyRecord {
  key: string;
  kind: string;
  requestHash: string;
  response: StoredResponse;
  leadId: string;
  /** When the key was stored (ISO-8601 UTC). */
  createdAt: string;
}

export interface NewLead {
  id: string;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  /** The validated body. */
  data: Record<string, unknown>;
  /** Where it was sent from, as validated (kept beside the fields). */
  source?: LeadSource | undefined;
  /** The answer a replay of this key will get. */
  response: StoredResponse;
  /** Mails to send once the lead is committed. */
  mails: OutgoingMail[];
  /** Queue one webhook delivery with the lead (WEBHOOK_URL is configured). */
  webhook?: boolean;
  now: Date;
  /** How long the key is remembered; a client's key 30 days, a key derived from a native form post less. */
  keyTtlMs?: number;
}

export type StoreLeadOutcome = { stored: true } | { stored: false; existing: IdempotencyRecord };

export interface StoredLead {
  id: string;
  kind: string;
  createdAt: string;
  data: Record<string, unknown>;
  /** Where it was sent from; absent when it did not say (every lead stored before it was kept), so such a lead reads as it always did. */
  source?: LeadSource;
}

/** The columns a lead's source is kept in, read with it. */
export const SOURCE_COLUMNS = ['source_page', 'source_referrer', 'source_utm_source', 'source_utm_medium', 'source_utm_campaign'] as const;

type SourceRow = Pick<LeadsTable, (typeof SOURCE_COLUMNS)[number]>;

/** A source as its columns hold it: null for each part it does not have. */
export function sourceColumns(source: LeadSource | undefined): SourceRow {
  return {
    source_page: source?.page ?? null,
    source_referrer: source?.referrer ?? null,
    source_utm_source: source?.utmSource ?? null,
    source_utm_medium: source?.utmMedium ?? null,
    source_utm_campaign: source?.utmCampaign ?? null,
  };
}

/** The source its columns hold, or none when every one is null. */
export function sourceOfRow(row: SourceRow): LeadSource | undefined {
  const source: LeadSource = {};
  if (row.source_page !== null) source.page = row.source_page;
  if (row.source_referrer !== null) source.referrer = row.source_referrer;
  if (row.source_utm_source !== null) source.utmSource = row.source_utm_source;
  if (row.source_utm_medium !== null) source.utmMedium = row.source_utm_medium;
  if (row.source_utm_campaign !== null) source.utmCampaign = row.source_utm_campaign;
  return Object.keys(source).length > 0 ? source : undefined;
}

/** The columns a stored lead is read from. */
const LEAD_COLUMNS = ['id', 'kind', 'created_at', 'data', ...SOURCE_COLUMNS] as const;

type Executor = Kysely<Database> | Transaction<Database>;

function toRecord(row: IdempotencyKeysTable): IdempotencyRecord {
  return {
    key: row.key,
    kind: row.kind,
    requestHash: row.request_hash,
    response: { status: Number(row.response_status), body: parseStoredObject(row.response_body, `the stored answer of lead ${row.lead_id}`) },
    leadId: row.lead_id,
    createdAt: row.created_at,
  };
}

/** The live record for `key`, if a lead was stored under it and the key has not expired. */
export async function findIdempotencyRecord(db: Executor, key: string, now: Date): Promise<IdempotencyRecord | undefined> {
  const row = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).where('expires_at', '>', now.toISOString()).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/**
 * Stores the key, the lead, its mails, webhook delivery and pushes in one transaction. The key is inserted first: if another
 * request (in this or another process) committed the same key meanwhile, nothing is written and its
 * record is returned instead, so one key can never yield two leads.
 */
export function storeLead(db: Kysely<Database>, lead: NewLead): Promise<StoreLeadOutcome> {
  return db.transaction().execute((trx) => insertLead(trx, lead));
}

/** The writes of `storeLead`, inside a transaction the caller owns (and commits before answering). */
export async function insertLead(trx: Transaction<Database>, lead: NewLead): Promise<StoreLeadOutcome> {
  const createdAt = lead.now.toISOString();
  // An expired key may be used afresh; its old lead stays.
  await trx.deleteFrom('idempotency_keys').where('key', '=', lead.idempotencyKey).where('expires_at', '<=', createdAt).execute();
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      key: lead.idempotencyKey,
      kind: lead.kind,
      request_hash: lead.requestHash,
      response_status: lead.response.status,
      response_body: JSON.stringify(lead.response.body),
      lead_id: lead.id,
      created_at: createdAt,
      expires_at: new Date(lead.now.getTime() + (lead.keyTtlMs ?? IDEMPOTENCY_KEY_TTL_MS)).toISOString(),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await findIdempotencyRecord(trx, lead.idempotencyKey, lead.now);
    if (!existing) throw new Error(`Idempotency key ${lead.idempotencyKey} conflicted but has no record`);
    return { stored: false, existing };
  }

  await trx
    .insertInto('leads')
    .values({
      id: lead.id,
      kind: lead.kind,
      created_at: createdAt,
      data: JSON.stringify(lead.data),
      idempotency_key: lead.idempotencyKey,
      search_text: leadSearchText(lead.kind, lead.data, lead.source),
      ...sourceColumns(lead.source),
      source_terms: leadSourceTerms(lead.source),
    })
    .execute();

  const { mails } = lead;
  if (mails.length > 0) {
    await trx
      .insertInto('mail_outbox')
      .values(mails.map((mail) => queuedMailRow(lead.id, mail, lead.now)))
      .execute();
  }
  if (lead.webhook) await trx.insertInto('webhook_deliveries').values(webhookDeliveryRow(lead.id, lead.now)).execute();
  // One web push to each browser the studio turned notifications on in (none queued while there is none).
  await queueLeadPushes(trx, lead.id, lead.now);
  return { stored: true };
}

export interface LeadQuery {
  kind?: string | undefined;
  /** Only leads created at or after this instant. */
  since?: Date | undefined;
  /** At most this many, the newest. */
  limit?: number | undefined;
}

/** Narrows a select of leads (the inbox's filters: see lead-inbox.ts). */
export type LeadFilter = <O>(select: SelectQueryBuilder<Database, 'leads', O>) => SelectQueryBuilder<Database, 'leads', O>;

/**
 * Rows per page when leads are read page by page: a few hundred kilobytes at most (a lead is
 * under 32 KiB, usually a few), and a short task: an export yields to other requests between
 * pages, so a page is the longest it holds them up (a few milliseconds; tests/export-yield.test.ts).
 */
export const LEAD_PAGE_SIZE = 50;

/** Lets every other callback that is due run (new requests, a health check) before going on. */
function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Leads newest first, one page per step, each page read by its own query from where the last one
 * ended (created_at, then id): memory holds one page, and leads stored meanwhile (newer than the
 * first page) are not seen. Between pages it yields to the event loop, so a long list read as
 * fast as it can be written (an export to a reader on the same machine) never holds other
 * requests up for more than a page.
 */
export async function* leadPages(
  db: Kysely<Database>,
  query: { kind?: string | undefined; pageSize?: number; filter?: LeadFilter | undefined } = {},
): AsyncGenerator<StoredLead[]> {
  const pageSize = query.pageSize ?? LEAD_PAGE_SIZE;
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let select = db.selectFrom('leads').select(LEAD_COLUMNS);
    if (query.kind !== undefined) select = select.where('kind', '=', query.kind);
    if (query.filter) select = query.filter(select);
    if (after) {
      await yieldToOthers();
      const { createdAt, id } = after;
      select = select.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
    }
    const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).execute();
    if (rows.length > 0) yield rows.map(toStoredLead);
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

function toStoredLead(row: Pick<LeadsTable, (typeof LEAD_COLUMNS)[number]>): StoredLead {
  const source = sourceOfRow(row);
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    data: parseStoredObject(row.data, `the data of lead ${row.id}`),
    ...(source ? { source } : {}),
  };
}

/** One lead by its id, as the admin API lists it. */
export async function findLead(db: Kysely<Database>, id: string): Promise<StoredLead | undefined> {
  const row = await db.selectFrom('leads').select(LEAD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toStoredLead(row) : undefined;
}

/** Leads, newest first. */
export async function listLeads(db: Kysely<Database>, query: LeadQuery = {}): Promise<StoredLead[]> {
  let select = db.selectFrom('leads').select(LEAD_COLUMNS);
  if (query.kind !== undefined) select = select.where('kind', '=', query.kind);
  // created_at is stored as toISOString() text, whose order is time order: compare in the same form.
  if (query.since !== undefined) select = select.where('created_at', '>=', query.since.toISOString());
  if (query.limit !== undefined) select = select.limit(query.limit);
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toStoredLead);
}

export async function countLeads(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((expression) => expression.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Forgets keys past their 30 days, the leads', the status changes' and the other changes'; returns how many went. */
export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  const statusKeys = await db
    .deleteFrom('lead_status_changes')
    .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
    .executeTakeFirst();
  const changeKeys = await db
    .deleteFrom('lead_change_keys')
    .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) + Number(statusKeys.numDeletedRows) + Number(changeKeys.numDeletedRows);
}
