/**
 * The studio's changes to leads besides one status: notes (added, deleted), a lead's history
 * (its status changes and notes in time order) and bulk actions on a selection. Each change made
 * with an Idempotency-Key stores its answer under the key in the change's own transaction, so a
 * replay (the device's outbox sending it again, or the same request racing in another process)
 * gets that answer and changes nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { LeadStatus } from '@/leads/lead-status';
import type { Database } from '@/server/store/schema';
import { parseStoredObject } from '@/server/store/stored-json';
import { requestHash } from './idempotency';
import type { LeadFilters } from './lead-inbox';
import { leadFilter, recordStatusChanges } from './lead-inbox';
import { deleteLeadsIn } from './lead-retention';

/** Ids per statement: well under every dialect's limit on bound parameters. */
const ID_BATCH_SIZE = 500;

export interface LeadNote {
  id: string;
  leadId: string;
  text: string;
  createdAt: string;
}

/** One line of a lead's history: a status it was moved to, or a note. */
export type HistoryItem = { type: 'status'; id: string; status: string; at: string } | { type: 'note'; id: string; text: string; at: string };

/** What a keyed change did: its answer (stored under the key), a replay of it, or why it was not made. */
export type KeyedOutcome =
  | { outcome: 'done'; body: Record<string, unknown> }
  | { outcome: 'replayed'; body: Record<string, unknown> }
  | { outcome: 'not-found' }
  | { outcome: 'key-reused' };

/** Thrown inside a change's transaction to undo its key's row: a change to no lead is not remembered. */
class NoSuchLead extends Error {}

interface KeyedChange {
  /** Absent: the change is made without remembering an answer. */
  key?: string | undefined;
  /** The lead the key belongs to (deleted with it); null for a bulk action. */
  leadId: string | null;
  /** What a replay must ask for again: the change's kind and its request. */
  hash: string;
  now: Date;
}

/**
 * Runs `work` in a transaction that first claims the key (an insert that does nothing on conflict:
 * a second request with the key waits for the first to commit, then reads its answer). `work`
 * returns the answer to give, or throws NoSuchLead to give 404 and forget the key.
 */
async function withChangeKey(
  db: Kysely<Database>,
  change: KeyedChange,
  work: (trx: Transaction<Database>) => Promise<Record<string, unknown>>,
): Promise<KeyedOutcome> {
  const { key } = change;
  try {
    return await db.transaction().execute(async (trx): Promise<KeyedOutcome> => {
      if (key !== undefined) {
        const inserted = await trx
          .insertInto('lead_change_keys')
          .values({ key, lead_id: change.leadId, request_hash: change.hash, response_body: '{}', created_at: change.now.toISOString() })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!inserted) {
          const stored = await trx.selectFrom('lead_change_keys').select(['request_hash', 'response_body']).where('key', '=', key).executeTakeFirstOrThrow();
          if (stored.request_hash !== change.hash) return { outcome: 'key-reused' };
          return { outcome: 'replayed', body: parseStoredObject(stored.response_body, 'the stored answer of a change') };
        }
      }
      const body = await work(trx);
      if (key !== undefined)
        await trx
          .updateTable('lead_change_keys')
          .set({ response_body: JSON.stringify(body) })
          .where('key', '=', key)
          .execute();
      return { outcome: 'done', body };
    });
  } catch (error) {
    if (error instanceof NoSuchLead) return { outcome: 'not-found' };
    throw error;
  }
}

