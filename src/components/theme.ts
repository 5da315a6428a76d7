import { Accordion, Button, createTheme, Notification, type MantineColorsTuple } from '@mantine/core';

/**
 * Brand teal-blue. Shade 7 on white is 7.4:1 and shade 6 is 5.6:1, so links (primaryShade 7) pass
 * WCAG AA for normal text and shade 6 serves as the focus ring on light surfaces.
 */
const brand: MantineColorsTuple = ['#e6f4f8', '#cde6ee', '#9ccde0', '#67b2d0', '#3d9cc3', '#1f86b0', '#136f95', '#0d5c7d', '#0a4a66', '#063a51'];

/** Warm accent: shade 7 is the one primary action colour (white on it 5.5:1); shade 8 the eyebrows. */
const accent: MantineColorsTuple = ['#fff3e6', '#ffe3c7', '#ffc58c', '#ffa54d', '#ff8a1a', '#f07800', '#c96400', '#a65200', '#8a4400', '#6e3600'];

/**
 * Mantine's Button wears the site's two button styles (the tokens in tokens.css) unless a caller
 * names a colour of its own (the red of an error's Retry): filled is the primary action, outline and
 * default the secondary outline, which turns white on a dark surface.
 */
const primaryButton = {
  '--button-bg': 'var(--ks-color-action)',
  '--button-hover': 'var(--ks-color-action-hover)',
  '--button-color': 'var(--ks-color-on-action)',
  '--button-bd': '1px solid transparent',
};
const secondaryButton = {
  '--button-bg': 'transparent',
  '--button-hover': 'var(--ks-secondary-hover-bg)',
  '--button-color': 'var(--ks-secondary-color)',
  '--button-hover-color': 'var(--ks-secondary-hover-color)',
  '--button-bd': '1px solid var(--ks-secondary-border)',
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
    textWrap: 'balance',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: Button.extend({
      defaultProps: { radius: 'xl' },
      vars: (_theme, props) => {
        if (props.color !== undefined) return { root: {} };
        if (props.variant === undefined || props.variant === 'filled') return { root: primaryButton };
        if (props.variant === 'outline' || props.variant === 'default') return { root: secondaryButton };
        return { root: {} };
      },
    }),
    // FAQ rows: a tint and a darker border under the pointer, and when open (theme.css).
    Accordion: Accordion.extend({
      classNames: { item: 'ks-faq-item', control: 'ks-faq-control' },
    }),
    // Toasts: a named close button, and description text dark enough for AA on white.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
  },
});
