import type { Context } from 'hono';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LEAD_KINDS } from '@/leads/kinds';
import { LEAD_STATUSES } from '@/leads/lead-status';
import { MAX_SOURCE_PAGE_LENGTH, MAX_SOURCE_REFERRER_LENGTH } from '@/leads/lead-source';
import { MAX_BULK_IDS, MAX_NOTE_LENGTH } from '@/leads/limits';
import { IDEMPOTENCY_HEADER } from '@/leads/submit-lead';
import type { FieldErrors } from '@/leads/validate-lead';
import { fieldErrorsOf, summarizeFieldErrors } from '@/leads/validate-lead';
import { isJsonContentType } from '@/server/http/json-body';
import type { LeadBodyVariables } from '@/server/http/lead-body';
import { readLeadBody } from '@/server/http/lead-body';
import { isUuidV4 } from '@/server/leads/idempotency';
import type { KeyedOutcome } from '@/server/leads/lead-changes';
import { addNote, applyBulk, deleteNote, leadHistory } from '@/server/leads/lead-changes';
import { decodeCursor, findInboxLead, setLeadStatus } from '@/server/leads/lead-inbox';
import { parseInstant } from '@/server/leads/lead-instant';
import { deleteLead, eraseByEmail } from '@/server/leads/lead-retention';
import { REPLAY_HEADER } from '@/server/leads/lead-routes';
import { describeErased, describeRemoved } from '@/server/leads/removal-summary';
import { listLeadMails } from '@/server/mail/mail-queue';
import type { Database } from '@/server/store/schema';
import { listLeadWebhooks } from '@/server/webhooks/webhook-deliveries';

/** Leads per inbox page unless `limit` says otherwise, and the most it may say. */
export const INBOX_DEFAULT_LIMIT = 50;
export const INBOX_MAX_LIMIT = 200;
const MAX_QUERY_LENGTH = 200;
/** The longest source value: a page path or a referring origin (lead-source.ts). */
const MAX_SOURCE_FILTER_LENGTH = Math.max(MAX_SOURCE_PAGE_LENGTH, MAX_SOURCE_REFERRER_LENGTH);
/** The admin API's JSON bodies are one or two short fields. */
export const ADMIN_BODY_MAX_BYTES = 4 * 1024;
/** A note: 2,000 characters, each at most 6 bytes as a JSON escape. */
const NOTE_BODY_MAX_BYTES = 16 * 1024;
/** A bulk action: up to 1,000 ids of up to 200 characters, or a filter. */
const BULK_BODY_MAX_BYTES = 256 * 1024;
const MAX_EMAIL_LENGTH = 320;

/** Any of these in the query asks for an inbox page; without them GET /leads answers as it always has. */
const INBOX_PARAMETERS = ['limit', 'cursor', 'since', 'until', 'q', 'status', 'source'] as const;

export function asksForInboxPage(query: Record<string, string>): boolean {
  return INBOX_PARAMETERS.some((name) => name in query);
}

// NUL and other non-blank controls are never in stored text, and PostgreSQL refuses NUL in a parameter.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function instant(name: string) {
  return z.string().transform((value, context) => {
    const parsed = parseInstant(value);
    if (parsed) return parsed;
    context.addIssue({ code: 'custom', message: `${name} must be a date (2030-03-01, midnight UTC) or an ISO timestamp with its zone` });
    return z.NEVER;
  });
}

/** GET /leads: the legacy parameters (kind, format) and the inbox's. */
export const leadsQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: `kind must be one of: ${LEAD_KINDS.join(', ')}` }).optional(),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  status: z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${INBOX_MAX_LIMIT}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `limit must be a whole number from 1 to ${INBOX_MAX_LIMIT}`)
        .max(INBOX_MAX_LIMIT, `limit must be a whole number from 1 to ${INBOX_MAX_LIMIT}`),
    )
    .default(INBOX_DEFAULT_LIMIT),
  cursor: z
    .string()
    .transform((value, context) => {
      const position = decodeCursor(value);
      if (position) return position;
      context.addIssue({ code: 'custom', message: 'cursor must be a nextCursor this API gave' });
      return z.NEVER;
    })
    .optional(),
  since: instant('since').optional(),
  until: instant('until').optional(),
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'q must not contain control characters')
    .optional(),
  // A blank value filters nothing: the inbox's empty field.
  source: z
    .string()
    .max(MAX_SOURCE_FILTER_LENGTH, `source must be at most ${MAX_SOURCE_FILTER_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'source must not contain control characters')
    .transform((value) => (value.trim() === '' ? undefined : value.trim()))
    .optional(),
});

const statusBodySchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of: ${LEAD_STATUSES.join(', ')}` }),
});

