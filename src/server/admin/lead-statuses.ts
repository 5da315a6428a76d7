import type { Kysely } from 'kysely';
import type { StoredLead } from '@/server/leads/lead-store';
import type { Database } from '@/server/store/schema';
import type { CsvLead } from './leads-csv';

/**
 * Leads with their status, read by id in one query: the CSV gives each lead's status, and the
 * list it is written from (read page by page, as the legacy JSON gives it) leaves the status out.
 * A lead deleted in between keeps no status (an empty cell).
 */
export async function withStatuses(db: Kysely<Database>, leads: readonly StoredLead[]): Promise<CsvLead[]> {
  if (leads.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'status'])
    .where(
      'id',
      'in',
      leads.map((lead) => lead.id),
    )
    .execute();
  const statuses = new Map(rows.map((row) => [row.id, row.status]));
  return leads.map((lead) => {
    const status = statuses.get(lead.id);
    return status === undefined ? { ...lead } : { ...lead, status };
  });
}
