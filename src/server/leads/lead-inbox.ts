import type { Kysely, SelectQueryBuilder, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { LeadStatus } from '@/leads/lead-status';
import { LEAD_STATUSES, isLeadStatus } from '@/leads/lead-status';
import type { Database, LeadsTable } from '@/server/store/schema';
import { parseStoredObject } from '@/server/store/stored-json';
import { requestHash } from './idempotency';
import type { LeadSource } from '@/leads/lead-source';
import type { LeadFilter } from './lead-store';
import { SOURCE_COLUMNS, sourceOfRow } from './lead-store';
import { containsPattern, searchWords, sourceTermPattern } from './lead-search';

/** A lead as the inbox shows it (the legacy list's shape plus its status). */
export interface InboxLead {
  id: string;
  kind: string;
  createdAt: string;
  status: string;
  statusChangedAt: string | null;
  data: Record<string, unknown>;
  /** Where it was sent from; absent when it did not say. */
  source?: LeadSource;
}

export interface LeadFilters {
  kind?: string | undefined;
  status?: LeadStatus | undefined;
  /** Created at or after this instant. */
  since?: Date | undefined;
  /** Created before this instant. */
  until?: Date | undefined;
  /** Words that must all be found in the lead's typed fields or its source (see lead-search.ts). */
  q?: string | undefined;
  /** One value of the lead's source, whole, case aside: its page, its referring origin or one of its campaign tags. */
  source?: string | undefined;
}

/** A place in the newest-first order: the last lead of a page. */
export interface InboxPosition {
  createdAt: string;
  id: string;
}

export interface InboxQuery extends LeadFilters {
  limit: number;
  /** Leads after this one in the order; the first page without. */
  after?: InboxPosition | undefined;
}

export interface InboxPage {
  leads: InboxLead[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** Leads per status for the filters other than `status`. */
  counts: Record<LeadStatus, number>;
  /** Leads matching every filter. */
  total: number;
}

const INBOX_COLUMNS = ['id', 'kind', 'created_at', 'status', 'status_changed_at', 'data', ...SOURCE_COLUMNS] as const;
type InboxRow = Pick<LeadsTable, 'id' | 'kind' | 'created_at' | 'status_changed_at' | 'data' | (typeof SOURCE_COLUMNS)[number]> & { status: string };

function toInboxLead(row: InboxRow): InboxLead {
  const source = sourceOfRow(row);
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    status: row.status,
    statusChangedAt: row.status_changed_at,
    data: parseStoredObject(row.data, `the data of lead ${row.id}`),
    ...(source ? { source } : {}),
  };
}

/** created_at is stored as toISOString() text, whose order is time order: compare in the same form. */
export function leadFilter(filters: LeadFilters): LeadFilter {
  const words = filters.q === undefined ? [] : searchWords(filters.q);
  return <O>(select: SelectQueryBuilder<Database, 'leads', O>) => {
    let narrowed = select;
    if (filters.kind !== undefined) narrowed = narrowed.where('kind', '=', filters.kind);
    if (filters.status !== undefined) narrowed = narrowed.where('status', '=', filters.status);
    if (filters.since !== undefined) narrowed = narrowed.where('created_at', '>=', filters.since.toISOString());
    if (filters.until !== undefined) narrowed = narrowed.where('created_at', '<', filters.until.toISOString());
    // A literal escape character: standard SQL on both dialects (PostgreSQL's standard_conforming_strings is on by default).
    for (const word of words) narrowed = narrowed.where(sql<SqlBool>`search_text like ${containsPattern(word)} escape '\\'`);
    if (filters.source !== undefined) narrowed = narrowed.where(sql<SqlBool>`source_terms like ${sourceTermPattern(filters.source)} escape '\\'`);
    return narrowed;
  };
}

/** The cursor a client sends back for the next page: base64url JSON, opaque to it. */
export function encodeCursor(position: InboxPosition): string {
  return Buffer.from(JSON.stringify({ createdAt: position.createdAt, id: position.id }), 'utf8').toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MAX_CURSOR_ID_LENGTH = 200;

/** The position a cursor names, or undefined for anything this server did not make. */
export function decodeCursor(cursor: string): InboxPosition | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below, like JSON of any other shape.
  }
  // Object() makes null, a number or a string an object without these members.
  const { createdAt, id } = Object(parsed) as Record<string, unknown>;
  if (typeof createdAt !== 'string' || !ISO_INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt))) return undefined;
  if (typeof id !== 'string' || id === '' || id.length > MAX_CURSOR_ID_LENGTH) return undefined;
  return { createdAt, id };
}

/**
 * One page of the inbox, newest first, with the counts the client's tabs show. Keyset paging
 * (created_at, then id, from where the last page ended): a lead stored meanwhile sorts before the
 * first page, so it neither repeats a lead on a later page nor pushes one off it.
 */
