/**
 * Security headers on every kind of answer the server gives: a page, a hashed asset, API JSON, API
 * errors (4xx and 5xx), 404s and the framable sample sites. In process, on a small built site.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';
import type { Store } from './store/open-store';
import { failingStore, postJson, testConfig } from './testing/test-app';
import { openStoreForTests } from './testing/test-store';

let store: Store;
let distDir: string;

openStoreForTests((opened) => (store = opened));

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, 'samples', 'elite-law-group'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Kestrel</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  writeFileSync(path.join(distDir, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(path.join(distDir, 'about.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(path.join(distDir, 'samples', 'elite-law-group', 'index.html'), '<!doctype html><title>Sample</title>');
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

function siteApp(env: Record<string, string> = {}, appStore: Store = store) {
  return createApp({ config: testConfig(env), store: appStore, distDir });
}

/** The CSP as directive name -> sources. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('Content-Security-Policy');
  expect(header).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: Response, context: string, framing: "'none'" | "'self'" = "'none'"): void {
  const csp = cspOf(response);
  const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSources, context).toContain("'self'");
  expect(scriptSources, context).not.toContain("'unsafe-inline'");
  expect(scriptSources, context).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src'), context).toEqual(["'self'"]);
  expect(csp.get('frame-src'), context).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), context).toEqual([framing]);
  expect(csp.get('object-src'), context).toEqual(["'none'"]);
  expect(csp.get('base-uri'), context).toEqual(["'self'"]);
  expect(response.headers.get('X-Content-Type-Options'), context).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy'), context).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('Permissions-Policy'), context).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(response.headers.get('Cross-Origin-Opener-Policy'), context).toBe('same-origin');
  expect(response.headers.get('X-Frame-Options'), context).toBe(framing === "'none'" ? 'DENY' : 'SAMEORIGIN');
}

type Probe = [label: string, request: (app: ReturnType<typeof siteApp>) => Promise<Response> | Response, status: number];

const PROBES: Probe[] = [
  ['page HTML', (app) => app.request('/about'), 200],
  ['hashed asset', (app) => app.request('/assets/index-Ab12Cd34.js'), 200],
  ['API JSON', (app) => app.request('/api/health'), 200],
  ['API error (400)', (app) => postJson(app, '/api/subscribe.js', { email: 'nope' }), 400],
  ['API error (415)', (app) => app.request('/api/contact.js', { method: 'POST', body: 'x', headers: { 'Content-Type': 'text/plain' } }), 415],
  ['API 404', (app) => app.request('/api/nope'), 404],
  ['site 404', (app) => app.request('/nope'), 404],
  ['site 405', (app) => app.request('/nope', { method: 'POST' }), 405],
];

describe('security headers', () => {
  it.each(PROBES)('are on every answer: %s', async (label, request, status) => {
    const response = await request(siteApp());
    expect(response.status, label).toBe(status);
    expectSecurityHeaders(response, label);
  });

  it('are on a server fault (500) too', async () => {
    const failing = failingStore(store, 'disk full');
    const response = await postJson(siteApp({}, failing), '/api/subscribe.js', { email: 'reader@example.com' });
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, '500');
  });

  it('let only this origin frame the sample sites', async () => {
    const response = await siteApp().request('/samples/elite-law-group/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Sample');
    expectSecurityHeaders(response, 'sample', "'self'");
  });

  it('name only directives every engine knows: the manifest falls under default-src', async () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive 'manifest-src'" on every page that has it.
    const csp = cspOf(await siteApp().request('/about'));
    expect([...csp.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'worker-src',
      'frame-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
  });

  it('widen script-src by the analytics origin only', async () => {
    const response = await siteApp({ VITE_ANALYTICS_SCRIPT_URL: 'https://insights.example.net/script.js' }).request('/');
    expect(cspOf(response).get('script-src')).toEqual(["'self'", 'https://insights.example.net']);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    for (const [label, request] of PROBES) {
      const response = await request(siteApp());
      expect(response.headers.get('Strict-Transport-Security'), label).toBeNull();
    }
  });

  it('is sent when the request came over TLS (the adapter gives such requests an https: URL)', async () => {
    for (const url of ['https://kestrel.example/about', 'https://kestrel.example/api/health', 'https://kestrel.example/api/nope']) {
      const response = await siteApp().request(url);
      expect(response.headers.get('Strict-Transport-Security'), url).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const forwarded = (value: string) => ({ headers: { 'X-Forwarded-Proto': value } });
    expect((await siteApp().request('/about', forwarded('https'))).headers.get('Strict-Transport-Security')).toBeNull();
    const proxied = siteApp({ TRUST_PROXY: 'true' });
    expect((await proxied.request('/about', forwarded('https'))).headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
    // The proxy appends the protocol it was reached by: the entries on its left are the client's own claim.
    expect((await proxied.request('/about', forwarded('http, HTTPS'))).headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await proxied.request('/about', forwarded('HTTPS, http'))).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await proxied.request('/about', forwarded('http'))).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await proxied.request('/about')).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('is sent on every answer when HSTS=true', async () => {
    const app = siteApp({ HSTS: 'true' });
    for (const [label, request] of PROBES) {
      expect((await request(app)).headers.get('Strict-Transport-Security'), label).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });
});
