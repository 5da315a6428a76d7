import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Kysely } from 'kysely';
import type { LeadRegistry } from '../../leads/kinds';
import { LEAD_KINDS } from '../../leads/kinds';
import { HONEYPOT_FIELD } from '../../leads/limits';
import { validateLead } from '../../leads/validate-lead';
import type { JsonBodyVariables } from '../http/json-body';
import { jsonBody } from '../http/json-body';
import type { LeadMailSettings } from '../mail/lead-mails';
import { mailsForLead } from '../mail/lead-mails';
import type { Database } from '../store/schema';
import type { IdempotencyVariables } from './idempotency';
import { InFlightKeys, requestHash, requireIdempotencyKey } from './idempotency';
import type { IdempotencyRecord } from './lead-store';
import { findIdempotencyRecord } from './lead-store';
import { LeadWriter } from './lead-writer';

export const REPLAY_HEADER = 'Idempotent-Replayed';

export interface LeadRoutesDeps {
  db: Kysely<Database>;
  registry: LeadRegistry;
  now: () => Date;
  /** Runs before anything else on every lead POST (the rate limit). */
  guard: MiddlewareHandler;
  /** Set when notification mail is configured. */
  mail?: LeadMailSettings | undefined;
  /** Told after each commit, to send the lead's mail promptly. */
  onLeadStored?: (() => void) | undefined;
}

type LeadEnv = { Variables: JsonBodyVariables & IdempotencyVariables };

/** A bot filled the hidden field: any value other than nothing or blank text. */
function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

function answerFromRecord(c: Context, record: IdempotencyRecord, hash: string) {
  if (record.requestHash !== hash) {
    return c.json(
      { message: 'This Idempotency-Key was already used for a different request. Send a new key with a new submission.' },
      422,
    );
  }
  c.header(REPLAY_HEADER, 'true');
  // Only answers this server produced are stored, so the status is one of its own.
  return c.json(record.response.body, record.response.status as ContentfulStatusCode);
}

/**
 * The five lead endpoints, one per registry entry (paths relative to /api). Order of checks:
 * rate limit, JSON body (415, 413, 400), key (400), honeypot, in flight (409), validation, then
 * the transaction, which inserts the key first and finds a stored one there (replay or 422).
 * An invalid body is checked against stored keys before its 400, so a replay always gets the
 * stored answer. The hot path makes no read outside the transaction.
 */
export function createLeadRoutes(deps: LeadRoutesDeps): Hono<LeadEnv> {
  const routes = new Hono<LeadEnv>();
  const inFlight = new InFlightKeys();
  const writer = new LeadWriter(deps.db);

  for (const kind of LEAD_KINDS) {
    const entry = deps.registry[kind];
    const path = entry.path.replace(/^\/api/, '');
    routes.post(path, deps.guard, jsonBody(), requireIdempotencyKey(), async (c) => {
      const body = c.get('jsonBody');
      const key = c.get('idempotencyKey');
      const successBody = { message: entry.successMessage };
      if (isHoneypotFilled(body)) return c.json(successBody, 200);

      const hash = requestHash(kind, body);
      if (!inFlight.tryAcquire(key)) {
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
        const response = { status: 200, body: { ...successBody, id: leadId } };
        const outcome = await writer.store({
          id: leadId,
          kind,
          idempotencyKey: key,
          requestHash: hash,
          data,
          response,
          mails: deps.mail ? mailsForLead(kind, data, deps.mail) : [],
          now: deps.now(),
        });
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
