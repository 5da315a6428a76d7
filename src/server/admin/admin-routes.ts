import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LEAD_KINDS } from '../../leads/kinds';
import { fieldErrorsOf, summarizeFieldErrors } from '../../leads/validate-lead';
import { listLeads } from '../leads/lead-store';
import type { Database } from '../store/schema';
import { requireBearerToken } from './bearer-token';
import { leadsToCsv } from './leads-csv';

const leadsQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: `kind must be one of: ${LEAD_KINDS.join(', ')}` }).optional(),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
});

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

export interface AdminRoutesDeps {
  db: Kysely<Database>;
  adminToken: string;
  now: () => Date;
}

/** The studio's read-only view of its leads, behind the admin token. */
export function createAdminRoutes({ db, adminToken, now }: AdminRoutesDeps): Hono {
  const routes = new Hono();
  routes.use('*', requireBearerToken(adminToken));
  routes.get('/leads', async (c) => {
    const query = leadsQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const errors = fieldErrorsOf(query.error);
      return c.json({ message: summarizeFieldErrors(errors), errors }, 400);
    }
    const { kind, format } = query.data;
    const leads = await listLeads(db, { kind });
    if (format === 'json') return c.json({ message: `${leads.length} leads`, leads });

    const fileName = `leads${kind ? `-${kind}` : ''}-${now().toISOString().slice(0, 10)}.csv`;
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return c.body(UTF8_BOM + leadsToCsv(leads, kind ? [kind] : LEAD_KINDS));
  });
  return routes;
}
