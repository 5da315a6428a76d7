module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // Below this width the top bar's links, quote button and Install move into the menu (the
        // whole bar, logo to quote button, needs about 860 px).
        'menu-breakpoint': '56.25em',
        // With the browser's install offer the bar also holds Install app: below this width it then
        // keeps the menu instead (the whole bar with Install needs about 1,080 px).
        'menu-breakpoint-with-install': '70em',
        // Below this width a form's buttons stack, each the full width (no label is ever cut off).
        'form-stack-breakpoint': '26.25em',
      },
    },
  },
};
