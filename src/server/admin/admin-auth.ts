import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CROSS_ORIGIN_MESSAGE, changesState } from '@/server/studio/same-origin';
import { readSessionCookie } from '@/server/studio/studio-cookie';
import type { StudioSessions } from '@/server/studio/studio-sessions';
import type { FailedAuthLimit } from './bearer-token';
import { requireBearerToken } from './bearer-token';

/** How the admin API takes a studio session: the sessions, and whose requests may change things. */
export interface StudioSessionAuth {
  sessions: StudioSessions;
  /** Whether the request's Origin is the studio's own (see sameOriginCheck). */
  sameOrigin: (c: Context) => boolean;
}

export interface AdminAuthOptions {
  adminToken: string;
  /** Counts wrong tokens per client (see requireBearerToken). */
  failedAuth?: FailedAuthLimit | undefined;
  /** The studio's signed-in sessions; without them only the bearer token opens the API. */
  session?: StudioSessionAuth | undefined;
}

/**
 * The admin API's door: `Authorization: Bearer <ADMIN_TOKEN>` (scripts, `curl`), or the studio's
 * session cookie (the browser). A request that carries an Authorization header is judged by it
 * alone, exactly as before sessions existed: a wrong token is counted and refused even beside a
 * valid cookie, so a cookie never hides guessing. Without the header, a valid session lets the
 * request through, and is not held to the wrong-token lockout (a signed-in studio is not guessing).
 * A state change it authenticates must come from the studio's own origin: the browser sends the
 * cookie by itself, so the cookie alone does not prove the studio's page asked. A bearer token is
 * never sent by a browser on its own, so it needs no such check. Anything else gets the bearer
 * token's answers (401, counted; 429 once past the budget).
 */
export function requireAdmin({ adminToken, failedAuth, session }: AdminAuthOptions): MiddlewareHandler {
  const bearer = requireBearerToken(adminToken, failedAuth);
  return createMiddleware(async (c, next) => {
    if (session && c.req.header('Authorization') === undefined && (await session.sessions.verify(readSessionCookie(c)))) {
      if (changesState(c.req.method) && !session.sameOrigin(c)) return c.json({ message: CROSS_ORIGIN_MESSAGE }, 403);
      await next();
      return;
    }
    return bearer(c, next);
  });
}
