/**
 * The suite's own test of a real link drop: each engine runs in a private network namespace
 * (kengines…) whose only way out is a veth link to this machine. The browser reaches the site as
 * 127.0.0.1 (a secure context, as on the other checks) through a relay inside the namespace; the
 * link goes down (the browser sees the network go: no route, no address), a lead is queued, the link
 * comes back, and the lead must arrive exactly once.
 *
 * The runner calls linkDropCheck.run (outside); it sets up the namespace and runs this file again
 * inside it (`--inside`), which drives the browser and reports on its last line.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { LeadKind } from '@/leads/kinds';
import { E2E_ADMIN_TOKEN, E2E_PORT } from '../support/env';
import { NotDriven } from './checks';
import { startFirefox } from './firefox';
import { OutageProxy } from './outage-proxy';
import type { EngineName, EngineSession } from './session';
import { startWebKit } from './webkit';

/** A line of the report, on stdout. */
const say = (line: string) => process.stdout.write(`${line}\n`);

const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];
/** A /30 of the test-only range per engine: the machine's end is .1, the namespace's .2. */
const subnet = (engine: EngineName) => `10.213.${(E2E_PORT % 100) * 2 + ENGINES.indexOf(engine)}`;
const names = (engine: EngineName) => ({
  namespace: `kengines${E2E_PORT}${engine[0]}`,
  outside: `kengh${E2E_PORT % 1000}${engine[0]}`,
  inside: `kengn${E2E_PORT % 1000}${engine[0]}`,
});
const RESULT_PREFIX = 'link-drop-result ';

interface Result {
  status: 'passed' | 'failed' | 'not driven';
  message: string;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

function tearDown(engine: EngineName): void {
  const { namespace, outside } = names(engine);
  for (const args of [
    ['link', 'del', outside],
    ['netns', 'del', namespace],
  ]) {
    try {
      ip(...args);
    } catch {
      // Not there.
    }
  }
}

function setUp(engine: EngineName): void {
  const { namespace, outside, inside } = names(engine);
  const net = subnet(engine);
  tearDown(engine);
  ip('netns', 'add', namespace);
  ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
  ip('link', 'set', inside, 'netns', namespace);
  ip('addr', 'add', `${net}.1/30`, 'dev', outside);
  ip('link', 'set', outside, 'up');
  ip('netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up');
  ip('netns', 'exec', namespace, 'ip', 'addr', 'add', `${net}.2/30`, 'dev', inside);
  linkUp(engine, ['netns', 'exec', namespace, 'ip']);
}

/** The namespace's link and its default route (`via`: how `ip` reaches the namespace; nothing from inside it). */
function linkUp(engine: EngineName, via: string[] = []): void {
  const { inside } = names(engine);
  ip(...via, 'link', 'set', inside, 'up');
  ip(...via, 'route', 'replace', 'default', 'via', `${subnet(engine)}.1`);
}

export const linkDropCheck = {
  name: 'outbox: a lead queued while the network link is down arrives once when it returns (a network namespace)',
  async run(
    engine: EngineName,
    serverBase: string,
    storedLeads: (kind: LeadKind, email: string) => Promise<number>,
    note: (text: string) => void,
  ): Promise<void> {
    try {
      setUp(engine);
    } catch (error) {
      tearDown(engine);
      throw new NotDriven(`no network namespace could be made here (needs root and ip netns): ${String(error)}`);
    }
    // The site, for the namespace: a relay on the machine's end of the link to the real server.
    const server = new URL(serverBase);
    const relay = new OutageProxy(Number(server.port) + 3, { host: server.hostname, port: Number(server.port) }, `${subnet(engine)}.1`);
    await relay.up();
    try {
      const inside = spawn(
        'ip',
        ['netns', 'exec', names(engine).namespace, process.execPath, '--import', 'tsx', 'e2e/engines/link-drop.ts', '--inside', engine, String(relay.port)],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: process.env,
        },
      );
      let output = '';
      inside.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      await new Promise((resolve) => inside.once('exit', resolve));
      const line = output.split('\n').find((text) => text.startsWith(RESULT_PREFIX));
      if (!line) throw new Error(`the browser in the namespace gave no result: ${output.slice(-500)}`);
      const result = JSON.parse(line.slice(RESULT_PREFIX.length)) as Result & { email?: string };
      if (result.status === 'not driven') throw new NotDriven(result.message);
      if (result.status === 'failed') throw new Error(result.message);
      const stored = await storedLeads('contact', result.email ?? '');
      if (stored !== 1) throw new Error(`${stored} leads stored`);
      note(`link drop: ${result.message}`);
    } finally {
      await relay.down();
      tearDown(engine);
    }
  },
};

