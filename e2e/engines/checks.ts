/**
 * What the cross-engine suite checks in each engine, as a visitor would meet it. Each check is named;
 * a check an engine cannot be driven for says so by name (NotDriven), never passes in silence.
 */
import { BOOKING_TIME_SLOTS } from '@/leads/form-copy';
import type { LeadKind } from '@/leads/kinds';
import { todayInStudio } from '@/leads/studio-time';
import { KEY_PAGES } from '../support/key-pages';
import { pageHeadings } from '../support/spec-copy';
import type { OutageProxy } from './outage-proxy';
import type { EngineSession, Target } from './session';

/** A step the engine cannot be driven for: the report names it and why. */
export class NotDriven extends Error {}

export interface CheckContext {
  session: EngineSession;
  /** The proxy the browser reaches the site through; down() is the server going away. */
  proxy: OutageProxy;
  /** Leads of `kind` stored with this address (read from the server itself, past the proxy). */
  storedLeads(kind: LeadKind, email: string): Promise<number>;
  /** Waits until the site has had no traffic for a moment (the page's late loads are done). */
  quiet(): Promise<void>;
  /** A note for the report (a measured figure). */
  note(text: string): void;
  /** Seconds the reload scenario's outage lasts (ENGINES_OUTAGE_SECONDS; short by default). */
  outageSeconds: number;
}

export interface Check {
  name: string;
  run(context: CheckContext): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ENGINES_VERBOSE=1: how long each wait took, on stderr. */
const trace = (what: string, since: number) => {
  if (process.env.ENGINES_VERBOSE) process.stderr.write(`    ${((Date.now() - since) / 1000).toFixed(1)} s: ${what}\n`);
};

/** Polls `body` in the page until it returns true; fails with `message` after `timeoutMs`. */
async function waitInPage(session: EngineSession, body: string, message: string, timeoutMs = 15_000, args: unknown[] = []): Promise<void> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if ((await session.run<boolean>(body, ...args)) === true) return trace(`until not: ${message}`, started);
    } catch (error) {
      // A page between two documents answers nothing for a moment.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${message} (after ${timeoutMs} ms)${last ? `: ${String(last)}` : ''}`);
    await sleep(100);
  }
}

