import '@mantine/notifications/styles.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import { Notifications } from '@mantine/notifications';

/** Toasts (delivered leads, updates, the booking note), placed under the top bar. */
export function AppNotifications() {
  return <Notifications position="top-right" zIndex={500} limit={4} classNames={{ root: 'notifications-below-header' }} />;
}
