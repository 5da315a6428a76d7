/**
 * The web push the server sends the studio's installed inbox for each stored lead, and what the
 * worker reads from it: a title (the form and who sent it, never what they wrote), the lead's id,
 * and where a click on the notification goes.
 */
export interface LeadPushPayload {
  /** "Quote request from Ada Lovelace". */
  title: string;
  leadId: string;
  /** The inbox at that lead, a path on the site's own origin: /studio?lead=<id>. */
  url: string;
}

/** The inbox opened at one lead (inbox-app.tsx reads `?lead=`). */
export function inboxLeadPath(leadId: string): string {
  return `/studio?${new URLSearchParams({ lead: leadId }).toString()}`;
}

/** A push's data as the worker receives it, if it is one of ours: anything else shows nothing. */
export function parseLeadPush(data: unknown): LeadPushPayload | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, leadId } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '' || typeof leadId !== 'string' || leadId === '') return undefined;
  // The address is made here from the id, never taken from the push: a click goes to the inbox only.
  return { title, leadId, url: inboxLeadPath(leadId) };
}

/** A push the worker cannot read (none of ours should be) still shows something: browsers require it. */
export const LEAD_PUSH_FALLBACK_TITLE = 'New lead in the studio inbox';
