import type { Kysely } from 'kysely';
import { notesOf } from '@/server/leads/lead-changes';
import type { StoredLead } from '@/server/leads/lead-store';
import type { Database } from '@/server/store/schema';
import type { CsvLead } from './leads-csv';

/**
 * Leads with their status and notes, read by id: the CSV gives each lead's status and notes, and
 * the list it is written from (read page by page, as the legacy JSON gives it) leaves them out.
 * A lead deleted in between keeps no status (an empty cell) and no notes.
 */
export async function withInboxColumns(db: Kysely<Database>, leads: readonly StoredLead[]): Promise<CsvLead[]> {
  if (leads.length === 0) return [];
  const ids = leads.map((lead) => lead.id);
  const rows = await db.selectFrom('leads').select(['id', 'status']).where('id', 'in', ids).execute();
  const notes = await notesOf(db, ids);
  const statuses = new Map(rows.map((row) => [row.id, row.status]));
  return leads.map((lead) => {
    const status = statuses.get(lead.id);
    const leadNotes = (notes.get(lead.id) ?? []).map((note) => ({ createdAt: note.createdAt, text: note.text }));
    return { ...lead, ...(status === undefined ? {} : { status }), ...(leadNotes.length > 0 ? { notes: leadNotes } : {}) };
  });
}
