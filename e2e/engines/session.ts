/**
 * One browser of the cross-engine suite, driven through a standard protocol: Firefox over WebDriver
 * BiDi (puppeteer-core), WebKitGTK over classic WebDriver (WebKitWebDriver). The checks speak only
 * this interface, so each runs the same way in both.
 */
export type EngineName = 'firefox' | 'webkit';

/** How long a click or typing waits for its element to be there (a dialog opening, a step of a wizard). */
export const ELEMENT_WAIT_MS = 10_000;

/** What the page finds for a click or typing: a CSS selector, or a function returning the element. */
export type Target = string | { find: string };

export interface EngineSession {
  readonly engine: EngineName;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** History back (the visitor returns to the page they left). */
  back(): Promise<void>;
  /**
   * Runs `body` (a function's source, called with `args`) in the page and returns its JSON result,
   * awaiting a promise.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click (the protocol's own pointer input) on the element `target` names. */
  click(target: Target): Promise<void>;
  /** Real key input into the element `target` names. */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option with this value in the select `target` names, as a visitor does. */
  select(target: Target, value: string): Promise<void>;
  /** The window's size. */
  resize(width: number, height: number): Promise<void>;
  /** Console errors and uncaught errors since the last call, or null where the protocol cannot report them. */
  takeConsoleErrors(): string[] | null;
  close(): Promise<void>;
}

/**
 * A function's source as a self-contained expression: tsx compiles functions with a `__name`
 * helper that the page does not have.
 */
export function expression(body: string, args: readonly unknown[]): string {
  return `(() => { const __name = (target) => target; return (${body})(...${JSON.stringify(args)}); })()`;
}

/** The script that finds a target's element in the page. */
export function finder(target: Target): string {
  return typeof target === 'string' ? `document.querySelector(${JSON.stringify(target)})` : `(${target.find})()`;
}
