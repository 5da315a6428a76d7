import { Button } from '@mantine/core';
import { outboxCopy } from '@/content/outbox';
import { INSTALL_BUTTON_ATTRIBUTE } from './shell-markers';

/**
 * 'Install app', static markup hidden until the browser offers installation; a few lines of script
 * (install-button-behaviour.ts) show it and make the offer, so an offer on a first visit loads no
 * React. It stands twice: in the top bar where the whole bar fits, and inside the menu below that
 * width (`className` hides the one the width has no room for), so on a phone it never pushes the
 * menu button off the screen.
 */
export function InstallButton({ className, fullWidth = false }: { className?: string; fullWidth?: boolean }) {
  return (
    <span hidden className={className} {...{ [INSTALL_BUTTON_ATTRIBUTE]: '' }}>
      <Button component="button" type="button" variant="outline" size="sm" fullWidth={fullWidth}>
        {outboxCopy.install}
      </Button>
    </span>
  );
}
