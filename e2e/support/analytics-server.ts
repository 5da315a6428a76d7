/**
 * The hosting platform's page-view script, as the e2e site is built to load it after consent
 * (VITE_ANALYTICS_SCRIPT_URL): a script that counts the page views it sees in `window.__pageViews`.
 * Started by Playwright beside the site server (playwright.config.ts).
 */
import http from 'node:http';
import { E2E_ANALYTICS_PORT } from './env';

const PAGE_VIEW_SCRIPT = 'window.__pageViews = (window.__pageViews || 0) + 1;\n';

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://analytics');
  if (request.method === 'GET' && pathname === '/script.js') {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    response.end(PAGE_VIEW_SCRIPT);
  } else if (request.method === 'GET' && pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  } else {
    response.writeHead(404).end();
  }
});

server.listen(E2E_ANALYTICS_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