const noteBodySchema = z.object({
  text: z
    .string({ error: 'text must be the note' })
    .trim()
    .min(1, 'text must be the note')
    .max(MAX_NOTE_LENGTH, `text must be at most ${MAX_NOTE_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'text must not contain control characters'),
});

const BULK_ACTIONS = ['handled', 'archived', 'spam', 'delete'] as const;

/** The list's filters as its query gives them (GET /leads): what "select all matching" applies to. */
const bulkFilterSchema = leadsQuerySchema.pick({ kind: true, status: true, since: true, until: true, q: true, source: true }).strict();

const bulkBodySchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: `action must be one of: ${BULK_ACTIONS.join(', ')}` }),
    ids: z
      .array(
        z
          .string()
          .min(1, 'ids must be lead ids')
          .refine((id) => plausibleId(id), 'ids must be lead ids'),
        { error: 'ids must be a list of lead ids' },
      )
      .min(1, 'ids must name at least one lead')
      .max(MAX_BULK_IDS, `ids must name at most ${MAX_BULK_IDS} leads`)
      .optional(),
    filter: bulkFilterSchema.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: 'Send either ids or filter', path: ['ids'] });

const eraseBodySchema = z.object({
  email: z
    .string({ error: 'email must be the e-mail address to erase' })
    .trim()
    .min(1, 'email must be the e-mail address to erase')
    .max(MAX_EMAIL_LENGTH, `email must be at most ${MAX_EMAIL_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'email must not contain control characters'),
});

export function badRequest(c: Context, errors: FieldErrors) {
  return c.json({ message: summarizeFieldErrors(errors), errors }, 400);
}

/** 415 unless the body is JSON, then reads it within `maxBytes` as a lead body is read (413, 400). */
export function adminJsonBody(maxBytes = ADMIN_BODY_MAX_BYTES) {
  const read = readLeadBody(maxBytes);
  return createMiddleware<{ Variables: LeadBodyVariables }>(async (c, next) => {
    if (!isJsonContentType(c.req.header('Content-Type'))) return c.json({ message: 'Send JSON (Content-Type: application/json).' }, 415);
    c.set('bodyType', 'json');
    return read(c, next);
  });
}

/** A JSON body checked against `schema`: its data, or the 400 to answer. */
export function parseBody<T extends z.ZodType>(
  c: Context<{ Variables: LeadBodyVariables }>,
  schema: T,
  example: string,
): { data: z.output<T> } | { refusal: Response } {
  const body: unknown = c.get('jsonBody');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { refusal: c.json({ message: `The request body must be a JSON object such as ${example}.`, errors: {} }, 400) };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { refusal: badRequest(c, fieldErrorsOf(parsed.error)) };
}

/** Ids are UUIDs made by this server; anything unprintable or long cannot be one (and must not reach SQL as text PostgreSQL refuses). */
function plausibleId(id: string): boolean {
  return id.length <= 200 && !CONTROL_CHARACTERS.test(id);
}

const NO_SUCH_LEAD = { message: 'No lead with this id' };
const KEY_REUSED = { message: `This ${IDEMPOTENCY_HEADER} was already used for another change. Send a new key with a new change.` };
const KEY_NOT_UUID = { message: `The ${IDEMPOTENCY_HEADER} header must be a UUID v4.`, errors: {} };
const KEY_MISSING = { message: `Missing ${IDEMPOTENCY_HEADER} header: send a UUID v4 made once per change.`, errors: {} };

/** The request's Idempotency-Key, lower-cased: the key, none, or the 400 to answer for one that is not a UUID v4. */
function changeKey(c: Context): { key: string | undefined } | { refusal: Response } {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim().toLowerCase();
  if (key !== undefined && !isUuidV4(key)) return { refusal: c.json(KEY_NOT_UUID, 400) };
  return { key };
}

/** The answer to a keyed change: 200 (a replay says so), 404 or 422. */
function keyedAnswer(c: Context, result: KeyedOutcome, status: 200 | 201 = 200) {
  switch (result.outcome) {
    case 'not-found':
      return c.json(NO_SUCH_LEAD, 404);
    case 'key-reused':
      return c.json(KEY_REUSED, 422);
    case 'replayed':
      c.header(REPLAY_HEADER, 'true');
      return c.json(result.body, status);
    default:
      return c.json(result.body, status);
  }
}

export interface InboxRoutesDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** One lead, its status changes, notes and deletion, bulk actions, and erasure: the inbox's writes. */
export function addInboxRoutes(routes: Hono, { db, now }: InboxRoutesDeps): void {
  routes.get('/leads/:id', async (c) => {
    const id = c.req.param('id');
    const lead = plausibleId(id) ? await findInboxLead(db, id) : undefined;
    if (!lead) return c.json(NO_SUCH_LEAD, 404);
    const [mails, webhooks, history] = await Promise.all([listLeadMails(db, id), listLeadWebhooks(db, id), leadHistory(db, id)]);
    return c.json({ lead, mails, webhooks, history });
  });

  routes.patch('/leads/:id', adminJsonBody(), async (c) => {
    const id = c.req.param('id');
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim().toLowerCase();
    if (key !== undefined && !isUuidV4(key)) return c.json(KEY_NOT_UUID, 400);
    const body = parseBody(c, statusBodySchema, '{"status":"handled"}');
    if ('refusal' in body) return body.refusal;
    if (!plausibleId(id)) return c.json(NO_SUCH_LEAD, 404);
    const { status } = body.data;
    const result = await setLeadStatus(db, { id, status, now: now(), key, answer: (lead) => ({ lead, message: `Marked ${status}` }) });
    switch (result.outcome) {
      case 'not-found':
        return c.json(NO_SUCH_LEAD, 404);
      case 'key-reused':
        return c.json(KEY_REUSED, 422);
      case 'replayed':
        c.header(REPLAY_HEADER, 'true');
        return c.json(result.body, 200);
      default:
        return c.json(result.body, 200);
    }
  });

  // A note, with a key: a replay gets the note the first request added.
  routes.post('/leads/:id/notes', adminJsonBody(NOTE_BODY_MAX_BYTES), async (c) => {
    const id = c.req.param('id');
    const keyed = changeKey(c);
    if ('refusal' in keyed) return keyed.refusal;
    if (keyed.key === undefined) return c.json(KEY_MISSING, 400);
    const body = parseBody(c, noteBodySchema, '{"text":"Called back, sending a quote"}');
    if ('refusal' in body) return body.refusal;
    if (!plausibleId(id)) return c.json(NO_SUCH_LEAD, 404);
    return keyedAnswer(c, await addNote(db, { leadId: id, text: body.data.text, now: now(), key: keyed.key }), 201);
  });

  routes.delete('/leads/:id/notes/:noteId', async (c) => {
    const id = c.req.param('id');
    const noteId = c.req.param('noteId');
    const keyed = changeKey(c);
    if ('refusal' in keyed) return keyed.refusal;
    if (!plausibleId(id)) return c.json(NO_SUCH_LEAD, 404);
    if (!plausibleId(noteId)) return c.json({ deleted: false, message: 'No note with this id: nothing was deleted.' });
    return keyedAnswer(c, await deleteNote(db, { leadId: id, noteId, now: now(), key: keyed.key }));
  });

  // One action on many leads, in one transaction, once per key.
  routes.post('/leads/bulk', adminJsonBody(BULK_BODY_MAX_BYTES), async (c) => {
    const keyed = changeKey(c);
    if ('refusal' in keyed) return keyed.refusal;
    if (keyed.key === undefined) return c.json(KEY_MISSING, 400);
    const body = parseBody(c, bulkBodySchema, '{"action":"handled","ids":["<lead id>"]}');
    if ('refusal' in body) return body.refusal;
    const { action, ids, filter } = body.data;
    const target = ids === undefined ? { filter: filter ?? {} } : { ids };
    return keyedAnswer(c, await applyBulk(db, { action, target, now: now(), key: keyed.key }));
  });

  routes.delete('/leads/:id', async (c) => {
    const id = c.req.param('id');
    const removed = plausibleId(id) ? await deleteLead(db, id) : undefined;
    if (!removed || removed.leads === 0) return c.json({ deleted: false, message: 'No lead with this id: nothing was deleted.' });
    return c.json({ deleted: true, message: `Lead deleted: ${describeRemoved(removed)}.` });
  });

  routes.post('/erase', adminJsonBody(), async (c) => {
    const body = parseBody(c, eraseBodySchema, '{"email":"someone@example.com"}');
    if ('refusal' in body) return body.refusal;
    const erased = await eraseByEmail(db, body.data.email);
    return c.json({ ...erased, message: `Erased that address: ${describeErased(erased)}.` });
  });
}
