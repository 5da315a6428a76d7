import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Finding } from './check-setup';
import { checkSetup } from './check-setup';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import type { CommandWords } from './entry-file';
import { buildMismatch, buildStaleness, buildTargetOf, ensureBuild } from './ensure-build';
import { loadEnvFile } from './env-file';
import { log, setLogLevel } from './log';
import { describeError } from './safe-log';
import type { RunningServer } from './start-server';
import { refuseDamagedStore, startServer } from './start-server';
import { openStore } from './store/open-store';

/** Keep-alive connections can hold close() open; in-flight work gets this long before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    loadEnvFile();
    const config = loadConfig();
    setLogLevel(config.LOG_LEVEL);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export interface SiteOptions {
  /** The words that start this server, for its usage: `npm start`, `node server/main.js`. */
  command: CommandWords;
  /** The built site the server serves (unless SERVE_SITE=false). */
  distDir: string;
  /** Makes dist/ fit the configuration before the server listens (builds it, or refuses to start). */
  prepareSite(config: Config, signal: AbortSignal): Promise<void>;
  /**
   * Whether prepareSite runs before the store is opened: a quick check that refuses before anything
   * is written (the compiled server), rather than a slow build that should not keep a wrong
   * DATABASE_URL waiting for a minute (npm start).
   */
  prepareSiteFirst: boolean;
  /** For --check: what dist/ is like for this configuration, found without building or writing. */
  checkSite(config: Config): Finding;
}

/** What the compiled server tells an operator whose release was built for other settings. */
const WRONG_BUILD_ADVICE =
  'Build a new release for this configuration and switch to it: npm run release in the build checkout, with the settings this server runs with (SITE_URL, VITE_ANALYTICS_SCRIPT_URL, LEAD_RETENTION_DAYS).';

/**
 * The compiled server (server/main.js): serves the dist/ of its release and never builds. A dist/
 * built for other settings is refused before the store is opened, so the refusal writes nothing.
 */
export function productionSite(distDir: string): SiteOptions {
  const refusal = (config: Config) => {
    const mismatch = buildMismatch(distDir, buildTargetOf(config));
    return mismatch === undefined ? undefined : `${mismatch}. ${WRONG_BUILD_ADVICE}`;
  };
  return {
    command: { name: 'node server/main.js', withOptions: 'node server/main.js' },
    distDir,
    prepareSiteFirst: true,
    prepareSite: async (config) => {
      const refused = refusal(config);
      if (refused !== undefined) throw new Error(refused);
    },
    checkSite: (config) => {
      const refused = refusal(config);
      return refused === undefined ? { ok: true, lines: [`site: ${distDir} (built for this configuration)`] } : { ok: false, lines: [`site: ${refused}`] };
    },
  };
}

/** `npm start`: builds dist/ when it is missing, stale or built for other settings, once the store has been checked. */
export function developmentSite(appDir: string): SiteOptions {
  const distDir = path.join(appDir, 'dist');
  return {
    command: { name: 'npm start', withOptions: 'npm start --' },
    distDir,
    prepareSiteFirst: false,
    prepareSite: (config, signal) => ensureBuild(appDir, distDir, buildTargetOf(config), { signal }),
    checkSite: (config) => {
      const staleness = buildStaleness(appDir, distDir, buildTargetOf(config));
      return { ok: true, lines: [`site: ${distDir} ${staleness === undefined ? '(up to date)' : `(npm start builds it first: ${staleness})`}`] };
    },
  };
}

