import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoJsProxy } from './no-js-proxy';
import { startNoJsProxy, stripScripts } from './no-js-proxy';

const page = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-def.js">
<link rel="preload" as="script" href="/assets/other.js">
<link rel="preload" as="image" href="/hero.avif">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
<link rel="manifest" href="/manifest.webmanifest">
<script type="application/ld+json">{"@type":"Organization","name":"Kestrel"}</script>
<script>window.__STATE__ = {"a":"</div>"};</script>
</head><body><h1>Hello</h1><script src="/register-sw.js"></script></body></html>`;

describe('stripScripts', () => {
  const stripped = stripScripts(page);

  it('removes scripts, inline or not, and script preloads', () => {
    expect(stripped).not.toMatch(/index-abc\.js|chunk-def\.js|other\.js|__STATE__|register-sw/);
  });

  it('keeps JSON-LD, styles, image preloads, the manifest link and the content', () => {
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Organization","name":"Kestrel"}</script>');
    for (const kept of ['index-ghi.css', 'hero.avif', 'manifest.webmanifest', '<h1>Hello</h1>']) expect(stripped).toContain(kept);
  });
});

describe('startNoJsProxy', () => {
  let upstream: http.Server;
  let proxy: NoJsProxy;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', 'X-Upstream': 'yes' });
        response.end(gzipSync(page));
      } else {
        response.writeHead(200, { 'Content-Type': 'text/css', 'Cache-Control': 'max-age=60' });
        response.end(`/* ${request.url} */`);
      }
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    proxy = await startNoJsProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await proxy.close();
    upstream.close();
  });

  it('answers the page stripped, encoded as the server encoded it, with its other headers', async () => {
    const response = await fetch(`${proxy.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-upstream')).toBe('yes');
    const html = await response.text();
    expect(html).toBe(stripScripts(page));
  });

  it('passes every other answer through unchanged', async () => {
    const response = await fetch(`${proxy.url}/assets/index-ghi.css`);
    expect(response.headers.get('content-type')).toBe('text/css');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(await response.text()).toBe('/* /assets/index-ghi.css */');
  });
});