/** Inside the namespace: the browser, the relay to the site, the link going down and up. */
async function inside(engine: EngineName, relayPort: number): Promise<Result & { email?: string }> {
  const outsideEnd = `${subnet(engine)}.1`;
  // With the link down the relay's way out drops its attempts unanswered: it cuts the browser's
  // connection after 1 s, as a browser offline refuses at once (Firefox offline still reaches 127.0.0.1).
  const site = new OutageProxy(relayPort, { host: outsideEnd, port: relayPort }, '127.0.0.1', 1_000);
  await site.up();
  const stored = async (email: string) => {
    try {
      const response = await fetch(`${site.origin}/api/admin/leads?kind=contact`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
      const { leads } = (await response.json()) as { leads: Array<{ data: Record<string, unknown> }> };
      return leads.filter((lead) => lead.data.from_email === email).length;
    } catch {
      // The link is still coming back.
      return 0;
    }
  };
  const poll = async (session: EngineSession, body: string, timeoutMs: number): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await session.run<boolean>(body).catch(() => false)) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  };
  const session = engine === 'firefox' ? await startFirefox({ followLink: true }) : await startWebKit(relayPort + 1);
  try {
    await session.goto(`${site.origin}/contact`);
    await session.run(`() => localStorage.setItem('cookieConsent', 'false')`);
    await session.reload();
    const ready = await poll(
      session,
      `() => navigator.serviceWorker.ready.then(async () => {
        const name = (await caches.keys()).find((cache) => cache.startsWith('workbox-precache'));
        return navigator.serviceWorker.controller !== null && name !== undefined && (await (await caches.open(name)).keys()).length > 250;
      })`,
      60_000,
    );
    if (!ready) return { status: 'failed', message: 'the site never became ready offline' };

    ip('link', 'set', names(engine).inside, 'down');
    if (!(await poll(session, '() => navigator.onLine === false', 15_000))) {
      return { status: 'not driven', message: `${engine} did not notice the link going down (navigator.onLine stayed true)` };
    }
    const email = `engines-${engine}-link-${Date.now().toString(36)}@forms.example`;
    const field = (label: string) => ({
      find: `() => [...document.querySelectorAll('#contact-form label')].find((element) => element.textContent.trim().startsWith(${JSON.stringify(label)}))?.control ?? null`,
    });
    await session.type(field('Your name'), 'Link Drop');
    await session.type(field('Email address'), email);
    await session.type(field('Your message'), 'Sent while the link was down.');
    await session.click({
      find: `() => [...document.querySelectorAll('#contact-form button')].find((button) => button.textContent.trim() === 'Send Message') ?? null`,
    });
    if (!(await poll(session, `() => document.body.innerText.includes('Saved on this device')`, 20_000))) {
      const form = await session.run<string>(`() => document.querySelector('#contact-form')?.innerText ?? ''`).catch(() => '');
      return { status: 'failed', message: `the form never said the lead waits; it says: ${form.replace(/\s+/g, ' ').slice(0, 300)}` };
    }

    linkUp(engine);
    const back = Date.now();
    const deadline = back + 30_000;
    while ((await stored(email)) === 0) {
      if (Date.now() > deadline) return { status: 'failed', message: 'the lead never arrived within 30 s of the link returning' };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const took = (Date.now() - back) / 1000;
    await poll(session, `() => !document.body.innerText.includes('waiting to be sent')`, 10_000);
    return { status: 'passed', message: `delivered ${took.toFixed(1)} s after the link returned`, email };
  } finally {
    await session.close().catch(() => undefined);
    await site.down();
  }
}

if (process.argv[2] === '--inside') {
  const engine = process.argv[3] as EngineName;
  inside(engine, Number(process.argv[4])).then(
    (result) => {
      say(`${RESULT_PREFIX}${JSON.stringify(result)}`);
      process.exit(0);
    },
    (error: unknown) => {
      say(`${RESULT_PREFIX}${JSON.stringify({ status: 'failed', message: String(error) })}`);
      process.exit(0);
    },
  );
}
