import { outboxCopy } from '@/content/outbox';
import { SHELL_NOTICE_ATTRIBUTE, type ShellNoticeKind } from './shell-markers';
import classes from './shell-notices.module.css';

/** The words of the offline notice. */
export const OFFLINE_NOTICE = {
  title: 'You are offline',
  text: 'That page has not been saved on this device yet. It opens once you are back online.',
} as const;

const NOTICES: Record<ShellNoticeKind, { title: string; text: string }> = {
  offline: OFFLINE_NOTICE,
  'offline-ready': { title: outboxCopy.offlineReady, text: outboxCopy.offlineReadyBody },
};

/**
 * Short notices of the shell, hidden until the page's small scripts show one (shell-notice.ts): the
 * page could not be left, being offline before the site was saved on the device; the site has just
 * been saved and now opens offline. Static markup, so that neither costs a first visit any React.
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
