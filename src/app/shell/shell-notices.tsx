import { SHELL_NOTICE_ATTRIBUTE, type ShellNoticeKind } from './shell-markers';
import classes from './shell-notices.module.css';

/** The words of the offline notice. */
export const OFFLINE_NOTICE = {
  title: 'You are offline',
  text: 'That page has not been saved on this device yet. It opens once you are back online.',
} as const;

const NOTICES: Record<ShellNoticeKind, { title: string; text: string }> = {
  offline: OFFLINE_NOTICE,
};

/**
 * Short notices of the shell, hidden until the page's small scripts show one (shell-notice.ts): the
 * page could not be left, being offline before the site was saved on the device. Static markup, so
 * that it costs a first visit no React. It shows at the top, where toasts do: the bottom of the
 * screen holds one overlay at a time (the cookie question, then the iOS install hint).
 */
export function ShellNotices() {
  return (
    <>
      {(Object.keys(NOTICES) as ShellNoticeKind[]).map((kind) => (
        <div key={kind} role="status" className={classes.notice} hidden {...{ [SHELL_NOTICE_ATTRIBUTE]: kind }}>
          <strong>{NOTICES[kind].title}.</strong> {NOTICES[kind].text}
        </div>
      ))}
    </>
  );
}
