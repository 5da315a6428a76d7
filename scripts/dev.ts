/**
 * `npm run dev`: the edit loop. Vite's dev server shows every page as the prerender renders it
 * (build/dev-pages.ts), islands hydrate and the router takes over as on the built site, and
 * the lead API runs in this process on a scratch SQLite store in the temp folder (removed on exit),
 * /api proxied to it. The studio's inbox (/studio) is a Vite application of its own, as in the build,
 * served beside the site on the same port. PORT (5173) and HOST (localhost) choose where the site answers; the rest of
 * the configuration is read as `npm start` reads it (.env, ENV_FILE), the store and port aside.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, mergeConfig } from 'vite';
import { ConfigError, loadConfig } from '@/server/config';
import { loadEnvFile } from '@/server/env-file';
import { startServer } from '@/server/start-server';
import { devPages } from '../build/dev-pages';
import { INBOX_BASE, inboxSourceConfig } from '../build/inbox-plugin';
import siteConfig from '../vite.config';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
loadEnvFile(projectDir);

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? 'localhost';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-dev-'));

let config;
try {
  // The store is this run's; the API listens on a free port of its own (0), on this machine only.
  config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', SERVE_SITE: 'false' }), PORT: 0 };
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const api = await startServer(config);
const apiPort = (api.httpServer.address() as AddressInfo).port;

// The site's Vite config, read here rather than by Vite: Vite would restart its server on every edit
// to a module the config imports (the page list, and with it most of src/content). Vite's middleware
// on a server of this script's own, so stopping is this script's: the store goes with it.
const httpServer = http.createServer();
const vite = await createServer(
  mergeConfig(siteConfig, {
    configFile: false,
    root: projectDir,
    appType: 'custom',
    plugins: [devPages()],
    server: { middlewareMode: true, hmr: { server: httpServer }, proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } } },
  }),
);
// Its HMR socket is told apart from the site's by its path (the base).
const inbox = await createServer({
  ...inboxSourceConfig(projectDir, 'development'),
  appType: 'spa',
  // Its dependencies pre-bundled apart from the site's: two optimisers writing one folder would clash.
  cacheDir: path.join(projectDir, 'node_modules/.vite/studio'),
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
httpServer.on('request', (request, response) => {
  const url = request.url ?? '/';
  const { pathname, search } = new URL(url, 'http://dev.invalid');
  if (pathname === INBOX_BASE.slice(0, -1) || pathname.startsWith(INBOX_BASE)) {
    // /studio is the inbox's address, as the built server answers it; Vite knows it as /studio/.
    if (pathname === INBOX_BASE.slice(0, -1)) request.url = `${INBOX_BASE}${search}`;
    inbox.middlewares(request, response);
  } else {
    vite.middlewares(request, response);
  }
});
try {
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, resolve);
  });
} catch (error) {
  console.error(`The site could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)} (PORT chooses another)`);
  await Promise.allSettled([vite.close(), inbox.close(), api.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
console.info(`Site (development) on http://${host}:${port}/; leads stored in ${dataDir} until it stops`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  httpServer.closeAllConnections();
  void Promise.allSettled([vite.close(), inbox.close(), api.stop(), new Promise((resolve) => httpServer.close(resolve))]).then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
