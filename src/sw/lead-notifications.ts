/**
 * The studio's notifications of new leads, as the worker shows them and opens them: small
 * functions over the parts of the worker's scope they use, so tests drive them with a fake one.
 */
import type { LeadPushPayload } from '@/leads/lead-push';
import { LEAD_PUSH_FALLBACK_TITLE, parseLeadPush } from '@/leads/lead-push';

/** The app's icon, as the web app manifest lists it. */
export const LEAD_NOTIFICATION_ICON = '/icons/icon-192.png';
const INBOX_PATH = '/studio';

export interface LeadNotificationOptions {
  /** One notification per lead: a second push of one lead replaces the first. */
  tag: string;
  icon: string;
  /** Read back by the click. */
  data: LeadPushPayload | null;
}

export interface NotificationShower {
  showNotification(title: string, options: LeadNotificationOptions): Promise<void>;
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface WindowOpener {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** A push's data as JSON, or nothing when it has none or it is not JSON. */
export function readPushJson(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

/** Shows the notification of one lead: its title (form and sender), its own tag, the app's icon; no text of the lead. */
export function showLeadNotification(data: unknown, registration: NotificationShower): Promise<void> {
  const push = parseLeadPush(data);
  // Chromium counts a push that shows nothing against the site: an unreadable one still shows.
  if (!push) return registration.showNotification(LEAD_PUSH_FALLBACK_TITLE, { tag: 'lead', icon: LEAD_NOTIFICATION_ICON, data: null });
  return registration.showNotification(push.title, { tag: `lead-${push.leadId}`, icon: LEAD_NOTIFICATION_ICON, data: push });
}

function isInboxWindow(url: string, origin: string): boolean {
  const parsed = new URL(url);
  return parsed.origin === origin && (parsed.pathname === INBOX_PATH || parsed.pathname.startsWith(`${INBOX_PATH}/`));
}

/**
 * A click on a lead's notification: an open inbox window is focused and taken to that lead, or a
 * new one opens there. A window that cannot be taken there (not this worker's) gives way to a new one.
 */
export async function openLeadNotification(data: unknown, clients: WindowOpener, origin: string): Promise<void> {
  const target = new URL(parseLeadPush(data)?.url ?? INBOX_PATH, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const inbox = windows.find((client) => isInboxWindow(client.url, origin));
  if (inbox) {
    // Focus is the browser's to grant (a click on the notification); going to the lead does not depend on it.
    await inbox.focus().catch(() => undefined);
    const navigated = await inbox.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await clients.openWindow(target);
}
