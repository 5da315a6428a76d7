import { OFFLINE_NOTICE_ATTRIBUTE } from './shell-markers';
import classes from './offline-notice.module.css';

/** The words of the notice, shared with the router's own offline state (components/route-error.tsx). */
export const OFFLINE_NOTICE = {
  title: 'You are offline',
  text: 'That page has not been saved on this device yet. It opens once you are back online.',
} as const;

/**
 * Shown (by the loader) when the visitor follows a link while offline before the site is saved on
 * the device: the page stays, and says why it did not change. Hidden until then.
 */
export function OfflineNotice() {
  return (
    <div role="status" className={classes.notice} hidden {...{ [OFFLINE_NOTICE_ATTRIBUTE]: '' }}>
      <strong>{OFFLINE_NOTICE.title}.</strong> {OFFLINE_NOTICE.text}
    </div>
  );
}
