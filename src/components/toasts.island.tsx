import '@mantine/notifications/styles.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear (delivered leads, updates, the booking note): under the top bar. A client-only island. */
export default function Toasts() {
  return <Notifications position="top-right" zIndex={500} limit={4} classNames={{ root: 'notifications-below-header' }} />;
}
