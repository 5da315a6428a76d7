/**
 * Shows one of the shell's static notices (shell-notices.tsx) for a few seconds, and the footer's
 * quiet "Available offline" line for good. No React.
 */
import { OFFLINE_READY_ATTRIBUTE, SHELL_NOTICE_ATTRIBUTE, type ShellNoticeKind } from './shell-markers';

/** How long a notice stays. */
export const SHELL_NOTICE_MS = 6000;

const hideTimers = new Map<ShellNoticeKind, number>();

export function showShellNotice(kind: ShellNoticeKind): void {
  const notice = document.querySelector<HTMLElement>(`[${SHELL_NOTICE_ATTRIBUTE}="${kind}"]`);
  if (notice === null) return;
  notice.hidden = false;
  window.clearTimeout(hideTimers.get(kind));
  hideTimers.set(
    kind,
    window.setTimeout(() => (notice.hidden = true), SHELL_NOTICE_MS),
  );
}

/**
 * The site is saved on this device and opens without a connection: a quiet line in the footer says
 * so, in place of a notice over the page (a first visit has the cookie question to answer already).
 */
export function showOfflineReady(): void {
  for (const line of document.querySelectorAll<HTMLElement>(`[${OFFLINE_READY_ATTRIBUTE}]`)) line.hidden = false;
}
