import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={500} limit={4} classNames={{ root: 'notifications-below-header' }} />
      {children}
    </MantineProvider>
  );
}
