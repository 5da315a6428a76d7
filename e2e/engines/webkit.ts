/**
 * Debian's WebKitGTK over classic WebDriver (W3C): WebKitWebDriver, which starts MiniBrowser in
 * automation mode. The protocol is a handful of HTTP+JSON commands, spoken here with fetch.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ELEMENT_WAIT_MS, expression, finder, type EngineSession, type Target } from './session';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The W3C name of an element reference in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

type ElementReference = Record<typeof ELEMENT_KEY, string>;

class WebDriverError extends Error {}

class WebKitSession implements EngineSession {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly base: string,
    private readonly driver: ChildProcess,
  ) {}

  private async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new WebDriverError(`${method} ${path}: ${answer.value.error ?? response.status} ${answer.value.message ?? ''}`);
    return answer.value;
  }

  async goto(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  async reload(): Promise<void> {
    await this.command('POST', '/refresh', {});
  }

  async back(): Promise<void> {
    await this.command('POST', '/back', {});
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    // Asynchronous script: the page's promise settles the command, an error as an error.
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${expression(body, args)}).then(
        (value) => done({ value }),
        (error) => done({ error: String((error && error.stack) || error) }),
      );`;
    const result = await this.command<{ value?: T; error?: string }>('POST', '/execute/async', { script, args: [] });
    if (result.error !== undefined) throw new Error(`In the page: ${result.error}`);
    return result.value as T;
  }

  /** The element `target` names, once the page has it, scrolled to the middle of the window (WebKitWebDriver leaves it where it is, and a click off-screen fails). */
  private async element(target: Target): Promise<string> {
    const deadline = Date.now() + ELEMENT_WAIT_MS;
    for (;;) {
      const found = await this.command<ElementReference | null>('POST', '/execute/sync', {
        script: `const element = ${finder(target)}; if (element) element.scrollIntoView({ block: 'center', inline: 'center' }); return element;`,
        args: [],
      });
      if (found !== null && typeof found[ELEMENT_KEY] === 'string') return found[ELEMENT_KEY];
      if (Date.now() > deadline) throw new Error(`No element for ${JSON.stringify(target)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async click(target: Target): Promise<void> {
    await this.command('POST', `/element/${await this.element(target)}/click`, {});
  }

  async type(target: Target, text: string): Promise<void> {
    const element = await this.element(target);
    await this.command('POST', `/element/${element}/click`, {});
    await this.command('POST', `/element/${element}/value`, { text });
  }

  async select(target: Target, value: string): Promise<void> {
    // WebKitWebDriver cannot click an option of a native select (it opens as a menu of the
    // browser's own): the visitor's other way, typing the option's text into the focused select.
    const select = await this.element(target);
    const label = await this.command<string | null>('POST', '/execute/sync', {
      script: `return [...arguments[0].options].find((option) => option.value === arguments[1])?.text ?? null;`,
      args: [{ [ELEMENT_KEY]: select }, value],
    });
    if (label === null) throw new Error(`No option ${value} in ${JSON.stringify(target)}`);
    await this.command('POST', `/element/${select}/value`, { text: label });
    const chosen = await this.command<string>('POST', '/execute/sync', { script: 'return arguments[0].value;', args: [{ [ELEMENT_KEY]: select }] });
    if (chosen !== value) throw new Error(`Typing "${label}" into ${JSON.stringify(target)} chose ${chosen}, not ${value}`);
  }

  async resize(width: number, height: number): Promise<void> {
    await this.command('POST', '/window/rect', { width, height });
  }

  takeConsoleErrors(): null {
    // Classic WebDriver has no console, and WebKit writes none for an automation session (it is
    // private): the console check runs MiniBrowser itself (webkit-console.ts).
    return null;
  }

  async close(): Promise<void> {
    await this.command('DELETE', '', undefined).catch(() => undefined);
    this.driver.kill();
  }
}

async function waitForDriver(base: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts WebKitWebDriver on `port` and a session in MiniBrowser (needs an X display). */
export async function startWebKit(port: number): Promise<EngineSession> {
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore' });
  const root = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(root);
    const response = await fetch(`${root}/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } },
        },
      }),
    });
    const answer = (await response.json()) as { value: { sessionId?: string; message?: string } };
    if (!answer.value.sessionId) throw new Error(`No WebKit session: ${answer.value.message ?? response.status}`);
    const session = new WebKitSession(`${root}/session/${answer.value.sessionId}`, driver);
    await session.resize(1280, 800);
    return session;
  } catch (error) {
    driver.kill();
    throw error;
  }
}