/** An address as a URL host: IPv6 in brackets. */
function urlHost(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

/**
 * What a server says once it listens: the address it is bound to (and, bound to every interface,
 * the address that opens it on this machine), then where the studio's inbox is, or why there is
 * none. The inbox exists with ADMIN_TOKEN (config.ts), and is a page of the site. Behind a proxy
 * (TRUST_PROXY) it is SITE_URL's: the studio refuses a sign-in from any other origin there
 * (studio/same-origin.ts).
 */
export function listeningLines(
  config: Pick<Config, 'SERVE_SITE' | 'ADMIN_TOKEN' | 'TRUST_PROXY' | 'SITE_URL'>,
  address: Pick<AddressInfo, 'address' | 'port'>,
): string[] {
  const bound = `http://${urlHost(address.address)}:${address.port}`;
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const local = everywhere ? `http://localhost:${address.port}` : bound;
  const trust = config.TRUST_PROXY;
  const behindProxy = 'hops' in trust ? trust.hops > 0 : trust.addresses.length > 0;
  const served = config.SERVE_SITE ? 'Site and API' : 'API (SERVE_SITE=false)';
  let inbox: string;
  if (!config.ADMIN_TOKEN) inbox = 'Inbox: off (set ADMIN_TOKEN)';
  else if (!config.SERVE_SITE) inbox = `Inbox: off (SERVE_SITE=false); the admin API is at ${local}/api/admin/leads`;
  else inbox = `Inbox: ${behindProxy ? new URL(config.SITE_URL).origin : local}/studio`;
  return [`${served} listening on ${bound}${everywhere ? ` (open ${local} on this machine)` : ''}`, inbox];
}

function usage(command: CommandWords): string {
  const check = `${command.withOptions} --check`;
  const width = check.length + 3;
  return [
    `Usage: ${command.name.padEnd(width)}start the server`,
    `       ${check.padEnd(width)}check the configuration, the built site and the database, then exit`,
    `       ${''.padEnd(width)}without listening or writing anything (exit code 0 when all is well)`,
  ].join('\n');
}

/**
 * Starts the server as a process: reads .env and the environment, opens and checks the store, gets
 * the site ready, listens, and on SIGTERM or SIGINT stops accepting, answers what is in flight and
 * exits. A signal that comes while the site is still being built ends the build and exits. With
 * `--check` it only says what a start would find (check-setup.ts).
 */
export function runServer(site: SiteOptions, args: string[] = process.argv.slice(2)): void {
  if (args.length === 1 && args[0] === '--help') {
    process.stdout.write(`${usage(site.command)}\n`);
    return;
  }
  if (args.length === 1 && args[0] === '--check') {
    checkSetup({ checkSite: site.checkSite }).then(
      (ok) => process.exit(ok ? 0 : 1),
      (error: unknown) => {
        process.stdout.write(`error: ${error instanceof Error ? error.message : String(error)}\ncheck: failed\n`);
        process.exit(1);
      },
    );
    return;
  }
  if (args.length > 0) {
    console.error(`Unknown argument${args.length > 1 ? 's' : ''}: ${args.join(' ')}\n${usage(site.command)}`);
    process.exit(1);
  }

  const starting = new AbortController();
  let server: RunningServer | undefined;
  let stopping = false;

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!server) {
      starting.abort();
      log.info(`${signal} received before the server was listening: stopped`);
      process.exit(0);
    }
    log.info(`${signal} received: finishing in-flight requests`);
    setTimeout(() => {
      log.warn('Shutdown grace period over; exiting with requests still open.');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Shutdown failed', { error: describeError(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const start = async () => {
    const config = readConfig();
    const prepareSite = () => (config.SERVE_SITE ? site.prepareSite(config, starting.signal) : Promise.resolve());
    // A quick refusal comes before the store is opened (and so before it is created or migrated).
    if (site.prepareSiteFirst) await prepareSite();
    // Otherwise the database is checked before the (slow) build, so a wrong DATABASE_URL fails at once.
    const store = openStore(config);
    await refuseDamagedStore(store, config);
    try {
      await store.migrate();
      if (!site.prepareSiteFirst) await prepareSite();
    } catch (error) {
      await store.close().catch(() => undefined);
      throw error;
    }
    server = await startServer(config, { ...(config.SERVE_SITE ? { distDir: site.distDir } : {}), store });
    for (const line of listeningLines(config, server.httpServer.address() as AddressInfo)) log.info(line);
  };

  start().catch((error: unknown) => {
    if (starting.signal.aborted) return;
    log.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
