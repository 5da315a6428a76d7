import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, mountStaticSite, withoutTrailingSlash } from './static-site';

let distDir: string;
let app: Hono;

beforeAll(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-static-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Kestrel</title>');
  writeFileSync(path.join(distDir, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(path.join(distDir, 'about.html'), '<!doctype html><title>About</title>');
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  writeFileSync(path.join(distDir, '.vite', 'build-info.json'), '{"siteUrl":"http://localhost:3000"}');
  writeFileSync(path.join(distDir, '.env'), 'SECRET=1');
  app = new Hono();
  mountStaticSite(app, distDir);
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

describe('static site helpers', () => {
  it('caches hashed assets for a year, compressed copies included, and revalidates everything else', () => {
    expect(cacheControlFor('dist/assets/index-CjPpPYhA.js')).toMatch(/immutable/);
    expect(cacheControlFor('dist/assets/index-CjPpPYhA.js.br')).toMatch(/immutable/);
    expect(cacheControlFor('dist/assets/about-BvJ1fMON.css.gz')).toMatch(/immutable/);
    expect(cacheControlFor('dist/about.html.br')).toBe('no-cache');
    expect(cacheControlFor('dist/sw.js')).toBe('no-cache');
  });

  it('redirects an address with a trailing slash to the page, never to another host', () => {
    expect(withoutTrailingSlash('/about/')).toBe('/about');
    expect(withoutTrailingSlash('/products/hexacart//')).toBe('/products/hexacart');
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    // A raw backslash or tab cannot arrive through the URL parser, but would lead off-site: home instead.
    expect(withoutTrailingSlash('/\\evil.example/')).toBe('/');
    expect(withoutTrailingSlash('/\t/evil.example/')).toBe('/');
    expect(withoutTrailingSlash('/about')).toBeUndefined();
    expect(withoutTrailingSlash('/')).toBeUndefined();
  });
});

describe('the trailing-slash redirect', () => {
  it('goes to the page without the slash, query kept', async () => {
    const response = await app.request('/about/?ref=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/about?ref=mail');
  });

  it('stays on the site whatever the path holds', async () => {
    const hostile: [string, string][] = [
      ['/%5Cevil.example/', '/%5Cevil.example'],
      ['/%5C%5Cevil.example/', '/%5C%5Cevil.example'],
      ['/%09/evil.example/', '/%09/evil.example'],
      ['/%0D%0A/evil.example/', '/%0D%0A/evil.example'],
      ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
      ['/%5C/evil.example/', '/%5C/evil.example'],
    ];
    for (const [requested, expected] of hostile) {
      const response = await app.request(`http://localhost${requested}`);
      const location = response.headers.get('Location') ?? '';
      expect(response.status, requested).toBe(301);
      expect(location, requested).toBe(expected);
      // Resolved the way a browser resolves it (the WHATWG URL parser drops tabs and reads \ as /).
      expect(new URL(location, 'https://kestrel.example/').origin, requested).toBe('https://kestrel.example');
    }
  });
});

describe('addresses that lead to another page', () => {
  it('answers /team with a permanent redirect to /teem, query kept, trailing slash or not', async () => {
    for (const [requested, expected] of [
      ['/team', '/teem'],
      ['/team/', '/teem'],
      ['/team?ref=card', '/teem?ref=card'],
    ]) {
      const response = await app.request(requested!);
      expect(response.status, requested).toBe(301);
      expect(response.headers.get('Location'), requested).toBe(expected);
    }
  });
});

describe('the static site', () => {
  it('publishes no build metadata or other dot-files', async () => {
    for (const hidden of ['/.vite/manifest.json', '/.vite/build-info.json', '/.env', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const response = await app.request(`http://localhost${hidden}`);
      expect(response.status, hidden).toBe(404);
      expect(await response.text(), hidden).toBe('<!doctype html><title>Page not found</title>');
    }
    expect((await app.request('/about')).status).toBe(200);
  });

  it('answers another method than GET or HEAD with 405, Allow and a JSON message', async () => {
    for (const [method, target] of [
      ['POST', '/about'],
      ['PUT', '/'],
      ['DELETE', '/assets/x.js'],
      ['OPTIONS', '/nope'],
      ['PATCH', '/about/'],
    ]) {
      const response = await app.request(target!, { method: method! });
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
      expect(await response.json()).toEqual({ message: 'This address only answers GET and HEAD.' });
    }
    const head = await app.request('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe("the studio's inbox", () => {
  let inboxDist: string;
  const inboxHtml = '<!doctype html><title>Inbox · Kestrel Web Studio</title>';
  beforeAll(() => {
    inboxDist = mkdtempSync(path.join(os.tmpdir(), 'kestrel-inbox-'));
    writeFileSync(path.join(inboxDist, '404.html'), '<!doctype html><title>Page not found</title>');
    mkdirSync(path.join(inboxDist, 'studio', 'assets'), { recursive: true });
    writeFileSync(path.join(inboxDist, 'studio', 'index.html'), inboxHtml);
    writeFileSync(path.join(inboxDist, 'studio', 'assets', 'index-AbCdEfGh.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(inboxDist, { recursive: true, force: true }));

  it('answers /studio and any address under it with its one page, never indexed, always revalidated', async () => {
    const served = new Hono();
    mountStaticSite(served, inboxDist, { inbox: true });
    for (const address of ['/studio', '/studio?lead=abc', '/studio/leads/abc']) {
      const response = await served.request(address);
      expect(response.status, address).toBe(200);
      expect(await response.text()).toBe(inboxHtml);
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
    const script = await served.request('/studio/assets/index-AbCdEfGh.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log(1)');
    expect(cacheControlFor(path.join(inboxDist, 'studio', 'assets', 'index-AbCdEfGh.js'))).toBe('public, max-age=31536000, immutable');
    expect((await served.request('/studio/assets/missing-AbCdEfGh.js')).status).toBe(404);
  });

  it('does not exist without the admin side: the not-found page for every address of it', async () => {
    const served = new Hono();
    mountStaticSite(served, inboxDist);
    for (const address of ['/studio', '/studio/', '/studio/assets/index-AbCdEfGh.js']) {
      const response = await served.request(address);
      if (address === '/studio/') {
        expect(response.status).toBe(301);
        continue;
      }
      expect(response.status, address).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });
});
