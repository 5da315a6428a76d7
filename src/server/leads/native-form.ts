import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { createMiddleware } from 'hono/factory';
import { sitePaths } from '@/content/site-map';
import type { LeadKind } from '@/leads/kinds';
import type { LeadSource, LeadSourcePart } from '@/leads/lead-source';
import { UTM_PARAMETERS, sourcePagePath, utmTagsOf } from '@/leads/lead-source';
import { FORM_PAGE, IDEMPOTENCY_KEY_FIELD, LIST_FIELDS, RETURN_TO_FIELD, SOURCE_FORM_FIELDS } from '@/leads/native-form';
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

const SOURCE_PART_OF_FIELD: ReadonlyMap<string, LeadSourcePart> = new Map(
  Object.entries(SOURCE_FORM_FIELDS).map(([part, field]) => [field, part as LeadSourcePart]),
);

/**
 * A native post as a lead body: list fields collect every value (one checkbox is still a list);
 * another field sent twice becomes a list too, which validation then refuses. `idempotency_key`
 * and `return_to` are taken out (first value wins); an invalid key is ignored, so the server
 * derives one as if none had been sent. The source's hidden fields (SOURCE_FORM_FIELDS, first
 * value wins) become the body's `source`, checked by validation like a JSON body's; when the form
 * carries no campaign tag, `referer` (the page the form was posted from: see refererOfThisSite)
 * gives its tags, and its path when the form names no page.
 */
export function formSubmission(kind: LeadKind, pairs: readonly [string, string][], referer?: URL): NativeSubmission {
  const lists = new Set(LIST_FIELDS[kind]);
  const fields = new Map<string, string | string[]>();
  const source: Partial<Record<LeadSourcePart, string>> = {};
  let key: string | undefined;
  let returnTo: string | undefined;
  for (const [name, value] of pairs) {
    const part = SOURCE_PART_OF_FIELD.get(name);
    if (part !== undefined) {
      source[part] ??= value;
      continue;
    }
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
  if (referer) Object.assign(source, sourceFromReferer(source, referer));
  return {
    // fromEntries defines own properties: a field named __proto__ stays a plain field.
    body: { ...Object.fromEntries(fields), ...(Object.keys(source).length > 0 ? { source } : {}) },
    ...(normalizedKey !== undefined && isUuidV4(normalizedKey) ? { idempotencyKey: normalizedKey } : {}),
    returnTo: returnPath(kind, returnTo),
  };
}

/** What the page a form was posted from adds to the source the form carries: its campaign tags when the form has none, its path when it names no page. */
function sourceFromReferer(source: Partial<Record<LeadSourcePart, string>>, referer: URL): LeadSource {
  const added: LeadSource = {};
  const carriesTags = (Object.keys(UTM_PARAMETERS) as (keyof typeof UTM_PARAMETERS)[]).some((part) => (source[part] ?? '').trim() !== '');
  if (!carriesTags) Object.assign(added, utmTagsOf(referer.searchParams));
  const page = sourcePagePath(referer.pathname);
  if ((source.page ?? '').trim() === '' && page !== undefined) added.page = page;
  return added;
}

/**
 * The Referer of a native post when it is a page of this site (SITE_URL's origin, or the one the
 * request was made to): the site's Referrer-Policy (strict-origin-when-cross-origin) gives a
 * same-origin post the whole address, query included. Anything else (another site, no header, not
 * a URL) is none: another site's address says nothing of this visit.
 */
export function refererOfThisSite(c: Context, options: SameSiteFormOptions): URL | undefined {
  const header = c.req.header('Referer');
  if (header === undefined) return undefined;
  let referer: URL;
  try {
    referer = new URL(header);
  } catch {
    return undefined;
  }
  return referer.origin === new URL(options.siteUrl).origin || referer.origin === requestOriginOf(c, options.trustProxy) ? referer : undefined;
}

/** The origin the request was made to, as the client saw it (https behind a trusted proxy). */
function requestOriginOf(c: Context, trustProxy: TrustProxy): string {
  const url = new URL(c.req.url);
  return `${cameOverHttps(c, trustProxy) ? 'https:' : url.protocol}//${url.host}`;
}

/**
 * The key of a native post sent without one: the kind, the body (field order does not matter),
 * the client's address and the window the post falls in, hashed into UUID form. Version 8 (a
 * hash, not random), so it never equals a key a client made and cannot be sent as one.
 */
export function derivedIdempotencyKey(kind: LeadKind, body: unknown, client: string, window: number): string {
  const digest = createHash('sha256').update(`native-form\n${kind}\n${client}\n${window}\n`).update(canonicalJson(body)).digest();
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
      const claimed = originOf(origin);
      refused = claimed !== siteOrigin && claimed !== requestOriginOf(c, options.trustProxy);
    }
    if (refused) return c.json({ message: CROSS_SITE_MESSAGE }, 403);
    await next();
  });
}