/** Polls a Node-side condition (the server's store). */
async function waitFor(condition: () => Promise<boolean>, message: string, timeoutMs = 15_000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${message} (after ${timeoutMs} ms)`);
    await sleep(200);
  }
  return Date.now() - started;
}

/** The page's loader runs and no island it started is still on its way. */
const SETTLED = `() => document.documentElement.dataset.boot === 'ready' && document.documentElement.dataset.islandsPending === '0'`;
const BOOTED = `() => document.documentElement.dataset.boot === 'ready'`;

async function open(context: CheckContext, path: string): Promise<void> {
  const started = Date.now();
  await context.session.goto(`${context.proxy.origin}${path}`);
  trace(`load of ${path}`, started);
  await waitInPage(context.session, SETTLED, `${path}: the page never settled`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** An element whose text is `text` among those `selector` matches. */
function byText(selector: string, text: string): Target {
  return {
    find: `() => [...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.trim() === ${JSON.stringify(text)}) ?? null`,
  };
}

/** The field a label starting with `text` names, inside `scope`. */
function byLabel(scope: string, text: string): Target {
  return {
    find: `() => [...(document.querySelector(${JSON.stringify(scope)}) ?? document).querySelectorAll('label')].find((label) => label.textContent.trim().startsWith(${JSON.stringify(text)}))?.control ?? null`,
  };
}

const pageText = (text: string) => `() => document.body.innerText.includes(${JSON.stringify(text)})`;

/** An address no other lead of this run uses. */
function email(context: CheckContext, label: string): string {
  return `engines-${context.session.engine}-${label}-${Date.now().toString(36)}@forms.example`;
}

const QUEUED = 'Saved on this device. It will be sent automatically when you are back online.';

/** How a visitor sends each form, and the field of the stored lead that holds the address. */
interface FormRun {
  kind: LeadKind;
  path: string;
  emailField: string;
  send(context: CheckContext, address: string): Promise<void>;
}

/** The `index`-th weekday from two days ahead, as the calendar names it and its month offset from now. */
function bookingDay(index: number): { label: string; monthsAhead: number } {
  const [year, month, day] = todayInStudio(new Date()).split('-').map(Number) as [number, number, number];
  let seen = -1;
  for (let offset = 2; ; offset += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + offset));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    seen += 1;
    if (seen === index) {
      const label = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(date);
      return { label, monthsAhead: (date.getUTCFullYear() - year) * 12 + date.getUTCMonth() - (month - 1) };
    }
  }
}

/** The chosen day's times, as radio cards. */
const TIMES_SHOWN = `() => [...document.querySelectorAll('main [role=radio]')].some((radio) => /^\\d\\d:\\d\\d [AP]M$/.test(radio.textContent.trim()))`;

/** Bookings hold their slot: each booking of a run takes the next one. */
let bookingsMade = 0;

async function pickBookingDay(context: CheckContext, index: number): Promise<void> {
  const { session } = context;
  const day = bookingDay(index);
  await waitInPage(session, `() => document.querySelector('button[aria-label="Next month"]') !== null`, 'the booking calendar never came');
  for (let month = 0; month < day.monthsAhead; month += 1) await session.click('button[aria-label="Next month"]');
  await session.click(`main button[aria-label="${day.label}"]`);
}

const forms: Record<LeadKind, FormRun> = {
  contact: {
    kind: 'contact',
    path: '/contact',
    emailField: 'from_email',
    async send({ session }, address) {
      await session.type(byLabel('#contact-form', 'Your name'), 'Ana Ruiz');
      await session.type(byLabel('#contact-form', 'Email address'), address);
      await session.type(byLabel('#contact-form', 'Your message'), 'We need a new website for our practice.');
      await session.click(byText('#contact-form button', 'Send Message'));
    },
  },
  newsletter: {
    kind: 'newsletter',
    path: '/',
    emailField: 'email',
    async send({ session }, address) {
      await session.type(byLabel('footer', 'Email address'), address);
      await session.click(byText('footer button', 'Subscribe'));
    },
  },
  quote: {
    kind: 'quote',
    path: '/get-quote',
    emailField: 'email',
    async send({ session }, address) {
      await session.select(byLabel('main', 'Project type'), 'Web Application');
      await session.select(byLabel('main', 'Your location'), 'Qatar');
      await session.select(byLabel('main', 'Budget range'), '$5,000 - $10,000');
      await session.click(byText('main button', 'Continue'));
      await waitInPage(session, `() => document.body.innerText.includes('Project Details & Timeline')`, 'the wizard never showed its second step');
      await session.select(byLabel('main', 'Timeline'), '2-3 months');
      await session.click(byText('main button', 'Continue'));
      await session.type(byLabel('main', 'Email address'), address);
      await session.click(byText('main button', 'Request My Proposal'));
    },
  },
  founder: {
    kind: 'founder',
    path: '/founder-contact',
    emailField: 'email',
    async send({ session }, address) {
      await session.type(byLabel('main', 'Your name'), 'Sam Lee');
      await session.type(byLabel('main', 'Email address'), address);
      await session.type(byLabel('main', 'Your message'), 'Could we partner on a white-label project?');
      await session.click(byText('main button', 'Send Message'));
    },
  },
  booking: {
    kind: 'booking',
    path: '/consultation-booking',
    emailField: 'email',
    async send(context, address) {
      const { session } = context;
      const slot = bookingsMade;
      bookingsMade += 1;
      await session.click({
        find: `() => [...document.querySelectorAll('main [role=radio]')].find((radio) => radio.textContent.includes('Phone Consultation')) ?? null`,
      });
      await pickBookingDay(context, Math.floor(slot / BOOKING_TIME_SLOTS.length));
      const time = BOOKING_TIME_SLOTS[slot % BOOKING_TIME_SLOTS.length]!;
      await waitInPage(session, TIMES_SHOWN, 'no times for the day', 10_000);
      await session.click({
        find: `() => [...document.querySelectorAll('main [role=radio]')].find((radio) => radio.textContent.trim() === ${JSON.stringify(time)}) ?? null`,
      });
      await session.type(byLabel('main', 'Email address'), address);
      await session.click(byText('main button', 'Confirm My Free Session'));
      await session.click(byText('[role=dialog] button', 'Confirm Booking'));
    },
  },
};

/** Sends one form and waits until the server holds exactly one lead for it. */
async function oneLead(context: CheckContext, kind: LeadKind): Promise<void> {
  const form = forms[kind];
  const address = email(context, kind);
  await open(context, form.path);
  await form.send(context, address);
  await waitFor(async () => (await context.storedLeads(kind, address)) > 0, `${kind}: no lead stored`);
  // Nothing more comes: no second POST of it is on its way (the outbox is empty).
  await waitInPage(context.session, OUTBOX_EMPTY, `${kind}: the outbox kept the lead`);
  const stored = await context.storedLeads(kind, address);
  if (stored !== 1) fail(`${kind}: ${stored} leads stored for one form sent`);
}

/** The waiting entries of the outbox, read from IndexedDB as the page's origin holds them. */
const OUTBOX_ENTRIES = `() => new Promise((resolve, reject) => {
  const open = indexedDB.open('kestrel-lead-outbox');
  open.onupgradeneeded = () => open.transaction && open.transaction.abort();
  open.onerror = () => (open.error && open.error.name === 'AbortError' ? resolve([]) : reject(open.error));
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('leads')) { db.close(); resolve([]); return; }
    const request = db.transaction('leads').objectStore('leads').getAll();
    request.onsuccess = () => { db.close(); resolve(request.result.map((entry) => ({ state: entry.state, attempts: entry.attempts }))); };
    request.onerror = () => reject(request.error);
  };
})`;
const OUTBOX_EMPTY = `() => (${OUTBOX_ENTRIES})().then((entries) => entries.length === 0)`;

/** Waits until the service worker controls the page and has the whole offline set (the offline-ready notice's condition). */
async function offlineReady(context: CheckContext): Promise<void> {
  await waitInPage(
    context.session,
    `() => navigator.serviceWorker.ready.then(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const name = (await caches.keys()).find((cache) => cache.startsWith('workbox-precache'));
      return name !== undefined && (await (await caches.open(name)).keys()).length > 250;
    })`,
    'the site never became ready offline',
    // A fresh profile downloads the whole set first: some 300 files, on a busy machine.
    90_000,
  );
}

/** Queues a contact lead with the server away; returns its address once the form says it waits. */
async function queueDuringOutage(context: CheckContext, label: string): Promise<string> {
  const address = email(context, label);
  await open(context, forms.contact.path);
  // The visitor's page works offline (its code is kept) before the server goes away.
  await offlineReady(context);
  await context.proxy.down();
  await forms.contact.send(context, address);
  await waitInPage(context.session, pageText(QUEUED), `${label}: the form never said the lead waits`);
  return address;
}

/** Waits until the page's own retries have failed at least once: the entry now waits out a backoff. */
async function backedOff(context: CheckContext): Promise<void> {
  await waitInPage(context.session, `() => (${OUTBOX_ENTRIES})().then((entries) => entries.some((entry) => entry.attempts >= 2))`, 'no retry failed', 20_000);
}

async function deliveredOnce(context: CheckContext, address: string, what: string, timeoutMs: number): Promise<number> {
  const took = await waitFor(async () => (await context.storedLeads('contact', address)) > 0, `${what}: the queued lead never arrived`, timeoutMs);
  await waitInPage(context.session, OUTBOX_EMPTY, `${what}: the outbox still holds the lead`);
  const stored = await context.storedLeads('contact', address);
  if (stored !== 1) fail(`${what}: ${stored} leads stored`);
  return took;
}

/** The pages the issue saw stay without scripts in Firefox, and the home page. */
const SCROLLED_RELOAD_PAGES = ['/products', '/projects', '/contact', '/get-quote', '/'];

export const checks: Check[] = [
  {
    name: 'every key page starts (loader ready, islands settled, no console error)',
    async run(context) {
      const { session } = context;
      session.takeConsoleErrors();
      for (const path of KEY_PAGES) {
        await open(context, path);
        // The page's late work (the worker, the outbox, islands' code) is done before it is left.
        await context.quiet();
        const errors = session.takeConsoleErrors();
        if (errors !== null && errors.length > 0) fail(`${path}: console errors: ${errors.join(' | ')}`);
      }
      if (session.takeConsoleErrors() === null) context.note('console errors: checked by the WebKit console check (WebDriver sessions have no console)');
    },
  },
  {
    name: '15 scrolled reloads: the loader starts every time',
    async run(context) {
      const { session } = context;
      const failures: string[] = [];
      const reloadsPerPage = 15 / SCROLLED_RELOAD_PAGES.length;
      for (const path of SCROLLED_RELOAD_PAGES) {
        await open(context, path);
        for (let reload = 1; reload <= reloadsPerPage; reload += 1) {
          await session.run('() => window.scrollTo(0, document.body.scrollHeight / 2)');
          await session.reload();
          try {
            // The fallback timer starts it 2 s after arrival at the latest.
            await waitInPage(session, BOOTED, 'the loader never started', 6_000);
          } catch {
            failures.push(`${path} (reload ${reload})`);
          }
        }
      }
      if (failures.length > 0) fail(`${failures.length} of 15 scrolled reloads never started their loader: ${failures.join(', ')}`);
    },
  },
  {
    name: 'the menu opens and closes',
    async run(context) {
      const { session } = context;
      await session.resize(390, 844);
      try {
        await open(context, '/');
        const menuOpen = `() => { const menu = document.getElementById('mobile-menu'); return menu.getBoundingClientRect().height > 0 && menu.innerText.includes('Portfolio'); }`;
        await session.click('button[aria-controls="mobile-menu"]');
        await waitInPage(session, menuOpen, 'the menu never opened', 5_000);
        // A link in it takes the visitor on, and the menu closes behind them.
        await session.click(byText('#mobile-menu a', 'Portfolio'));
        await waitInPage(session, `() => location.pathname === '/projects'`, 'the menu link never led on', 10_000);
        await waitInPage(session, `() => !(${menuOpen})()`, 'the menu stayed open', 5_000);
      } finally {
        await session.resize(1280, 800);
      }
    },
  },
  {
    name: 'the testimonial carousel moves on',
    async run(context) {
      const { session } = context;
      await open(context, '/');
      const active = `() => document.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.textContent ?? ''`;
      await session.run(`() => document.querySelector('kestrel-island[data-island="features/home/testimonial-carousel"]').scrollIntoView({ block: 'center' })`);
      await waitInPage(
        session,
        `() => document.querySelector('kestrel-island[data-island="features/home/testimonial-carousel"]')?.hasAttribute('data-live') === true`,
        'the carousel never became live',
      );
      const before = await session.run<string>(active);
      await session.click('button[aria-label="Next testimonial"]');
      await waitInPage(session, `(before) => (${active})() !== before`, 'the carousel never moved', 5_000, [before]);
    },
  },
  {
    name: 'the FAQ opens an answer',
    async run(context) {
      const { session } = context;
      await open(context, '/');
      const question = `() => document.querySelector('kestrel-island[data-island="features/home/faq-accordion"] button')`;
      await session.run(`() => (${question})().scrollIntoView({ block: 'center' })`);
      await waitInPage(
        session,
        `() => document.querySelector('kestrel-island[data-island="features/home/faq-accordion"]')?.hasAttribute('data-live') === true`,
        'the FAQ never became live',
      );
      await session.click({ find: question });
      await waitInPage(session, `() => (${question})().getAttribute('aria-expanded') === 'true'`, 'the first answer never opened', 5_000);
    },
  },
  {
    name: "the quote wizard's first step leads to the second",
    async run(context) {
      const { session } = context;
      await open(context, '/get-quote');
      await session.select(byLabel('main', 'Project type'), 'Web Application');
      await session.select(byLabel('main', 'Your location'), 'UK');
      await session.select(byLabel('main', 'Budget range'), '$5,000 - $10,000');
      await session.click(byText('main button', 'Continue'));
      await waitInPage(session, pageText('Project Details & Timeline'), 'the second step never showed', 5_000);
    },
  },
  {
    name: 'a booking date shows its times',
    async run(context) {
      const { session } = context;
      await open(context, '/consultation-booking');
      await session.click({
        find: `() => [...document.querySelectorAll('main [role=radio]')].find((radio) => radio.textContent.includes('Phone Consultation')) ?? null`,
      });
      await pickBookingDay(context, 20);
      await waitInPage(session, TIMES_SHOWN, 'no times for the day', 10_000);
    },
  },
  ...(['newsletter', 'contact', 'quote', 'founder', 'booking'] as const).map((kind): Check => ({
    name: `one lead per form: ${kind}`,
    run: (context) => oneLead(context, kind),
  })),
  {
    name: 'offline browsing: a visited and a never-visited page open with the server away',
    async run(context) {
      const { session, proxy } = context;
      await open(context, '/about');
      await offlineReady(context);
      await proxy.down();
      try {
        // /about was just visited; no check opens /law or /cookies before this one.
        for (const path of ['/about', '/law', '/cookies'] as const) {
          const heading = pageHeadings[path];
          await session.goto(`${proxy.origin}${path}`);
          await waitInPage(
            session,
            `(heading) => { const h1 = document.querySelector('h1'); return h1 !== null && h1.textContent.includes(heading); }`,
            `${path} did not open offline`,
            10_000,
            [heading],
          );
        }
      } finally {
        await proxy.up();
      }
    },
  },
  {
    name: 'outbox: queued while the server is away, sent once while the page stays open',
    async run(context) {
      const address = await queueDuringOutage(context, 'stays-open');
      await context.proxy.up();
      // The page's own timer: its first retry comes at most one backoff (30 s) later.
      const took = await deliveredOnce(context, address, 'page left open', 45_000);
      context.note(`page left open: delivered ${(took / 1000).toFixed(1)} s after the server came back`);
    },
  },
  {
    name: 'outbox: a reload after the server is back sends the queued lead within 15 s',
    async run(context) {
      const address = await queueDuringOutage(context, 'reload');
      await backedOff(context);
      const outageLeft = context.outageSeconds * 1000 - 5_000;
      if (outageLeft > 0) await sleep(outageLeft);
      await context.proxy.up();
      const reloadedAt = Date.now();
      await context.session.reload();
      await deliveredOnce(context, address, 'reload', 15_000);
      context.note(`reload after a ${context.outageSeconds} s outage: delivered ${((Date.now() - reloadedAt) / 1000).toFixed(1)} s after the reload`);
    },
  },
  {
    name: 'outbox: leaving and returning sends the queued lead',
    async run(context) {
      const { session, proxy } = context;
      const address = await queueDuringOutage(context, 'return');
      await backedOff(context);
      await proxy.up();
      await session.goto('about:blank');
      const returnedAt = Date.now();
      await session.back();
      await deliveredOnce(context, address, 'return', 15_000);
      context.note(`leave and return: delivered ${((Date.now() - returnedAt) / 1000).toFixed(1)} s after the return`);
    },
  },
];
