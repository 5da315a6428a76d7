/**
 * The studio's inbox (/studio): its own application, never part of a visitor's page. Registers the
 * site's service worker (which keeps this page for offline use once opened) and keeps the outbox
 * moving, so a status set offline is sent when the connection returns.
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
// The site's tokens: the theme's buttons draw with them (see src/components/theme.ts).
import '@/components/tokens.css';
import '@/components/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { notifyManager } from '@tanstack/react-query';
import { theme } from '@/components/theme';
import { startOutboxTriggers } from '@/outbox/outbox-triggers';
import { InboxApp } from './inbox-app';

/** Placeholders the date range shows as text must be readable (AA), as everything else is. */
const readablePlaceholders: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-7)' },
  dark: {},
});

// The query cache tells the screen of an answer in the same task, not on a later timer (which a
// background tab holds back, and a paused test clock never runs).
notifyManager.setScheduler(queueMicrotask);

createRoot(document.getElementById('inbox')!).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={readablePlaceholders}>
      <InboxApp />
    </MantineProvider>
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('Service worker registration failed', error));
}
startOutboxTriggers();
