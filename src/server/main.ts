import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { ensureBuild } from './ensure-build';
import { refuseDamagedStore, startServer } from './start-server';
import { openStore } from './store/open-store';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.join(projectDir, 'dist');

/** Keep-alive connections can hold close() open; in-flight work gets this long before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
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
  if (config.SERVE_SITE) await ensureBuild(projectDir, distDir, { siteUrl: config.SITE_URL, analyticsScriptUrl: config.VITE_ANALYTICS_SCRIPT_URL });
  const server = await startServer(config, { ...(config.SERVE_SITE ? { distDir } : {}), store });
  console.info(`${config.SERVE_SITE ? 'Site and API' : 'API (SERVE_SITE=false)'} listening on ${server.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: finishing in-flight requests`);
    setTimeout(() => {
      console.warn('Shutdown grace period over; exiting with requests still open.');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
