/**
 * Where a lead came from, and nothing else about the visitor: the site's page it was sent from,
 * the origin of the site that referred the visit (never its path or query), and the campaign tags
 * (utm_source, utm_medium, utm_campaign) of the visit's landing address. Every lead kind may carry
 * it as `source`; the server stores it beside the lead's fields, never among them.
 *
 * Plain functions, no zod: the page's loader records the visit with them on arrival, and it must
 * stay small. A value that is not what it should be is dropped, never a reason to refuse a lead:
 * the visitor could do nothing about it.
 */

/** The tab's sessionStorage key where the page keeps the visit's arrival (src/outbox/visit-source.ts): the privacy policy names it. */
export const VISIT_SOURCE_KEY = 'kestrel:visit-source';

/** A page path: '/' and at most this many characters, no query or fragment. */
export const MAX_SOURCE_PAGE_LENGTH = 200;
/** A referring origin (scheme, host and port). */
export const MAX_SOURCE_REFERRER_LENGTH = 200;
/** One campaign tag. */
export const MAX_UTM_LENGTH = 100;

export interface LeadSource {
  page?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** The parts of a source, in the order they are shown, stored and written out. */
export const LEAD_SOURCE_PARTS = ['page', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'] as const satisfies readonly (keyof LeadSource)[];

export type LeadSourcePart = (typeof LEAD_SOURCE_PARTS)[number];

/** The campaign tags of a landing address, by the part of a source each fills. */
export const UTM_PARAMETERS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/** Control characters, and the BiDi embeddings, overrides and isolates that reorder text on screen. */
// eslint-disable-next-line no-control-regex
const NOT_PRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A campaign tag as kept: trimmed, printable, not empty, at most MAX_UTM_LENGTH characters; otherwise none. */
export function utmValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_UTM_LENGTH || NOT_PRINTABLE.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * A page path as kept: what comes before any query or fragment, when it starts with one '/' (a
 * path of this site, not '//host'), is printable and at most MAX_SOURCE_PAGE_LENGTH characters.
 */
export function sourcePagePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim().split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_SOURCE_PAGE_LENGTH || /\s/.test(path) || NOT_PRINTABLE.test(path)) return undefined;
  return path;
}

/** The origin of an http(s) address (anything after it is dropped), or none for anything else. */
export function referrerOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin.length > MAX_SOURCE_REFERRER_LENGTH ? undefined : url.origin;
}

/** The campaign tags of an address's query (`location.search`, or a whole URL's). */
export function utmTagsOf(search: URLSearchParams): Pick<LeadSource, 'utmSource' | 'utmMedium' | 'utmCampaign'> {
  const tags: Pick<LeadSource, 'utmSource' | 'utmMedium' | 'utmCampaign'> = {};
  for (const [part, parameter] of Object.entries(UTM_PARAMETERS) as [keyof typeof UTM_PARAMETERS, string][]) {
    const value = utmValue(search.get(parameter));
    if (value !== undefined) tags[part] = value;
  }
  return tags;
}

/**
 * Whatever a client sent as `source`, reduced to what is kept: each part checked on its own (a
 * referrer cut to its origin), unknown members ignored. None when nothing is left.
 */
export function normalizeLeadSource(value: unknown): LeadSource | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const source: LeadSource = {};
  const page = sourcePagePath(raw.page);
  if (page !== undefined) source.page = page;
  const referrer = referrerOrigin(raw.referrer);
  if (referrer !== undefined) source.referrer = referrer;
  for (const part of ['utmSource', 'utmMedium', 'utmCampaign'] as const) {
    const tag = utmValue(raw[part]);
    if (tag !== undefined) source[part] = tag;
  }
  return Object.keys(source).length > 0 ? source : undefined;
}
