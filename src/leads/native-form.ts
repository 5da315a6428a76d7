import type { LeadKind } from './kinds';
import type { LeadSourcePart } from './lead-source';

/**
 * The contract of a lead form sent natively by the browser (no JavaScript, or before the page's
 * scripts run): `application/x-www-form-urlencoded` with the API's field names, plus these two
 * fields, which are never part of the stored lead.
 */

/** Optional UUID v4 the page may put in the form; without it the server derives a short-lived key. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/** Optional path of the page the form is on, for the result page's link back (one of the site's pages). */
export const RETURN_TO_FIELD = 'return_to';

/**
 * Where a native post was sent from, as hidden fields (lead-source.ts): the prerender writes the
 * page's path; the campaign tags, when the form carries none, the server reads from the
 * same-origin Referer. Taken out of the form into the lead's `source`.
 */
export const SOURCE_FORM_FIELDS = {
  page: 'source_page',
  referrer: 'source_referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const satisfies Record<LeadSourcePart, string>;

/** Fields sent as repeated keys (checkbox groups); the server reads them as lists even when one value came. */
export const LIST_FIELDS: { readonly [K in LeadKind]: readonly string[] } = {
  newsletter: [],
  contact: [],
  quote: ['features'],
  founder: [],
  booking: [],
};

/** The page each form lives on: where the result page links back when `return_to` names no page. */
export const FORM_PAGE: { readonly [K in LeadKind]: string } = {
  newsletter: '/',
  contact: '/contact',
  quote: '/get-quote',
  founder: '/founder-contact',
  booking: '/consultation-booking',
};
