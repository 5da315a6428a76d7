/**
 * Where the studio stands with a lead: every lead arrives `new`; the inbox moves it on. Shared by the
 * server (what it stores and accepts) and the inbox (what it offers).
 */
export const LEAD_STATUSES = ['new', 'handled', 'spam', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
