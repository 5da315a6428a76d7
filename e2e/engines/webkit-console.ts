/**
 * WebKit's console on the key pages. A WebDriver session of WebKitGTK is private (ephemeral), and
 * WebKit writes no console message of a private page anywhere; so MiniBrowser is started as a
 * visitor starts it, with a profile of its own and its console written out (stdout or stderr), on every key page
 * at once (a tab each), until the site has been quiet for a moment. Any error line fails the check;
 * the pages are then opened one by one to name the page of each.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KEY_PAGES } from '../support/key-pages';
import { MINIBROWSER_PATH } from './webkit';

/** The proxy's idea of the site's last activity, to know when the pages are done. */
export interface ActivityWatch {
  origin: string;
  lastActivityAt(): number;
}

const QUIET_MS = 2_500;
const LONGEST_MS = 120_000;

/** Console lines of errors MiniBrowser printed for `urls`, opened as tabs, once the site went quiet. */
async function consoleErrors(urls: readonly string[], watch: ActivityWatch): Promise<string[]> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'kestrel-minibrowser-'));
  const browser = spawn(MINIBROWSER_PATH, ['--enable-write-console-messages-to-stdout=true', ...urls], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: its web and network processes end with it.
    detached: true,
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CACHE_HOME: path.join(home, 'cache'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
    },
  });
  let output = '';
  // WebKit writes the console to stdout or stderr depending on the build: both are read.
  browser.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  browser.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const started = Date.now();
  try {
    // Quiet for a while after the pages began to load: every page has loaded, started and settled.
    while (Date.now() - started < LONGEST_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const last = watch.lastActivityAt();
      if (last > started && Date.now() - last > QUIET_MS) break;
    }
    if (Date.now() - started >= LONGEST_MS) throw new Error(`the pages never went quiet within ${LONGEST_MS / 1000} s`);
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    if (browser.pid !== undefined) process.kill(-browser.pid, 'SIGTERM');
    await exited;
    rmSync(home, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return output.split('\n').filter((line) => /^CONSOLE .*ERROR/.test(line));
}

export const webkitConsoleCheck = {
  name: 'no console error on any key page (MiniBrowser, its console written out)',
  async run(watch: ActivityWatch): Promise<void> {
    const errors = await consoleErrors(
      KEY_PAGES.map((page) => `${watch.origin}${page}`),
      watch,
    );
    if (errors.length === 0) return;
    const byPage: string[] = [];
    for (const page of KEY_PAGES) {
      const own = await consoleErrors([`${watch.origin}${page}`], watch);
      if (own.length > 0) byPage.push(`${page}: ${own.join(' | ')}`);
    }
    throw new Error(`console errors: ${byPage.length > 0 ? byPage.join('; ') : errors.join(' | ')}`);
  },
};
