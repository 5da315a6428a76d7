import type { Kysely } from 'kysely';
import type { StoredLead } from '@/server/leads/lead-store';
import type { Database } from '@/server/store/schema';
import type { CsvLead, CsvNote } from './leads-csv';

/**
 * Leads with their status and notes, read by id in one query (a lead joined to each of its notes):
 * the CSV gives each lead's status and notes, and the list it is written from (read page by page,
 * as the legacy JSON gives it) leaves them out. A lead deleted in between keeps no status (an empty
 * cell) and no notes.
 */
export async function withInboxColumns(db: Kysely<Database>, leads: readonly StoredLead[]): Promise<CsvLead[]> {
  if (leads.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .leftJoin('lead_notes', 'lead_notes.lead_id', 'leads.id')
    .select(['leads.id', 'leads.status', 'lead_notes.created_at as note_at', 'lead_notes.text as note_text'])
    .where(
      'leads.id',
      'in',
      leads.map((lead) => lead.id),
    )
    .orderBy('leads.id')
    .orderBy('lead_notes.created_at')
    .orderBy('lead_notes.id')
    .execute();
  const statuses = new Map<string, string>();
  const notes = new Map<string, CsvNote[]>();
  for (const row of rows) {
    statuses.set(row.id, row.status);
    if (row.note_at === null || row.note_text === null) continue;
    notes.set(row.id, [...(notes.get(row.id) ?? []), { createdAt: row.note_at, text: row.note_text }]);
  }
  return leads.map((lead) => {
    const status = statuses.get(lead.id);
    const leadNotes = notes.get(lead.id);
    return { ...lead, ...(status === undefined ? {} : { status }), ...(leadNotes ? { notes: leadNotes } : {}) };
  });
}
