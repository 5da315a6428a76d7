import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';
import { leadKindLabels, outboxCopy } from '../../content/outbox';
import { onOutboxEvent } from '../../outbox/outbox';
import { startOutboxTriggers } from './outbox-triggers';

const UPDATE_NOTIFICATION_ID = 'pwa-update';

/** Registers the service worker and keeps the visitor told: offline ready, update waiting, lead sent. */
export function PwaManager() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const workbox = new Workbox('/sw.js', { type: 'module' });
    let reloading = false;

    workbox.addEventListener('installed', (event) => {
      if (!event.isUpdate) {
        notifications.show({ title: outboxCopy.offlineReady, message: outboxCopy.offlineReadyBody, color: 'brand' });
      }
    });
    workbox.addEventListener('waiting', () => {
      notifications.show({
        id: UPDATE_NOTIFICATION_ID,
        title: outboxCopy.updateTitle,
        autoClose: false,
        withCloseButton: true,
        message: (
          <>
            {outboxCopy.updateBody}{' '}
            <Button
              size="compact-sm"
              mt={6}
              onClick={() => {
                // Reload once, when the new worker has taken over: never in a loop.
                workbox.addEventListener('controlling', () => {
                  if (reloading) return;
                  reloading = true;
                  window.location.reload();
                });
                // Posts { type: SKIP_WAITING_MESSAGE } to the registration's waiting worker.
                workbox.messageSkipWaiting();
              }}
            >
              {outboxCopy.reload}
            </Button>
          </>
        ),
      });
    });
    workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
  }, []);

  useEffect(() => startOutboxTriggers(), []);

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'delivered') {
          notifications.show({ title: outboxCopy.deliveredTitle, message: outboxCopy.delivered(leadKindLabels[event.kind]), color: 'green' });
        } else if (event.type === 'failed') {
          notifications.show({ title: outboxCopy.failedTitle, message: `${leadKindLabels[event.kind]}: ${event.message}`, color: 'red', autoClose: false });
        } else if (event.type === 'expired') {
          notifications.show({ title: outboxCopy.expiredTitle, message: leadKindLabels[event.kind], color: 'red', autoClose: false });
        }
      }),
    [],
  );

  return null;
}
