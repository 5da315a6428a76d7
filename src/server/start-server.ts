import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { connectionClient } from './http/client-address';
import { answerAdapterError, answerClientError, refuseConnection } from './http/client-error';
import type { Config } from './config';
import { purgeExpiredData } from './leads/lead-retention';
import type { MailSender, MailTransport } from './mail/mail-sender';
import { createMailSender, smtpTransport } from './mail/mail-sender';
import { describeMail, leadMailSettings, mailFrom } from './mail/mail-settings';
import { startNewsletterDigests } from './mail/newsletter-digest';
import { log } from './log';
import { site } from '@/content/site';
import { describeError } from './safe-log';
import type { Store } from './store/open-store';
import { SQLITE_FILE_NAME, openStore } from './store/open-store';
import type { WebhookSender } from './webhooks/webhook-sender';
import type { PushSender } from './push/push-sender';
import { createPushSender } from './push/push-sender';
import { vapidSubject } from './push/vapid-keys';
import { createWebhookSender, describeWebhooks } from './webhooks/webhook-sender';

/** Expired idempotency keys, old sent mail and webhook deliveries, and leads past retention are swept this often (and once at start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** While stopping, how often connections that finished their last request are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Limits that stop a slow or silent client (slowloris) from holding a socket: the request line and
 * headers must arrive within `headersMs` of the connection (or of the previous request), the whole
 * request, body included, within `requestMs`. Node checks every `checkIntervalMs` (its default,
 * 30 s, would let a socket overstay by that much); a late client gets a JSON 408 and is disconnected.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  checkIntervalMs: number;
}

/** A lead is at most 32 KiB: even a poor mobile link sends it well within these (HTTP_*_TIMEOUT_MS override them). */
export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 15_000, requestMs: 30_000, checkIntervalMs: 2_000 };

function timeoutsOf(config: Config): HttpTimeouts {
  return { headersMs: config.HTTP_HEADERS_TIMEOUT_MS, requestMs: config.HTTP_REQUEST_TIMEOUT_MS, checkIntervalMs: HTTP_TIMEOUTS.checkIntervalMs };
}

export interface RunningServer {
  /** http://host:port the server listens on. */
  url: string;
  store: Store;
  /** The Node server underneath, for tests that watch its requests. */
  httpServer: ServerType;
  /** Stops accepting, lets in-flight requests finish, then stops the mail, webhook and push senders and closes the store. */
  stop(): Promise<void>;
}

/**
 * Forgets idempotency keys past their 30 days, mail sent and webhooks delivered more than 30 days
 * ago and newsletter sign-ups nobody confirmed in time, and deletes leads older than
 * LEAD_RETENTION_DAYS with their mails, keys and webhook deliveries. Logs counts only.
 */
async function purgeExpired(store: Store, retentionDays: number): Promise<void> {
  try {
    const report = await purgeExpiredData(store.db, new Date(), retentionDays);
    const keys = report.expiredKeys + report.idempotencyKeys;
    const mails = report.sentMails + report.mails;
    const webhookDeliveries = report.deliveredWebhooks + report.webhookDeliveries;
    if (report.leads + keys + mails + webhookDeliveries > 0) {
      const webhooks = webhookDeliveries > 0 ? ` (and ${webhookDeliveries} webhook deliveries)` : '';
      log.info(`Purged ${report.leads} leads older than ${retentionDays} days, ${keys} idempotency keys and ${mails} mails${webhooks}`, {
        leads: report.leads,
        idempotencyKeys: keys,
        mails,
        webhookDeliveries,
      });
    }
    if (report.unconfirmedSignups > 0) {
      log.info(`Forgot ${report.unconfirmedSignups} newsletter addresses no link can subscribe any more (never confirmed, or unsubscribed)`, {
        unconfirmedSignups: report.unconfirmedSignups,
      });
    }
  } catch (error) {
    log.error('Purging expired rows failed', { error: describeError(error) });
  }
}

/**
 * Refuses (throws) to go on with a database file that fails SQLite's quick integrity check: the
 * server would otherwise answer health checks and write new leads into a damaged file.
 */
