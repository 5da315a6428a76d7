import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '../app/theme';

/**
 * Renders one feature inside the app's theme without loading the route tree, so a form's tests
 * do not depend on every other page compiling.
 */
export function renderWithMantine(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
