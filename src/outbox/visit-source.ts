/**
 * The source a lead carries (src/leads/lead-source.ts), as the page knows it. Once per visit (the
 * tab's sessionStorage), on the first page the loader runs on, it keeps the landing address's
 * campaign tags and the referring site's origin when the visitor came from another site; a lead
 * then carries them with the path of the page it is sent from. No zod, no React: the loader
 * imports it, and the page's first load must stay small.
 */
import type { LeadSource } from '@/leads/lead-source';
import { VISIT_SOURCE_KEY, normalizeLeadSource, referrerOrigin, sourcePagePath, utmTagsOf } from '@/leads/lead-source';

// The tab's record of this visit, under VISIT_SOURCE_KEY: JSON of the referring origin and campaign tags ('{}' for none).

/** What the recorder reads: the page's address, its referrer and the tab's storage (absent where storage is refused). */
export interface VisitEnvironment {
  href: string;
  referrer: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function browserVisit(): VisitEnvironment | undefined {
  if (typeof location === 'undefined' || typeof document === 'undefined') return undefined;
  let storage: Storage | undefined;
  try {
    storage = sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, some privacy settings): the page's own address still tells.
  }
  return { href: location.href, referrer: document.referrer, storage };
}

/** The referring origin (another site's only) and the campaign tags of `href`. */
function arrivalOf(visit: VisitEnvironment): LeadSource {
  const url = new URL(visit.href);
  const referrer = referrerOrigin(visit.referrer);
  return { ...(referrer !== undefined && referrer !== url.origin ? { referrer } : {}), ...utmTagsOf(url.searchParams) };
}

function readRecord(visit: VisitEnvironment): LeadSource | undefined | null {
  let stored: string | null | undefined;
  try {
    stored = visit.storage?.getItem(VISIT_SOURCE_KEY);
  } catch {
    return undefined;
  }
  if (stored === null || stored === undefined) return null;
  try {
    const { page: _page, ...recorded } = normalizeLeadSource(JSON.parse(stored)) ?? {};
    return recorded;
  } catch {
    return {};
  }
}

/**
 * Keeps the visit's arrival (referring origin, campaign tags) unless this visit already has one:
 * the landing page's, not a later page's, is what the visit came by. Returns what the visit holds.
 */
export function recordVisitSource(visit: VisitEnvironment | undefined = browserVisit()): LeadSource {
  if (!visit) return {};
  const recorded = readRecord(visit);
  if (recorded !== null) return recorded ?? arrivalOf(visit);
  const arrival = arrivalOf(visit);
  try {
    visit.storage?.setItem(VISIT_SOURCE_KEY, JSON.stringify(arrival));
  } catch {
    // Storage full or refused: this page's own address is all a lead will say.
  }
  return arrival;
}

/** The source a lead sent now carries: the visit's arrival and the current page's path. None outside a page. */
export function currentLeadSource(visit: VisitEnvironment | undefined = browserVisit()): LeadSource | undefined {
  if (!visit) return undefined;
  const page = sourcePagePath(new URL(visit.href).pathname);
  return normalizeLeadSource({ ...recordVisitSource(visit), ...(page === undefined ? {} : { page }) });
}
