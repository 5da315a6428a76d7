/** The Chromium the browser measurements drive: the same as the e2e suite's (e2e/support/browser.ts). */
export { chromiumExecutable as CHROMIUM_PATH, chromiumArgs as PLAYWRIGHT_CHROMIUM_ARGS } from '../../e2e/support/browser';

/** Flags for chrome-launcher, which starts Chromium for Lighthouse. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