export async function refuseDamagedStore(store: Store, config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<void> {
  const problems = await store.checkIntegrity();
  if (problems.length === 0) return;
  await store.close().catch(() => undefined);
  const file = path.resolve(config.DATA_DIR, SQLITE_FILE_NAME);
  const shown =
    problems
      .slice(0, 3)
      .map((problem) => problem.replace(/\s+/g, ' ').trim())
      .join('; ') + (problems.length > 3 ? `; and ${problems.length - 3} more` : '');
  throw new Error(
    `The database ${file} failed its integrity check (PRAGMA quick_check): ${shown}. ` +
      'Restore it from a backup (or move it aside to start with an empty one); the server will not write to a damaged file.',
  );
}

/**
 * Checks the embedded store's file every `intervalMs` (QUICK_CHECK_MINUTES) with PRAGMA
 * quick_check, in a worker thread: damage that no request has met yet (a file overwritten under
 * the running server) turns health to 503. Never two checks at once; none for PostgreSQL, or
 * with an interval of 0.
 */
function watchIntegrity(store: Store, intervalMs: number): NodeJS.Timeout | undefined {
  if (store.dialect !== 'sqlite' || intervalMs <= 0) return undefined;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const findings = await store.checkIntegrityInBackground();
      if (findings.length > 0) store.health.damaged(findings);
    } catch (error) {
      log.warn('The periodic integrity check could not run', { error: describeError(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return timer;
}

export interface StartOptions {
  distDir?: string;
  store?: Store;
  httpTimeouts?: HttpTimeouts;
  /** How often the store's file is checked (QUICK_CHECK_MINUTES otherwise): tests make it short. */
  integrityCheckMs?: number;
}

/**
 * Opens (unless given) and migrates the store, starts the mail, webhook and push senders, the
 * newsletter digest and the integrity check, then listens. Nothing is accepted before the schema is current. `distDir`
 * adds the built site; without it only /api is served.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  // A store opened by the caller is taken over: it is migrated (again, harmlessly) and closed on stop.
  const store = options.store ?? openStore(config);
  await refuseDamagedStore(store, config);
  await store.migrate();
  log.info(`Leads are stored in ${config.DATABASE_URL ? 'PostgreSQL' : path.resolve(config.DATA_DIR, SQLITE_FILE_NAME)}`);
  await purgeExpired(store, config.LEAD_RETENTION_DAYS);
  const purgeTimer = setInterval(() => void purgeExpired(store, config.LEAD_RETENTION_DAYS), PURGE_INTERVAL_MS);
  purgeTimer.unref();

  const integrityTimer = watchIntegrity(store, options.integrityCheckMs ?? config.QUICK_CHECK_MINUTES * 60_000);

  // A failed pass of a sender (a row it could not read) is logged and told to the store's health.
  const senderFailed = (name: string) => (error: unknown) => {
    store.health.noticed(error);
    log.error(`${name} failed`, { error: describeError(error) });
  };
  // The sender also drains mail queued by an earlier run, so it runs whenever SMTP is configured.
  let transport: MailTransport | undefined;
  let mailSender: MailSender | undefined;
  if (config.SMTP_URL) {
    transport = smtpTransport(config.SMTP_URL);
    mailSender = createMailSender({ db: store.db, transport, from: mailFrom(config), onError: senderFailed('Mail sender') });
    mailSender.start();
  }
  log.info(describeMail(config));
  // Newsletter sign-ups reach the studio in one digest an hour (NOTIFY_NEWSLETTER=digest), through the mail queue.
  const lead = leadMailSettings(config);
  const digests =
    lead?.newsletter === 'digest'
      ? startNewsletterDigests(store.db, lead, { onQueued: () => mailSender?.wake(), onError: senderFailed('Newsletter digest') })
      : undefined;
  // Like mail: whenever a URL is configured, rows queued by an earlier run are delivered too.
  let webhookSender: WebhookSender | undefined;
  if (config.WEBHOOK_URL && config.WEBHOOK_SECRET) {
    webhookSender = createWebhookSender({ db: store.db, url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET, onError: senderFailed('Webhook sender') });
    webhookSender.start();
  }
  log.info(describeWebhooks(config));
  // Web push to the studio's installed inbox: nothing is queued until a browser subscribes, so it always runs.
  const pushSender: PushSender = createPushSender({
    db: store.db,
    subject: vapidSubject(config.SITE_URL, config.NOTIFY_TO ?? site.email),
    onError: senderFailed('Push sender'),
  });
  pushSender.start();

  const app = createApp({
    config,
    store,
    ...(options.distDir ? { distDir: options.distDir } : {}),
    onLeadStored: () => {
      mailSender?.wake();
      webhookSender?.wake();
      pushSender.wake();
    },
  });
  const timeouts = options.httpTimeouts ?? timeoutsOf(config);
  // The adapter's request listener on a server of our own: serve() cannot take an errorHandler,
  // and without one a request the adapter cannot read gets an empty 400.
  const appListener = getRequestListener(app.fetch, { errorHandler: answerAdapterError });
  // Connections beyond MAX_CONNECTIONS, or beyond MAX_CONNECTIONS_PER_CLIENT from one address, are
  // answered 503 and closed before the HTTP layer reads them (Node's own maxConnections would drop
  // them without a word); what they send is never served.
  const refused = new WeakSet<Socket>();
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (refused.has(request.socket)) {
      response.destroy();
      return;
    }
    void appListener(request, response);
  };
  const server: ServerType = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    listener,
  );
  // A connection counts from its accept until it is gone ('close'). None can stay for long
  // without a request: a silent or slow one gets its 408 at the header timeout and is then let go
  // of (answerClientError), also when its peer never closes its own side (half-open).
  let openConnections = 0;
  const perClient = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const client = connectionClient(socket.remoteAddress, config.TRUST_PROXY);
    const clientHolds = client === undefined ? 0 : (perClient.get(client) ?? 0);
    if (openConnections >= config.MAX_CONNECTIONS || clientHolds >= config.MAX_CONNECTIONS_PER_CLIENT) {
      // Refused connections are not counted: they are let go of as soon as their 503 is written.
      refused.add(socket);
      refuseConnection(socket);
      return;
    }
    openConnections += 1;
    if (client !== undefined) perClient.set(client, clientHolds + 1);
    socket.once('close', () => {
      openConnections -= 1;
      if (client === undefined) return;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('clientError', answerClientError);
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    // close() stops accepting and calls back once every in-flight request has been answered.
    await new Promise<void>((resolve) => {
      // A keep-alive connection turns idle once its last response is sent; close it then rather
      // than waiting for the client to hang up.
      const closeIdle = () => {
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      };
      const sweeper = setInterval(closeIdle, IDLE_SWEEP_MS);
      server.close(() => {
        clearInterval(sweeper);
        resolve();
      });
      closeIdle();
    });
    clearInterval(purgeTimer);
    clearInterval(integrityTimer);
    await digests?.stop();
    // Both drain at once: a delivery in progress gets the same grace as a mail being sent.
    await Promise.all([mailSender?.stop(), webhookSender?.stop(), pushSender.stop()]);
    transport?.close();
    await store.close();
  };

  return {
    url: `http://${host}:${port}`,
    store,
    httpServer: server,
    stop: () => (stopped ??= stop()),
  };
}
