import { createTheme, Notification, type MantineColorsTuple } from '@mantine/core';

/**
 * Brand teal-blue. Shade 7 on white is 5.6:1 and shade 8 is 7.4:1, so buttons and links
 * (which use primaryShade 7) pass WCAG AA for normal text.
 */
const brand: MantineColorsTuple = ['#e6f4f8', '#cde6ee', '#9ccde0', '#67b2d0', '#3d9cc3', '#1f86b0', '#136f95', '#0d5c7d', '#0a4a66', '#063a51'];

/** Warm accent for badges and highlights; shade 8 keeps AA contrast with white text. */
const accent: MantineColorsTuple = ['#fff3e6', '#ffe3c7', '#ffc58c', '#ffa54d', '#ff8a1a', '#f07800', '#c96400', '#a65200', '#8a4400', '#6e3600'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Toasts: a named close button, and description text dark enough for AA on white.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
  },
});
