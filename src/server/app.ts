import { Hono } from 'hono';
import type { Config } from './config';
import { securityHeaders } from './security-headers';
import { mountStaticSite } from './static-site';

export interface AppDeps {
  config: Config;
  /** The built site to serve; omitted in API-only tests. */
  distDir?: string;
  /** Answers whether the database is reachable. */
  checkDatabase: () => Promise<boolean>;
}

export function createApp({ config, distDir, checkDatabase }: AppDeps): Hono {
  const app = new Hono();

  app.use('*', securityHeaders(config.VITE_ANALYTICS_SCRIPT_URL));

  const api = new Hono();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.get('/health', async (c) => {
    const db = await checkDatabase().catch(() => false);
    return c.json({ ok: db, db: db ? 'up' : 'down', message: db ? 'OK' : 'Database unavailable' }, db ? 200 : 503);
  });
  api.all('*', (c) => c.json({ message: 'Not found' }, 404));
  app.route('/api', api);

  app.onError((error, c) => {
    console.error('Unhandled error', error);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  if (distDir) mountStaticSite(app, distDir);
  return app;
}
