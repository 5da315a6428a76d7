import { notifications, type NotificationData } from '@mantine/notifications';
import { requestIsland } from '@/islands/island-contract';

/** The client-only island that shows toasts (src/components/toasts.island.tsx). */
export const TOASTS_ISLAND = 'components/toasts';

/** Shows a toast; the place toasts appear in is rendered with the first one. */
export function showToast(data: NotificationData): string {
  requestIsland(TOASTS_ISLAND);
  return notifications.show(data);
}

export function hideToast(id: string): void {
  notifications.hide(id);
}
