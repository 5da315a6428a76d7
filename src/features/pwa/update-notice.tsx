import { Button } from '@mantine/core';
import type { Workbox } from 'workbox-window';
import { outboxCopy } from '@/content/outbox';

/** The body of 'New version available': Reload switches to the waiting worker, then reloads once. */
export function updateNotice(workbox: Workbox) {
  let reloading = false;
  return (
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
  );
}
