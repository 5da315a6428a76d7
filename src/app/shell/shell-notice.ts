/** Shows one of the shell's static notices (shell-notices.tsx) for a few seconds. No React. */
import { SHELL_NOTICE_ATTRIBUTE, type ShellNoticeKind } from './shell-markers';

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
