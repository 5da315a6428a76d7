import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webAppManifest } from '@/content/web-app-manifest';

const dist = path.resolve('dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(dist, full).split(path.sep).join('/')];
  });
}

/** The precache manifest Workbox injected into the worker: [{ url, revision }, ...]. */
function precachedUrls(): string[] {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]!);
}

describe('the built service worker', () => {
  it('exists', () => {
    expect(existsSync(path.join(dist, 'sw.js'))).toBe(true);
  });

  it('precaches every page, every script, the site stylesheet, the manifest and every local image, but not itself', () => {
    const urls = new Set(precachedUrls());
    expect(urls.has('index.html')).toBe(true);
    expect(urls.has('manifest.webmanifest')).toBe(true);
    const built = filesUnder(dist);
    // Social cards (og/) are fetched by link previews and the install dialog's screenshots by the
    // browser, never by a page; each page's own stylesheet is kept by the worker once used; the
    // studio's inbox (studio/) is no visitor's (tests/build/inbox.test.ts); of the screenshots of work,
    // one small copy each (below).
    const mustBeCached = built.filter(
      (file) =>
        /\.(html|js|css|svg|png|webp|avif|jpg)$/.test(file) &&
        file !== 'sw.js' &&
        !file.startsWith('og/') &&
        !file.startsWith('screenshots/') &&
        !file.startsWith('studio/') &&
        !file.startsWith('images/work/') &&
        !/^assets\/page-[\w-]+\.css$/.test(file),
    );
    expect(mustBeCached.length).toBeGreaterThan(20);
    for (const file of mustBeCached) expect(urls, file).toContain(file);
    expect([...urls].filter((url) => /^assets\/site-[\w-]+\.css$/.test(url))).toHaveLength(1);
    expect(urls.has('sw.js')).toBe(false);
    expect([...urls].filter((url) => /^(og|screenshots)\/|^assets\/page-[\w-]+\.css$/.test(url))).toEqual([]);
  });

  it('precaches the small offline WebP of each screenshot of work, which stands in offline for its other widths and formats', () => {
    const work = filesUnder(path.join(dist, 'images', 'work')).map((file) => `images/work/${path.basename(file)}`);
    const precached = precachedUrls().filter((url) => url.startsWith('images/work/'));
    const ids = new Set(work.map((file) => /^images\/work\/(.+)-(?:\d+|offline)\.(avif|webp)$/.exec(file)![1]!));
    expect(ids.size).toBe(51);
    expect(precached).toHaveLength(ids.size);
    for (const id of ids) expect(precached, id).toContain(`images/work/${id}-offline.webp`);
  });

  // About 3.2 MB today (0.4 MB of it the offline copies of the work screenshots, 8 KB each). A page's
  // own stylesheet copies (3 MB), the install screenshots (1.2 MB) or a full width of each screenshot
  // (0.9 MB at 480 px) slipping back into the precache would break it.
  it('weighs what a first visit downloads for offline use: under 3.5 MB before compression', () => {
    const bytes = precachedUrls().reduce((total, url) => total + statSync(path.join(dist, url)).size, 0);
    expect(bytes).toBeLessThan(3.5 * 1024 * 1024);
  });

  it('precaches every route chunk', () => {
    const routeFiles = readdirSync(path.resolve('src/routes'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'));
    const chunks = [...precachedUrls()].filter((url) => url.startsWith('assets/') && url.endsWith('.js'));
    // Each route file becomes at least one lazily loaded chunk named after it.
    for (const file of routeFiles) {
      const name = path.basename(file, '.tsx').replace(/^\$/, '_');
      const chunkName = name === 'index' ? /^assets\/(index|routes|products|case-studies)-/ : new RegExp(`^assets/${name}-`);
      expect(
        chunks.some((chunk) => chunkName.test(chunk)),
        file,
      ).toBe(true);
    }
  });

  it('publishes the manifest with install essentials', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8')) as typeof webAppManifest;
    expect(manifest).toMatchObject({ id: '/', start_url: webAppManifest.start_url, scope: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const asset of [...manifest.icons, ...manifest.screenshots]) {
      expect(existsSync(path.join(dist, asset.src)), asset.src).toBe(true);
    }
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/get-quote', '/consultation-booking']);
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toContain('rel="manifest"');
    expect(html).toContain('rel="apple-touch-icon"');
  });
});
