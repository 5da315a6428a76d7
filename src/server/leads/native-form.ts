import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { createMiddleware } from 'hono/factory';
import { sitePaths } from '@/content/site-map';
import type { LeadKind } from '@/leads/kinds';
import { FORM_PAGE, IDEMPOTENCY_KEY_FIELD, LIST_FIELDS, RETURN_TO_FIELD } from '@/leads/native-form';
import type { TrustProxy } from '@/server/http/client-address';
import { cameOverHttps } from '@/server/security-headers';
import { canonicalJson, isUuidV4 } from './idempotency';
import { originOf } from '@/server/http/origin';

/**
 * A form sent without a key is stored once per this window: a double click or a re-sent page
 * within it replays the first answer, the same post after it is a new lead.
 */
export const NATIVE_FORM_KEY_WINDOW_MS = 10 * 60 * 1000;

/** A derived key is only ever looked up in its own window and the next: it need not live longer. */
export const DERIVED_KEY_TTL_MS = 2 * NATIVE_FORM_KEY_WINDOW_MS;

export interface NativeSubmission {
  /** The lead's fields as the JSON API names them; list fields are always lists. */
  body: Record<string, unknown>;
  /** The form's own `idempotency_key`, when it holds a UUID v4 (lower-cased). */
  idempotencyKey?: string;
  /** The page to link back to: `return_to` when it names one of the site's pages, else the form's page. */
  returnTo: string;
}

const PAGE_PATHS: ReadonlySet<string> = new Set(sitePaths);

/** `value` when it is exactly one of the site's page paths, otherwise the kind's form page. */
export function returnPath(kind: LeadKind, value: string | undefined): string {
  return value !== undefined && PAGE_PATHS.has(value) ? value : FORM_PAGE[kind];
}

/**
 * A native post as a lead body: list fields collect every value (one checkbox is still a list);
 * another field sent twice becomes a list too, which validation then refuses. `idempotency_key`
 * and `return_to` are taken out (first value wins); an invalid key is ignored, so the server
 * derives one as if none had been sent.
 */
export function formSubmission(kind: LeadKind, pairs: readonly [string, string][]): NativeSubmission {
  const lists = new Set(LIST_FIELDS[kind]);
  const fields = new Map<string, string | string[]>();
  let key: string | undefined;
  let returnTo: string | undefined;
  for (const [name, value] of pairs) {
    if (name === IDEMPOTENCY_KEY_FIELD) {
      key ??= value;
      continue;
    }
    if (name === RETURN_TO_FIELD) {
      returnTo ??= value;
      continue;
    }
    const current = fields.get(name);
    if (lists.has(name)) fields.set(name, [...(current ?? []), value]);
    else if (current === undefined) fields.set(name, value);
    else fields.set(name, [...(Array.isArray(current) ? current : [current]), value]);
  }
  const normalizedKey = key?.trim().toLowerCase();
  return {
    // fromEntries defines own properties: a field named __proto__ stays a plain field.
    body: Object.fromEntries(fields),
    ...(normalizedKey !== undefined && isUuidV4(normalizedKey) ? { idempotencyKey: normalizedKey } : {}),
    returnTo: returnPath(kind, returnTo),
  };
}

/**
 * The key of a native post sent without one: the kind, the body (field order does not matter),
 * the client's address and the window the post falls in, hashed into UUID form. Version 8 (a
 * hash, not random), so it never equals a key a client made and cannot be sent as one.
 */
export function derivedIdempotencyKey(kind: LeadKind, body: unknown, client: string, window: number): string {
  const digest = createHash('sha256')
    .update(`native-form\n${kind}\n${client}\n${window}\n`)
    .update(canonicalJson(body))
    .digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The window `instant` falls in. */
export function keyWindowOf(instant: Date): number {
  return Math.floor(instant.getTime() / NATIVE_FORM_KEY_WINDOW_MS);
}

/** Whether the client would rather read HTML than JSON (a browser's form navigation does). */
export function prefersHtml(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: ['text/html', 'application/json'], default: 'application/json' }) === 'text/html';
}

export interface SameSiteFormOptions {
  /** SITE_URL: its origin may always post the forms. */
  siteUrl: string;
  /** Whose X-Forwarded-Proto is believed when working out the request's own origin. */
  trustProxy: TrustProxy;
}

export const CROSS_SITE_MESSAGE = 'This form can only be sent from our own website.';

/**
 * A urlencoded post is a request any other site can make a visitor's browser send. Refused (403)
 * when the browser says it came from another site (`Sec-Fetch-Site: cross-site` or `same-site`)
 * or names an `Origin` other than the site's own (SITE_URL's, or the one the request was made to).
 * A post with neither header (an old browser, curl) passes; the rate limit still applies.
 * Not hono/csrf: that refuses posts without either header, and lets either header alone vouch.
 */
export function sameSiteForms(options: SameSiteFormOptions) {
  const siteOrigin = new URL(options.siteUrl).origin;
  return createMiddleware(async (c, next) => {
    const fetchSite = c.req.header('Sec-Fetch-Site')?.trim().toLowerCase();
    const origin = c.req.header('Origin');
    let refused = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (!refused && origin !== undefined) {
      const url = new URL(c.req.url);
      const requestOrigin = `${cameOverHttps(c, options.trustProxy) ? 'https:' : url.protocol}//${url.host}`;
      const claimed = originOf(origin);
      refused = claimed !== siteOrigin && claimed !== requestOrigin;
    }
    if (refused) return c.json({ message: CROSS_SITE_MESSAGE }, 403);
    await next();
  });
}
