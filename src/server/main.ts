import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { ensureBuild } from './ensure-build';
import { purgeExpiredIdempotencyKeys } from './leads/lead-store';
import type { MailSender, MailTransport } from './mail/mail-sender';
import { createMailSender, smtpTransport } from './mail/mail-sender';
import { mailFrom } from './mail/mail-settings';
import type { Store } from './store/open-store';
import { openStore } from './store/open-store';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = path.join(projectDir, 'dist');

/** Expired idempotency keys are swept this often (and once at start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
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

async function purgeKeys(store: Store): Promise<void> {
  try {
    const purged = await purgeExpiredIdempotencyKeys(store.db, new Date());
    if (purged > 0) console.info(`Purged ${purged} expired idempotency keys`);
  } catch (error) {
    console.error('Purging idempotency keys failed:', error instanceof Error ? error.message : error);
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  ensureBuild(projectDir, distDir);

  const store = openStore(config);
  await store.migrate();
  console.info(`Leads are stored in ${config.DATABASE_URL ? 'PostgreSQL' : path.resolve(config.DATA_DIR, 'leads.sqlite')}`);
  await purgeKeys(store);
  const purgeTimer = setInterval(() => void purgeKeys(store), PURGE_INTERVAL_MS);
  purgeTimer.unref();

  // The sender also drains mail queued by an earlier run, so it runs whenever SMTP is configured.
  let transport: MailTransport | undefined;
  let mailSender: MailSender | undefined;
  if (config.SMTP_URL) {
    transport = smtpTransport(config.SMTP_URL);
    mailSender = createMailSender({ db: store.db, transport, from: mailFrom(config) });
    mailSender.start();
    if (!config.NOTIFY_TO) console.warn('SMTP_URL is set but NOTIFY_TO is not: new leads queue no notification mail.');
  }

  const app = createApp({ config, store, distDir, onLeadStored: () => mailSender?.wake() });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.info(`Site and API listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: finishing in-flight requests`);
    const finish = async () => {
      clearInterval(purgeTimer);
      await mailSender?.stop();
      transport?.close();
      await store.close();
      process.exit(0);
    };
    // close() stops accepting and calls back once every in-flight request has been answered.
    server.close(() => void finish());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      console.warn('Shutdown grace period over; exiting with requests still open.');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

start().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
