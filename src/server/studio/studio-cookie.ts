import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { STUDIO_SESSION_TTL_MS } from './studio-sessions';

/** The cookie that carries a studio session's id. */
export const STUDIO_COOKIE = 'kestrel_studio';

/**
 * HttpOnly: no script (a stray one in the page included) reads the id. SameSite=Strict: no other
 * site's page makes the browser send it. Path=/: the studio's pages and the API share it. Max-Age
 * as long as the session, so the browser forgets the cookie when the server does. Secure when the
 * site is served over HTTPS (SITE_URL), so it never travels in clear text there; a plain-HTTP
 * address (development, a local network) could not keep a Secure cookie at all.
 */
function cookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'Strict', path: '/', secure } as const;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, STUDIO_COOKIE);
}

export function setSessionCookie(c: Context, sessionId: string, secure: boolean): void {
  setCookie(c, STUDIO_COOKIE, sessionId, { ...cookieOptions(secure), maxAge: STUDIO_SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, STUDIO_COOKIE, cookieOptions(secure));
}
