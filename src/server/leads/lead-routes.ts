import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Kysely } from 'kysely';
import type { LeadKind, LeadRegistry } from '@/leads/kinds';
import { LEAD_KINDS } from '@/leads/kinds';
import { HONEYPOT_FIELD } from '@/leads/limits';
import { leadAnswerOf } from '@/leads/lead-answer';
import { FORM_PAGE } from '@/leads/native-form';
import { validateLead } from '@/leads/validate-lead';
import { isFormContentType } from '@/server/http/form-body';
import type { LeadBodyVariables } from '@/server/http/lead-body';
import { leadContentType, readLeadBody } from '@/server/http/lead-body';
import type { LeadMailSettings } from '@/server/mail/lead-mails';
import { mailsForLead } from '@/server/mail/lead-mails';
import type { Database } from '@/server/store/schema';
import type { IdempotencyVariables } from './idempotency';
import { InFlightKeys, requestHash, requireIdempotencyKey } from './idempotency';
import type { IdempotencyRecord } from './lead-store';
import { findIdempotencyRecord } from './lead-store';
import type { AfterInsert, WriteOutcomes } from './lead-writer';
import { LeadWriter, MAX_LEADS_PER_COMMIT } from './lead-writer';
import type { NativeSubmission, SameSiteFormOptions } from './native-form';
import {
  DERIVED_KEY_TTL_MS,
  NATIVE_FORM_KEY_WINDOW_MS,
  derivedIdempotencyKey,
  formSubmission,
  keyWindowOf,
  prefersHtml,
  refererOfThisSite,
  sameSiteForms,
} from './native-form';
import { renderResultPage } from './result-page';

export const REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * How long a native post waits for an earlier request with the same key (a double click) to
 * finish, so it can answer with that request's outcome instead of a 409 page.
 */
const NATIVE_IN_FLIGHT_WAIT_MS = 5_000;

export interface LeadRoutesDeps {
  db: Kysely<Database>;
  registry: LeadRegistry;
  now: () => Date;
  /** Runs before anything else on every lead POST (the rate limit). */
  guard: MiddlewareHandler;
  /** The client's address as the rate limit counts it: part of the key derived for a native post. */
  clientOf: (c: Context) => string;
  /** Whose native form posts are taken (the site's own origin). */
  forms: SameSiteFormOptions;
  /** Set when notification mail is configured. */
  mail?: LeadMailSettings | undefined;
  /** Queue a webhook delivery with each stored lead (WEBHOOK_URL is configured). */
  webhooks?: boolean | undefined;
  /** Told after each commit, to send the lead's mail promptly. */
  onLeadStored?: (() => void) | undefined;
  /** Told whether each commit succeeded. */
  writes?: WriteOutcomes | undefined;
  /** What a kind does beyond storing the lead (the newsletter's double opt-in). */
  extensions?: Partial<Record<LeadKind, LeadExtension>> | undefined;
}

/** A kind's own answer and writes, on top of the lead. */
export interface LeadExtension {
  /** The answer a stored lead (and a honeypot post) gets instead of the registry's message. */
  answer?(): { message: string } & Record<string, unknown>;
  /**
   * Called before the lead's transaction (it may read the store): writes to run inside that
   * transaction once the lead is inserted, so they commit with it or not at all. They may refuse
   * the lead (a booking's slot is taken): nothing of it is stored and its request gets the refusal.
   */
  writesFor?(lead: { id: string; data: Record<string, unknown>; now: Date; client: string }): Promise<AfterInsert | undefined>;
}

type LeadEnv = { Variables: LeadBodyVariables & IdempotencyVariables & { native: NativeSubmission } };

/** A bot filled the hidden field: any value other than nothing or blank text. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

function answerFromRecord(c: Context, record: IdempotencyRecord, hash: string) {
  if (record.requestHash !== hash) {
    return c.json({ message: 'This Idempotency-Key was already used for a different request. Send a new key with a new submission.' }, 422);
  }
  c.header(REPLAY_HEADER, 'true');
  // Only answers this server produced are stored, so the status is one of its own.
  return c.json(record.response.body, record.response.status as ContentfulStatusCode);
}

/**
 * A native form post from a browser (Accept prefers text/html) gets its answer as a result page:
 * whatever the steps after this one answered in JSON (rate limit, size, validation, replay, a
 * server fault through onError) is told in words, with the same status and headers.
 */
function nativeResultPages(kind: LeadKind) {
  return createMiddleware<LeadEnv>(async (c, next) => {
    await next();
    if (!isFormContentType(c.req.header('Content-Type')) || !prefersHtml(c)) return;
    const answered = c.res;
    let body: unknown;
    try {
      body = await answered.clone().json();
    } catch {
      // Not JSON: the page says what its status says.
    }
    const native = c.get('native') as NativeSubmission | undefined;
    const page = await renderResultPage({
      kind,
      status: answered.status,
      answer: leadAnswerOf(body),
      fields: native?.body,
      returnTo: native?.returnTo ?? FORM_PAGE[kind],
      // Whole seconds from our own rate limit; none (0, NaN) when there is no Retry-After.
      retryAfterSeconds: Number(answered.headers.get('Retry-After')) || undefined,
    });
    const headers = new Headers(answered.headers);
    headers.set('Content-Type', 'text/html; charset=UTF-8');
    headers.delete('Content-Length');
    // Cleared first: assigning over a response would carry its Content-Length and type across.
    c.res = undefined;
    c.res = new Response(page, { status: answered.status, headers });
  });
}

