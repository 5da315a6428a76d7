import type { Context } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fieldErrorsOf, summarizeFieldErrors } from '@/leads/validate-lead';
import type { StudioSessionAuth } from '@/server/admin/admin-auth';
import { tokensMatch } from '@/server/admin/bearer-token';
import type { TrustProxy } from '@/server/http/client-address';
import { isJsonContentType } from '@/server/http/json-body';
import type { LeadBodyVariables } from '@/server/http/lead-body';
import { readLeadBody } from '@/server/http/lead-body';
import { FailureBudget } from '@/server/store/failure-budget';
import type { Database } from '@/server/store/schema';
import { CROSS_ORIGIN_MESSAGE, sameOriginCheck } from './same-origin';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './studio-cookie';
import { StudioSessions } from './studio-sessions';

/** Wrong passphrases a client may give before every sign-in it tries is refused, and for how long. */
export const SIGN_IN_FAILURES_ALLOWED = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** A passphrase and its JSON braces: far below a lead's limit, far above any real token. */
export const SIGN_IN_MAX_BYTES = 4 * 1024;

export const WRONG_PASSPHRASE_MESSAGE = 'That passphrase is not right.';
export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in to the studio.';
export const SIGN_IN_JSON_MESSAGE = 'Please send the passphrase as JSON (Content-Type: application/json).';
const MISSING_PASSPHRASE_MESSAGE = 'Please enter the passphrase.';

export function tooManySignInsMessage(retryAfterSeconds: number): string {
  return `Too many wrong passphrases. Please try again in ${retryAfterSeconds} seconds.`;
}

const signInSchema = z.object(
  { passphrase: z.string({ error: MISSING_PASSPHRASE_MESSAGE }).min(1, MISSING_PASSPHRASE_MESSAGE) },
  { error: MISSING_PASSPHRASE_MESSAGE },
);

export interface StudioOptions {
  db: Kysely<Database>;
  /** ADMIN_TOKEN, the passphrase. */
  adminToken: string;
  /** SITE_URL: the origin the studio is served from, and whether its cookie must be Secure. */
  siteUrl: string;
  trustProxy: TrustProxy;
  now: () => Date;
  clientOf: (c: Context) => string;
}

export interface Studio {
  /** `/session`: sign in, ask whether signed in, sign out. Mounted under /api/studio. */
  routes: Hono<{ Variables: LeadBodyVariables }>;
  /** What the admin API needs to take a signed-in session instead of the bearer token. */
  sessionAuth: StudioSessionAuth;
}

/**
 * The studio's sign-in: the passphrase (ADMIN_TOKEN) for a session cookie. Wrong passphrases are
 * counted per client in the store (every process, and across restarts); past the budget every sign-in is refused, right passphrase
 * included, until the window ends (an answer that still told right from wrong would let the
 * guessing go on). A request from another origin is refused before anything is counted, so no
 * other site can make a visitor's browser spend the studio's budget or sign it in (login CSRF).
 */
export function createStudio({ db, adminToken, siteUrl, trustProxy, now, clientOf }: StudioOptions): Studio {
  const sessions = new StudioSessions({ db, adminToken, now });
  const sameOrigin = sameOriginCheck({ siteUrl, trustProxy });
  const secureCookie = new URL(siteUrl).protocol === 'https:';
  const failedSignIns = new FailureBudget(db, 'sign-in', SIGN_IN_FAILURES_ALLOWED, SIGN_IN_WINDOW_MS, () => now().getTime());

  const fromStudioOrigin = createMiddleware(async (c, next) => {
    if (!sameOrigin(c)) return c.json({ message: CROSS_ORIGIN_MESSAGE }, 403);
    await next();
  });

  const tooMany = (c: Context, retryAfterSeconds: number) => {
    c.header('Retry-After', String(retryAfterSeconds));
    return c.json({ message: tooManySignInsMessage(retryAfterSeconds) }, 429);
  };
  /** 429 for a client past its budget, before its body is read; the attempt itself is counted below. */
  const notLockedOut = createMiddleware(async (c, next) => {
    const decision = await failedSignIns.peek(clientOf(c));
    return decision.allowed ? next() : tooMany(c, decision.retryAfterSeconds);
  });

  const jsonOnly = createMiddleware<{ Variables: LeadBodyVariables }>(async (c, next) => {
    if (!isJsonContentType(c.req.header('Content-Type'))) return c.json({ message: SIGN_IN_JSON_MESSAGE }, 415);
    c.set('bodyType', 'json');
    await next();
  });

  const routes = new Hono<{ Variables: LeadBodyVariables }>();

  routes.post('/session', fromStudioOrigin, notLockedOut, jsonOnly, readLeadBody(SIGN_IN_MAX_BYTES), async (c) => {
    const body = signInSchema.safeParse(c.get('jsonBody'));
    if (!body.success) {
      const errors = fieldErrorsOf(body.error);
      const message = Object.keys(errors).length > 0 ? summarizeFieldErrors(errors) : MISSING_PASSPHRASE_MESSAGE;
      return c.json({ message, errors }, 400);
    }
    // The attempt is counted before the comparison, in one statement of the store: of guesses in
    // flight at once (here or in another process) no more than the budget are ever compared. A
    // right passphrase gives its count back.
    const client = clientOf(c);
    const attempt = await failedSignIns.take(client);
    if (!attempt.allowed) return tooMany(c, attempt.retryAfterSeconds);
    if (!tokensMatch(body.data.passphrase, adminToken)) return c.json({ message: WRONG_PASSPHRASE_MESSAGE }, 401);
    await failedSignIns.giveBack(client);
    // A fresh id for every sign-in: a session the browser held before (perhaps planted) ends here.
    await sessions.delete(readSessionCookie(c));
    const session = await sessions.create();
    setSessionCookie(c, session.id, secureCookie);
    return c.json({ signedIn: true, expiresAt: session.expiresAt.toISOString() });
  });

  routes.get('/session', async (c) => {
    const cookie = readSessionCookie(c);
    const session = await sessions.verify(cookie);
    if (!session) {
      // A cookie that opens nothing (expired, signed out elsewhere, token rotated) is cleared.
      if (cookie !== undefined) clearSessionCookie(c, secureCookie);
      return c.json({ signedIn: false, message: NOT_SIGNED_IN_MESSAGE }, 401);
    }
    return c.json({ signedIn: true, expiresAt: session.expiresAt.toISOString() });
  });

  routes.delete('/session', fromStudioOrigin, async (c) => {
    await sessions.delete(readSessionCookie(c));
    clearSessionCookie(c, secureCookie);
    return c.json({ signedIn: false });
  });

  return { routes, sessionAuth: { sessions, sameOrigin } };
}
