import { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LEAD_KINDS } from '@/leads/kinds';
import { fieldErrorsOf, summarizeFieldErrors } from '@/leads/validate-lead';
import { leadFilter, readInbox } from '@/server/leads/lead-inbox';
import { findLead, leadPages } from '@/server/leads/lead-store';
import { plural } from '@/server/leads/removal-summary';
import { listLeadMails } from '@/server/mail/mail-queue';
import { listSubscribers } from '@/server/newsletter/subscriptions';
import { createPushRoutes } from '@/server/push/push-routes';
import { log } from '@/server/log';
import { describeError } from '@/server/safe-log';
import type { Database } from '@/server/store/schema';
import { listLeadWebhooks } from '@/server/webhooks/webhook-deliveries';
import type { StudioSessionAuth } from './admin-auth';
import { requireAdmin } from './admin-auth';
import type { FailedAuthLimit } from './bearer-token';
import { addInboxRoutes, asksForInboxPage, badRequest, leadsQuerySchema } from './inbox-routes';
import { createLeadStatsRoutes } from './lead-stats';
import { withInboxColumns } from './lead-inbox-columns';
import { UTF8_BOM, csvCell, csvHeader, csvRows } from './leads-csv';

const subscribersQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
});

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */

export interface AdminRoutesDeps {
  db: Kysely<Database>;
  adminToken: string;
  now: () => Date;
  /** Leads read per query while an answer is written (tests make it small). */
  pageSize?: number;
  /** Counts wrong tokens per client (see requireBearerToken). */
  failedAuth?: FailedAuthLimit;
  /** The studio's signed-in sessions, taken instead of the bearer token (see requireAdmin). */
  session?: StudioSessionAuth;
  /** Told of an error met while an answer is already being written (it reaches no error handler): the store's health. */
  onStoreError?: (error: unknown) => void;
  /** PUSH_ALLOW_HTTP_LOOPBACK: web push subscriptions may name an http:// endpoint on this machine. */
  pushAllowHttpLoopback?: boolean;
}

/** The Node response under the adapter, when there is one (not in app.request tests). */
function nodeResponseOf(c: Context): { destroy(): void } | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('outgoing' in env)) return undefined;
  const outgoing = (env as { outgoing?: unknown }).outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * A body written as the client reads it: each pull takes the next piece, so one page of leads is
 * in memory at a time, and other requests run between pages (leadPages yields to them: a fast
 * reader, such as a proxy on the same machine, takes every piece at once, and the export would
 * otherwise run as one unbroken task, holding the health check up until it is done). A failure part-way breaks the connection off: a cut list must never look like a complete
 * one. (Erroring the stream is not enough under the Node adapter, which would end the chunked
 * answer cleanly with the error's text as a last line, and log the raw error.) The failure is
 * told to `onError` (the store's health).
 */
function pulledBody(
  pieces: AsyncGenerator<string>,
  connection: { destroy(): void } | undefined,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        onError(error);
        log.error('Listing leads failed', { error: describeError(error) });
        if (connection) {
          connection.destroy();
          controller.close();
        } else controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/** `{"leads":[...],"message":"N leads"}`, one page at a time (the count is known once all are written). */
async function* leadsJson(pages: AsyncGenerator<unknown[]>): AsyncGenerator<string> {
  yield '{"leads":[';
  let count = 0;
  // leadPages yields no empty page.
  for await (const page of pages) {
    yield (count > 0 ? ',' : '') + page.map((lead) => JSON.stringify(lead)).join(',');
    count += page.length;
  }
  yield `],"message":${JSON.stringify(`${count} leads`)}}`;
}

async function* leadsCsv(db: Kysely<Database>, pages: ReturnType<typeof leadPages>, kinds: readonly (typeof LEAD_KINDS)[number][]): AsyncGenerator<string> {
  yield UTF8_BOM + csvHeader(kinds);
  for await (const page of pages) yield csvRows(await withInboxColumns(db, page), kinds);
}

/** The studio's leads: listed, exported, looked at, marked, deleted and erased (see inbox-routes.ts); its push subscriptions. */
export function createAdminRoutes({
  db,
  adminToken,
  now,
  pageSize,
  failedAuth,
  session,
  onStoreError = () => undefined,
  pushAllowHttpLoopback = false,
}: AdminRoutesDeps): Hono {
  const routes = new Hono();
  routes.use('*', requireAdmin({ adminToken, failedAuth, session }));
  routes.get('/leads', async (c) => {
    const parameters = c.req.query();
    const query = leadsQuerySchema.safeParse(parameters);
    if (!query.success) return badRequest(c, fieldErrorsOf(query.error));
    const { kind, format } = query.data;
    // Only the inbox's parameters filter: without them both answers stay what they always were.
    const inbox = asksForInboxPage(parameters);
    if (inbox && format === 'json') {
      const { limit, cursor, ...filters } = query.data;
      const page = await readInbox(db, { ...filters, limit, after: cursor });
      return c.json({ ...page, message: plural(page.total, 'lead') });
    }
    const filter = inbox ? leadFilter({ ...query.data, kind: undefined }) : undefined;
    const pages = leadPages(db, { kind, filter, ...(pageSize === undefined ? {} : { pageSize }) });
    if (format === 'json') {
      c.header('Content-Type', 'application/json');
      return c.body(pulledBody(leadsJson(pages), nodeResponseOf(c), onStoreError));
    }
    const fileName = `leads${kind ? `-${kind}` : ''}-${now().toISOString().slice(0, 10)}.csv`;
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return c.body(pulledBody(leadsCsv(db, pages, kind ? [kind] : LEAD_KINDS), nodeResponseOf(c), onStoreError));
  });
  // What became of one lead's notifications: its webhook deliveries and its mails, oldest first.
  routes.get('/leads/:id/deliveries', async (c) => {
    const leadId = c.req.param('id');
    if (!(await findLead(db, leadId))) return c.json({ message: 'No lead with this id' }, 404);
    const [webhooks, mails] = await Promise.all([listLeadWebhooks(db, leadId), listLeadMails(db, leadId)]);
    const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    return c.json({
      leadId,
      webhooks,
      mails,
      message: `${count(webhooks.length, 'webhook delivery', 'webhook deliveries')}, ${count(mails.length, 'mail', 'mails')}`,
    });
  });
  addInboxRoutes(routes, { db, now });
  // The inbox's chart: leads per week and form.
  routes.route('/', createLeadStatsRoutes({ db, now }));
  // The installed inbox's notifications of new leads (web push).
  routes.route('/', createPushRoutes({ db, now, allowHttpLoopback: pushAllowHttpLoopback }));
  // The newsletter's audience: confirmed addresses not unsubscribed since, in the order they confirmed.
  routes.get('/subscribers', async (c) => {
    const query = subscribersQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const errors = fieldErrorsOf(query.error);
      return c.json({ message: summarizeFieldErrors(errors), errors }, 400);
    }
    const subscribers = await listSubscribers(db);
    if (query.data.format === 'json') return c.json({ subscribers, message: `${subscribers.length} subscribers` });
    const lines = [['email', 'confirmedAt'], ...subscribers.map((subscriber) => [subscriber.email, subscriber.confirmedAt])];
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="subscribers-${now().toISOString().slice(0, 10)}.csv"`);
    return c.body(UTF8_BOM + lines.map((cells) => cells.map(csvCell).join(',') + '\r\n').join(''));
  });
  return routes;
}
