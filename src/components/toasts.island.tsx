import '@mantine/notifications/styles.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear (delivered leads, updates, the booking note): under the top bar, and under
 * any open dialog or drawer (Mantine's are at 200), so a toast never covers a dialog's buttons: the
 * outbox panel's Retry, say, while the leads it retries report in. A client-only island.
 */
const TOASTS_Z_INDEX = 190;

export default function Toasts() {
  return <Notifications position="top-right" zIndex={TOASTS_Z_INDEX} limit={4} classNames={{ root: 'notifications-below-header' }} />;
}