export async function readInbox(db: Kysely<Database>, query: InboxQuery): Promise<InboxPage> {
  const { status, ...otherFilters } = query;
  let select = leadFilter(query)(db.selectFrom('leads').select(INBOX_COLUMNS));
  if (query.after) {
    const { createdAt, id } = query.after;
    select = select.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
  }
  // One more than asked tells whether there is a next page without counting.
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const counts = await countByStatus(db, otherFilters);
  const total = status === undefined ? LEAD_STATUSES.reduce((sum, each) => sum + counts[each], 0) : counts[status];
  return {
    leads: page.map(toInboxLead),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    counts,
    total,
  };
}

/** Leads per status matching `filters` (a status the API does not set is not counted). */
export async function countByStatus(db: Kysely<Database>, filters: Omit<LeadFilters, 'status'>): Promise<Record<LeadStatus, number>> {
  const rows = await leadFilter(filters)(db.selectFrom('leads').select((eb) => ['status', eb.fn.countAll<number | string | bigint>().as('count')]))
    .groupBy('status')
    .execute();
  const counts: Record<LeadStatus, number> = { new: 0, handled: 0, spam: 0, archived: 0 };
  for (const row of rows) if (isLeadStatus(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

/** One lead with its status, as the inbox shows it. */
export async function findInboxLead(db: Kysely<Database>, id: string): Promise<InboxLead | undefined> {
  const row = await db.selectFrom('leads').select(INBOX_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toInboxLead(row) : undefined;
}

/** History rows per insert: 4 parameters each, well under every dialect's limit. */
const HISTORY_BATCH_SIZE = 500;

/** Records that these leads were moved to `status` now: their history. */
export async function recordStatusChanges(trx: Transaction<Database>, leadIds: readonly string[], status: LeadStatus, now: Date): Promise<void> {
  if (leadIds.length === 0) return;
  const at = now.toISOString();
  for (let start = 0; start < leadIds.length; start += HISTORY_BATCH_SIZE) {
    await trx
      .insertInto('lead_status_history')
      .values(leadIds.slice(start, start + HISTORY_BATCH_SIZE).map((leadId) => ({ id: crypto.randomUUID(), lead_id: leadId, status, created_at: at })))
      .execute();
  }
}

export interface StatusChange {
  id: string;
  status: LeadStatus;
  now: Date;
  /** The Idempotency-Key the change came with: its answer is stored and a replay gets it. */
  key?: string | undefined;
  /** The answer to give (and to store under the key), from the lead as the change left it. */
  answer: (lead: InboxLead) => Record<string, unknown>;
}

export type StatusChangeOutcome =
  | { outcome: 'changed' | 'unchanged'; lead: InboxLead; body: Record<string, unknown> }
  | { outcome: 'replayed'; body: Record<string, unknown> }
  | { outcome: 'not-found' }
  /** The key was used for another lead or another status. */
  | { outcome: 'key-reused' };

/** Thrown inside the transaction to undo the key's row: a change to no lead is not remembered. */
class NoSuchLead extends Error {}

/**
 * Sets a lead's status. The same status again changes nothing (not even statusChangedAt). With a
 * key, the key's row is inserted first, in the same transaction: a second request with it (a
 * replay, or the same one racing in another process) waits for the first to commit and then gets
 * its stored answer without applying anything, so a replay never undoes a later change.
 */
export async function setLeadStatus(db: Kysely<Database>, change: StatusChange): Promise<StatusChangeOutcome> {
  const nowIso = change.now.toISOString();
  const hash = requestHash('lead-status', { id: change.id, status: change.status });
  const { key } = change;
  try {
    return await db.transaction().execute(async (trx): Promise<StatusChangeOutcome> => {
      if (key !== undefined) {
        const inserted = await trx
          .insertInto('lead_status_changes')
          .values({ key, lead_id: change.id, status: change.status, request_hash: hash, response_body: '{}', created_at: nowIso })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!inserted) {
          const stored = await trx.selectFrom('lead_status_changes').select(['request_hash', 'response_body']).where('key', '=', key).executeTakeFirstOrThrow();
          if (stored.request_hash !== hash) return { outcome: 'key-reused' };
          return { outcome: 'replayed', body: parseStoredObject(stored.response_body, `the stored answer of a status change of lead ${change.id}`) };
        }
      }
      // One statement decides whether anything changes, so two changes at once cannot both read the old status.
      const updated = await trx
        .updateTable('leads')
        .set({ status: change.status, status_changed_at: nowIso })
        .where('id', '=', change.id)
        .where('status', '<>', change.status)
        .returning(INBOX_COLUMNS)
        .executeTakeFirst();
      if (updated) await recordStatusChanges(trx, [change.id], change.status, change.now);
      const row = updated ?? (await trx.selectFrom('leads').select(INBOX_COLUMNS).where('id', '=', change.id).executeTakeFirst());
      if (!row) throw new NoSuchLead();
      const lead = toInboxLead(row);
      const body = change.answer(lead);
      if (key !== undefined)
        await trx
          .updateTable('lead_status_changes')
          .set({ response_body: JSON.stringify(body) })
          .where('key', '=', key)
          .execute();
      return { outcome: updated ? 'changed' : 'unchanged', lead, body };
    });
  } catch (error) {
    if (error instanceof NoSuchLead) return { outcome: 'not-found' };
    throw error;
  }
}
