/** The Chromium the browser measurements drive: Debian's, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Playwright, which adds --headless and its own profile (design.md, section 7). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Flags for chrome-launcher, which starts Chromium for Lighthouse. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