async function leadExists(trx: Transaction<Database>, id: string): Promise<boolean> {
  return (await trx.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface NewNote {
  leadId: string;
  /** Already checked: trimmed, 1 to MAX_NOTE_LENGTH characters. */
  text: string;
  now: Date;
  key?: string | undefined;
}

/** Adds a note to a lead; answers `{ note, message }`. */
export function addNote(db: Kysely<Database>, input: NewNote): Promise<KeyedOutcome> {
  const hash = requestHash('lead-note', { id: input.leadId, text: input.text });
  return withChangeKey(db, { key: input.key, leadId: input.leadId, hash, now: input.now }, async (trx) => {
    if (!(await leadExists(trx, input.leadId))) throw new NoSuchLead();
    const note: LeadNote = { id: crypto.randomUUID(), leadId: input.leadId, text: input.text, createdAt: input.now.toISOString() };
    await trx.insertInto('lead_notes').values({ id: note.id, lead_id: note.leadId, text: note.text, created_at: note.createdAt }).execute();
    return { note, message: 'Note added' };
  });
}

export interface NoteRemoval {
  leadId: string;
  noteId: string;
  now: Date;
  key?: string | undefined;
}

/** Deletes one note of a lead; a note already gone deletes nothing and is not an error. */
export function deleteNote(db: Kysely<Database>, input: NoteRemoval): Promise<KeyedOutcome> {
  const hash = requestHash('lead-note-delete', { id: input.leadId, note: input.noteId });
  return withChangeKey(db, { key: input.key, leadId: input.leadId, hash, now: input.now }, async (trx) => {
    if (!(await leadExists(trx, input.leadId))) throw new NoSuchLead();
    const removed = await trx.deleteFrom('lead_notes').where('id', '=', input.noteId).where('lead_id', '=', input.leadId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0
      ? { deleted: true, message: 'Note deleted' }
      : { deleted: false, message: 'No note with this id: nothing was deleted.' };
  });
}

/** A lead's status changes and notes, oldest first (a status before a note made in the same millisecond). */
export async function leadHistory(db: Kysely<Database>, leadId: string): Promise<HistoryItem[]> {
  const [statuses, notes] = await Promise.all([
    db.selectFrom('lead_status_history').select(['id', 'status', 'created_at']).where('lead_id', '=', leadId).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('lead_notes').select(['id', 'text', 'created_at']).where('lead_id', '=', leadId).orderBy('created_at').orderBy('id').execute(),
  ]);
  const items: HistoryItem[] = [
    ...statuses.map((row): HistoryItem => ({ type: 'status', id: row.id, status: row.status, at: row.created_at })),
    ...notes.map((row): HistoryItem => ({ type: 'note', id: row.id, text: row.text, at: row.created_at })),
  ];
  // A stable sort: statuses stay before notes of the same instant, each kind in its own order.
  return items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** What a bulk action does: a status every chosen lead is moved to, or their deletion. */
export type BulkAction = Exclude<LeadStatus, 'new'> | 'delete';

/** The leads a bulk action applies to: these ids, or every lead the list's filters match. */
export type BulkTarget = { ids: readonly string[] } | { filter: LeadFilters };

export interface BulkRequest {
  action: BulkAction;
  target: BulkTarget;
  now: Date;
  key?: string | undefined;
}

const BULK_DONE: Record<BulkAction, string> = { handled: 'marked handled', archived: 'archived', spam: 'marked spam', delete: 'deleted' };

function leadsWord(count: number): string {
  return count === 1 ? '1 lead' : `${count} leads`;
}

/** The hash of a bulk request: the action and its ids (in the order sent) or its filter. */
function bulkHash(action: BulkAction, target: BulkTarget): string {
  if ('ids' in target) return requestHash('lead-bulk', { action, ids: target.ids });
  const { filter } = target;
  return requestHash('lead-bulk', {
    action,
    filter: {
      kind: filter.kind,
      status: filter.status,
      q: filter.q,
      source: filter.source,
      since: filter.since?.toISOString(),
      until: filter.until?.toISOString(),
    },
  });
}

/**
 * Applies one action to the chosen leads in one transaction. Answers `{ action, matched, changed,
 * message }`: `matched` leads existed (an id no longer there is skipped), `changed` were moved
 * (one already in the status is left as it is) or deleted.
 */
export function applyBulk(db: Kysely<Database>, request: BulkRequest): Promise<KeyedOutcome> {
  const { action, target, now } = request;
  return withChangeKey(db, { key: request.key, leadId: null, hash: bulkHash(action, target), now }, async (trx) => {
    let ids: string[];
    if ('ids' in target) {
      ids = [];
      const wanted = [...new Set(target.ids)];
      for (let start = 0; start < wanted.length; start += ID_BATCH_SIZE) {
        const rows = await trx
          .selectFrom('leads')
          .select('id')
          .where('id', 'in', wanted.slice(start, start + ID_BATCH_SIZE))
          .execute();
        ids.push(...rows.map((row) => row.id));
      }
    } else {
      ids = (await leadFilter(target.filter)(trx.selectFrom('leads').select('id')).execute()).map((row) => row.id);
    }
    let changed = 0;
    if (action === 'delete') {
      changed = (await deleteLeadsIn(trx, ids)).leads;
    } else {
      for (let start = 0; start < ids.length; start += ID_BATCH_SIZE) {
        const moved = await trx
          .updateTable('leads')
          .set({ status: action, status_changed_at: now.toISOString() })
          .where('id', 'in', ids.slice(start, start + ID_BATCH_SIZE))
          .where('status', '<>', action)
          .returning('id')
          .execute();
        await recordStatusChanges(
          trx,
          moved.map((row) => row.id),
          action,
          now,
        );
        changed += moved.length;
      }
    }
    return { action, matched: ids.length, changed, message: `${leadsWord(changed)} ${BULK_DONE[action]}` };
  });
}
