/** Debian's Firefox ESR over WebDriver BiDi, through puppeteer-core (which never downloads a browser). */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { ELEMENT_WAIT_MS, expression, finder, type EngineSession, type Target } from './session';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface FirefoxOptions {
  /** Follow the network link (the namespace test); otherwise Firefox stays online whatever the link does. */
  followLink?: boolean;
}

class FirefoxSession implements EngineSession {
  readonly engine = 'firefox' as const;
  private errors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(error instanceof Error ? error.message : String(error)));
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load', timeout: 30_000 });
  }

  async back(): Promise<void> {
    // A page restored from the back-forward cache fires no load event: wait for the address instead.
    const address = () => this.page.evaluate('location.href').catch(() => undefined) as Promise<string | undefined>;
    const left = await address();
    await this.page.evaluate('history.back()');
    const deadline = Date.now() + 15_000;
    for (let now = await address(); now === left || now === undefined; now = await address()) {
      if (Date.now() > deadline) throw new Error('History back never left the page');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(expression(body, args))) as T;
  }

  /** The element `target` names, once the page has it (a dialog may take a moment to open). */
  private async element(target: Target): Promise<ElementHandle<Element>> {
    const deadline = Date.now() + ELEMENT_WAIT_MS;
    for (;;) {
      const element = (await this.page.evaluateHandle(expression(`() => ${finder(target)}`, []))).asElement();
      if (element !== null) return element as ElementHandle<Element>;
      if (Date.now() > deadline) throw new Error(`No element for ${JSON.stringify(target)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async click(target: Target): Promise<void> {
    const element = await this.element(target);
    await element.scrollIntoView();
    await element.click();
  }

  async type(target: Target, text: string): Promise<void> {
    const element = await this.element(target);
    await element.scrollIntoView();
    await element.click();
    await element.type(text);
  }

  async select(target: Target, value: string): Promise<void> {
    const element = (await this.element(target)) as ElementHandle<HTMLSelectElement>;
    await element.select(value);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  takeConsoleErrors(): string[] {
    return this.errors.splice(0);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** Starts Firefox with a profile of its own, in a window (the X display the runner gives it). */
export async function startFirefox({ followLink = false }: FirefoxOptions = {}): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    // A window, as a visitor has: headless Firefox paints differently (it records a paint entry on
    // the scrolled reloads that a window does not).
    headless: false,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      // Puppeteer keeps Firefox online whatever the network does; the link test needs it to follow.
      'network.manage-offline-status': followLink,
      'browser.sessionstore.resume_from_crash': false,
    },
  });
  const [page] = await browser.pages();
  return new FirefoxSession(browser, page ?? (await browser.newPage()));
}
