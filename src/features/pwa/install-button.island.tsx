import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { outboxCopy } from '../../content/outbox';
import { clearInstallOffer, installOffer, subscribeToInstallOffer } from './install-prompt';

/** 'Install app' where the browser offers installation; gone once installed or turned down. */
export default function InstallButton() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  if (!offer) return null;
  return (
    <Button
      variant="light"
      radius="xl"
      size="sm"
      onClick={async () => {
        await offer.prompt();
        const choice = await offer.userChoice;
        if (choice.outcome === 'accepted') clearInstallOffer();
      }}
    >
      {outboxCopy.install}
    </Button>
  );
}