/**
 * The five lead endpoints, one per registry entry (paths relative to /api). Order of checks:
 * rate limit, content type (415), a native form's origin (403), body (413, 400), key (400 for
 * JSON without one; a native post without one gets a derived key), honeypot, in flight (409),
 * validation, then the transaction, which inserts the key first and finds a stored one there
 * (replay or 422). An invalid body is checked against stored keys before its 400, so a replay
 * always gets the stored answer. The hot path makes no read outside the transaction, except a
 * native post without a key, which looks for its previous window's key first.
 */
export function createLeadRoutes(deps: LeadRoutesDeps): Hono<LeadEnv> {
  const routes = new Hono<LeadEnv>();
  const inFlight = new InFlightKeys();
  const writer = new LeadWriter(deps.db, MAX_LEADS_PER_COMMIT, deps.writes);
  // A native form carries its key in a field, or none: the header is the JSON API's.
  const keyForJson = requireIdempotencyKey({ unless: (c) => isFormContentType(c.req.header('Content-Type')) });
  const formsFromThisSite = sameSiteForms(deps.forms);
  const formOrigin = createMiddleware<LeadEnv>(async (c, next) => (c.get('bodyType') === 'form' ? formsFromThisSite(c, next) : next()));

  for (const kind of LEAD_KINDS) {
    const entry = deps.registry[kind];
    const path = entry.path.replace(/^\/api/, '');
    const extension = deps.extensions?.[kind];
    const nativeFields = createMiddleware<LeadEnv>(async (c, next) => {
      if (c.get('bodyType') === 'form') c.set('native', formSubmission(kind, c.get('formPairs'), refererOfThisSite(c, deps.forms)));
      await next();
    });

    routes.post(path, nativeResultPages(kind), deps.guard, leadContentType(), formOrigin, readLeadBody(), nativeFields, keyForJson, async (c) => {
      const native = c.get('native') as NativeSubmission | undefined;
      const body = native ? native.body : c.get('jsonBody');
      const successBody = extension?.answer ? extension.answer() : { message: entry.successMessage };
      if (isHoneypotFilled(body)) return c.json(successBody, 200);

      const hash = requestHash(kind, body);
      let key: string;
      let keyTtlMs: number | undefined;
      if (!native) key = c.get('idempotencyKey');
      else if (native.idempotencyKey) key = native.idempotencyKey;
      else {
        // No key in the form (static HTML never carries one): derive it from the request for
        // a short window. The previous window's key is looked up too, so a re-send just after
        // a window boundary still finds the lead it repeats.
        const now = deps.now();
        const window = keyWindowOf(now);
        const client = deps.clientOf(c);
        const previousKey = derivedIdempotencyKey(kind, body, client, window - 1);
        await inFlight.whenReleased(previousKey, NATIVE_IN_FLIGHT_WAIT_MS);
        const previous = await findIdempotencyRecord(deps.db, previousKey, now);
        if (previous && now.getTime() - Date.parse(previous.createdAt) < NATIVE_FORM_KEY_WINDOW_MS) {
          return answerFromRecord(c, previous, hash);
        }
        key = derivedIdempotencyKey(kind, body, client, window);
        keyTtlMs = DERIVED_KEY_TTL_MS;
      }

      const acquired = native ? await inFlight.acquireWaiting(key, NATIVE_IN_FLIGHT_WAIT_MS) : inFlight.tryAcquire(key);
      if (!acquired) {
        c.header('Retry-After', '1');
        return c.json({ message: 'This request is already being processed. Please wait a moment.' }, 409);
      }
      try {
        const validation = validateLead(kind, body, deps.registry);
        if (!validation.ok) {
          // A key already stored wins over validation: a booking stored yesterday is replayed
          // as stored, not refused because its slot has passed since.
          const existing = await findIdempotencyRecord(deps.db, key, deps.now());
          if (existing) return answerFromRecord(c, existing, hash);
          return c.json({ message: validation.message, errors: validation.errors }, 400);
        }

        const leadId = crypto.randomUUID();
        const data = validation.data as Record<string, unknown>;
        const { source } = validation;
        const response = { status: 200, body: { ...successBody, id: leadId } };
        const now = deps.now();
        const afterInsert = await extension?.writesFor?.({ id: leadId, data, now, client: deps.clientOf(c) });
        const outcome = await writer.store(
          {
            id: leadId,
            kind,
            idempotencyKey: key,
            requestHash: hash,
            data,
            source,
            response,
            mails: deps.mail ? mailsForLead(kind, data, deps.mail, leadId, source) : [],
            webhook: deps.webhooks === true,
            now,
            ...(keyTtlMs === undefined ? {} : { keyTtlMs }),
          },
          afterInsert,
        );
        // Refused by its own writes: nothing was stored and the key is not remembered, so the
        // visitor may send the form again (a new slot) under this key or a new one.
        if ('refused' in outcome) return c.json(outcome.refused.body, outcome.refused.status);
        if (!outcome.stored) return answerFromRecord(c, outcome.existing, hash);
        deps.onLeadStored?.();
        return c.json(response.body, 200);
      } finally {
        inFlight.release(key);
      }
    });
    // Every other method (HEAD and OPTIONS included) is refused here, not left to the /api 404.
    routes.all(path, (c) => {
      c.header('Allow', 'POST');
      return c.json({ message: 'Send leads with POST.' }, 405);
    });
  }
  return routes;
}
