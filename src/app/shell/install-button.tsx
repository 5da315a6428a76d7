import { Button } from '@mantine/core';
import { outboxCopy } from '@/content/outbox';
import { INSTALL_BUTTON_ATTRIBUTE } from './shell-markers';

/**
 * 'Install app', static markup hidden until the browser offers installation; a few lines of script
 * (install-button-behaviour.ts) show it and make the offer, so an offer on a first visit loads no
 * React.
 */
export function InstallButton() {
  return (
    <span hidden {...{ [INSTALL_BUTTON_ATTRIBUTE]: '' }}>
      <Button component="button" type="button" variant="light" radius="xl" size="sm">
        {outboxCopy.install}
      </Button>
    </span>
  );
}
