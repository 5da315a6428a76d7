import type { Context } from 'hono';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createLeadRegistry } from '@/leads/kinds';
import { createAdminRoutes } from './admin/admin-routes';
import { ADMIN_AUTH_FAILURES_ALLOWED, ADMIN_AUTH_WINDOW_MS } from './admin/bearer-token';
import { bookingExtension, createBookingSlotRoutes } from './booking/booking-slots';
import type { Config } from './config';
import { accessLog } from './http/access-log';
import { clientAddress } from './http/client-address';
import { FixedWindowRateLimiter, rateLimit } from './http/rate-limit';
import { createLeadRoutes } from './leads/lead-routes';
import { leadMailSettings, newsletterMailSettings } from './mail/mail-settings';
import { createNewsletterRoutes } from './newsletter/newsletter-routes';
import { Newsletter } from './newsletter/subscriptions';
import { log } from './log';
import { describeError } from './safe-log';
import { securityHeaders } from './security-headers';
import { builtInlineScriptHashes, mountStaticSite } from './static-site';
import { lowDiskSpace } from './store/disk-space';
import { FailureBudget } from './store/failure-budget';
import { StoreRateLimiter } from './store/shared-rate-limit';
import { createStudio } from './studio/studio-routes';
import type { Store } from './store/open-store';

/**
 * Reads of the taken booking slots a client may make per minute, per lead post it may make: a
 * visitor looks at a few dates before booking one. Counted in each process (a read needs no
 * shared budget).
 */
const SLOT_READS_PER_LEAD_POST = 4;

export interface AppDeps {
  config: Config;
  /** The database, already migrated; tests pass a temporary one. */
  store: Store;
  /** The built site to serve; omitted in API-only tests. */
  distDir?: string;
  /** The clock for booking rules, key expiry and rate limits; tests pass a fixed one. */
  now?: () => Date;
  /** Told after each lead commits, and after a newsletter confirmation queues its welcome (wakes the mail sender). */
  onLeadStored?: () => void;
}

export function createApp({ config, store, distDir, now = () => new Date(), onLeadStored }: AppDeps): Hono {
  const app = new Hono();

  app.use('*', ...accessLog());
  app.use(
    '*',
    securityHeaders({
      analyticsScriptUrl: config.VITE_ANALYTICS_SCRIPT_URL,
      hsts: config.HSTS,
      trustProxy: config.TRUST_PROXY,
      inlineScriptHashes: distDir ? builtInlineScriptHashes(distDir) : [],
    }),
  );

  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const freeSpaceLimits = { minFreeMb: config.DISK_MIN_FREE_MB, minFreePercent: config.DISK_MIN_FREE_PERCENT };
  api.get('/health', async (c) => {
    const db = await store.isHealthy();
    if (!db) return c.json({ ok: false, db: 'down', message: 'Database unavailable' }, 503);
    // A full disk still answers reads: what the store's work found decides whether leads can be stored.
    const write = await store.health.status(now());
    const integrity = store.health.integrity;
    // The embedded store's disk, asked directly: running low is said before a write fails.
    const space = await store.diskSpace().catch((error: unknown) => {
      log.warn('Reading the free space of the data folder failed', { error: describeError(error) });
      return undefined;
    });
    const lowSpace = space === undefined ? undefined : lowDiskSpace(space, freeSpaceLimits);
    const state = { db: 'up', write, integrity, ...(space === undefined ? {} : { disk: lowSpace ? 'low' : 'ok' }) } as const;
    if (integrity !== 'ok') return c.json({ ok: false, ...state, message: 'The database file is damaged: restore it from a backup' }, 503);
    if (write !== 'ok') return c.json({ ok: false, ...state, message: 'The database cannot store new leads' }, 503);
    if (lowSpace) return c.json({ ok: false, ...state, message: lowSpace }, 503);
    return c.json({ ok: true, ...state, message: 'OK' });
  });

  const clientOf = (c: Context) => clientAddress(c, config.TRUST_PROXY);
  // PostgreSQL may serve several processes: they share the count there. SQLite means one process.
  const limiter =
    store.dialect === 'postgres'
      ? new StoreRateLimiter(store.db, config.RATE_LIMIT_PER_MIN, () => now().getTime())
      : new FixedWindowRateLimiter(config.RATE_LIMIT_PER_MIN, () => now().getTime());
  const newsletter = new Newsletter({ db: store.db, mail: newsletterMailSettings(config), onMailQueued: onLeadStored });
  api.route(
    '/',
    createLeadRoutes({
      db: store.db,
      registry: createLeadRegistry(now, { bookingHorizonDays: config.BOOKING_HORIZON_DAYS }),
      now,
      guard: rateLimit(limiter, clientOf),
      clientOf,
      forms: { siteUrl: config.SITE_URL, trustProxy: config.TRUST_PROXY },
      mail: leadMailSettings(config),
      webhooks: config.WEBHOOK_URL !== undefined,
      onLeadStored,
      writes: store.health,
      extensions: {
        newsletter: { answer: () => newsletter.signupAnswer, writesFor: (lead) => newsletter.signupWrites(lead) },
        booking: bookingExtension({ dialect: store.dialect, perClientPerDay: config.BOOKINGS_PER_CLIENT_PER_DAY }),
      },
    }),
  );
  const slotReads = new FixedWindowRateLimiter(config.RATE_LIMIT_PER_MIN * SLOT_READS_PER_LEAD_POST, () => now().getTime());
  api.route('/', createBookingSlotRoutes({ db: store.db, guard: rateLimit(slotReads, clientOf), horizonDays: config.BOOKING_HORIZON_DAYS, now }));

  // Without a configured token the admin API and the studio's sign-in do not exist, so they
  // answer like any unknown path.
  if (config.ADMIN_TOKEN) {
    const failedAuth = {
      budget: new FailureBudget(store.db, 'admin-token', ADMIN_AUTH_FAILURES_ALLOWED, ADMIN_AUTH_WINDOW_MS, () => now().getTime()),
      clientOf,
    };
    const studio = createStudio({ db: store.db, adminToken: config.ADMIN_TOKEN, siteUrl: config.SITE_URL, trustProxy: config.TRUST_PROXY, now, clientOf });
    api.route('/studio', studio.routes);
    api.route(
      '/admin',
      createAdminRoutes({
        db: store.db,
        adminToken: config.ADMIN_TOKEN,
        now,
        failedAuth,
        session: studio.sessionAuth,
        onStoreError: (error) => store.health.noticed(error),
        pushAllowHttpLoopback: config.PUSH_ALLOW_HTTP_LOOPBACK,
      }),
    );
  }

  api.all('*', (c) => c.json({ message: 'Not found' }, 404));
  app.route('/api', api);
  // The pages a newsletter mail links to (SITE_URL/newsletter/...), outside /api: a person opens them.
  app.route('/newsletter', createNewsletterRoutes({ newsletter, now, limiter, clientOf }));

  app.onError((error, c) => {
    // A middleware's planned answer (the admin API's bearer check refuses by throwing its response).
    if (error instanceof HTTPException) return error.getResponse();
    store.health.noticed(error);
    // The error, never the request body: lead data stays in the store.
    log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, { requestId: c.get('requestId'), error: describeError(error) });
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  // Without the site (SERVE_SITE=false) every other address is unknown: answered like the API's.
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  // The studio's inbox exists only where the admin side does.
  if (distDir) mountStaticSite(app, distDir, { inbox: Boolean(config.ADMIN_TOKEN) });
  return app;
}
