import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { log, setLogLevel } from './log';
import { describeError } from './safe-log';
import type { RunningServer } from './start-server';
import { refuseDamagedStore, startServer } from './start-server';
import { openStore } from './store/open-store';

/** Keep-alive connections can hold close() open; in-flight work gets this long before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The folder holding package.json above `fromDir`: the app folder, from src/server or from the compiled server/. */
export function findAppDir(fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${fromDir}`);
  }
}

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
  /** The built site the server serves (unless SERVE_SITE=false). */
  distDir: string;
  /** Makes dist/ fit the configuration before the server listens (builds it, or refuses to start). */
  prepareSite(config: Config, signal: AbortSignal): Promise<void>;
}

/**
 * Starts the server as a process: reads .env and the environment, opens and checks the store, gets
 * the site ready, listens, and on SIGTERM or SIGINT stops accepting, answers what is in flight and
 * exits. A signal that comes while the site is still being built ends the build and exits.
 */
export function runServer(site: SiteOptions): void {
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
    // The database is checked before the (slow) build, so a wrong DATABASE_URL fails at once.
    const store = openStore(config);
    await refuseDamagedStore(store, config);
    try {
      await store.migrate();
    } catch (error) {
      await store.close().catch(() => undefined);
      throw error;
    }
    if (config.SERVE_SITE) {
      try {
        await site.prepareSite(config, starting.signal);
      } catch (error) {
        await store.close().catch(() => undefined);
        throw error;
      }
    }
    server = await startServer(config, { ...(config.SERVE_SITE ? { distDir: site.distDir } : {}), store });
    log.info(`${config.SERVE_SITE ? 'Site and API' : 'API (SERVE_SITE=false)'} listening on ${server.url}`);
  };

  start().catch((error: unknown) => {
    if (starting.signal.aborted) return;
    log.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
