import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadBytes, referencedAssets } from '../build/first-load';

const gz = (content: string) => gzipSync(content, { level: 9 }).length;

/** Different, poorly compressible contents so each file's size is its own. */
const filler = (seed: string, length: number) => Array.from({ length }, (_, index) => `${seed}${(index * 7919) % 1000}`).join(';');

const shell = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/main-aaaaaaaa.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-bbbbbbbb.js">
<link rel="stylesheet" crossorigin href="/assets/main-cccccccc.css">
<link rel="manifest" href="/manifest.webmanifest">
<!-- <script type="module" src="/assets/commented-out.js"></script> -->
</head><body><div id="root"></div></body></html>`;

const aboutPage = `<!doctype html><html><head>
<script type="module" src="/assets/main-aaaaaaaa.js"></script>
<link rel=modulepreload href=/assets/about-dddddddd.js>
<link rel="stylesheet" href="/assets/main-cccccccc.css">
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>About</h1></body></html>`;

const files: Record<string, string> = {
  'index.html': shell,
  'about.html': aboutPage,
  'assets/main-aaaaaaaa.js': filler('main', 400),
  'assets/shared-bbbbbbbb.js': filler('shared', 300),
  'assets/deep-eeeeeeee.js': filler('deep', 200),
  'assets/about-dddddddd.js': filler('about', 100),
  'assets/lazy-ffffffff.js': filler('lazy', 500),
  'assets/main-cccccccc.css': filler('.main{}', 150),
  'assets/deep-gggggggg.css': filler('.deep{}', 50),
  'assets/lazy-hhhhhhhh.css': filler('.lazy{}', 50),
};

const manifest = {
  'index.html': {
    file: 'assets/main-aaaaaaaa.js',
    isEntry: true,
    imports: ['_shared-bbbbbbbb.js'],
    dynamicImports: ['src/routes/lazy.tsx'],
    css: ['assets/main-cccccccc.css'],
  },
  '_shared-bbbbbbbb.js': { file: 'assets/shared-bbbbbbbb.js', imports: ['_deep-eeeeeeee.js'] },
  // A cycle back to the entry, as Vite writes for chunks that import the main bundle.
  '_deep-eeeeeeee.js': { file: 'assets/deep-eeeeeeee.js', imports: ['index.html'], css: ['assets/deep-gggggggg.css'] },
  'src/routes/about.tsx': { file: 'assets/about-dddddddd.js', imports: ['index.html', '_shared-bbbbbbbb.js'] },
  'src/routes/lazy.tsx': { file: 'assets/lazy-ffffffff.js', isDynamicEntry: true, imports: ['index.html'], css: ['assets/lazy-hhhhhhhh.css'] },
};

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('referencedAssets', () => {
  it('finds module scripts, module preloads and stylesheets, not commented-out tags, manifests or JSON-LD', () => {
    expect(referencedAssets(shell)).toEqual({
      scripts: ['assets/main-aaaaaaaa.js', 'assets/shared-bbbbbbbb.js'],
      styles: ['assets/main-cccccccc.css'],
    });
    expect(referencedAssets(aboutPage).scripts).toEqual(['assets/main-aaaaaaaa.js', 'assets/about-dddddddd.js']);
  });

  it("counts the loader that <html data-loader> names, which the page's inline script loads", () => {
    const page = '<!doctype html><html lang="en" data-loader="/assets/index-aaaaaaaa.js"><head><script>(function(){})();</script></head></html>';
    expect(referencedAssets(page).scripts).toEqual(['assets/index-aaaaaaaa.js']);
  });

  it('refuses scripts from another origin, which it cannot measure', () => {
    expect(() => referencedAssets('<script src="https://cdn.example.com/x.js"></script>')).toThrow(/not served by the site/);
  });
});

describe('firstLoadBytes', () => {
  it('falls back to the app shell for a page that has no prerendered file', () => {
    const result = firstLoadBytes(dist, '/products');
    expect(result.files.find((file) => file.kind === 'html')).toEqual({ file: 'index.html', kind: 'html', gzipBytes: gz(shell) });
  });

  it('counts the HTML, the scripts with their transitive static imports and every attached stylesheet, gzipped at level 9', () => {
    const result = firstLoadBytes(dist, '/');
    const js = ['assets/main-aaaaaaaa.js', 'assets/shared-bbbbbbbb.js', 'assets/deep-eeeeeeee.js'];
    const css = ['assets/main-cccccccc.css', 'assets/deep-gggggggg.css'];
    expect(result.html).toBe(gz(shell));
    expect(result.js).toBe(js.reduce((sum, file) => sum + gz(files[file]!), 0));
    expect(result.css).toBe(css.reduce((sum, file) => sum + gz(files[file]!), 0));
    expect(result.total).toBe(result.html + result.js + result.css);
    expect(result.files.map((file) => file.file).sort()).toEqual(['index.html', ...js, ...css].sort());
  });

  it('leaves out lazily loaded chunks and their styles', () => {
    const counted = firstLoadBytes(dist, '/').files.map((file) => file.file);
    expect(counted).not.toContain('assets/lazy-ffffffff.js');
    expect(counted).not.toContain('assets/lazy-hhhhhhhh.css');
  });

  it('reads a prerendered page and the route chunks it preloads', () => {
    const result = firstLoadBytes(dist, '/about');
    expect(result.files.filter((file) => file.kind === 'html')).toEqual([{ file: 'about.html', kind: 'html', gzipBytes: gz(aboutPage) }]);
    expect(result.files.map((file) => file.file)).toContain('assets/about-dddddddd.js');
    expect(result.files.map((file) => file.file)).toContain('assets/deep-eeeeeeee.js');
  });

  it('lists the files biggest first', () => {
    const sizes = firstLoadBytes(dist, '/').files.map((file) => file.gzipBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('says which file is missing', () => {
    writeFileSync(path.join(dist, 'broken.html'), '<script type="module" src="/assets/gone.js"></script>');
    expect(() => firstLoadBytes(dist, '/broken')).toThrow(/assets\/gone\.js/);
  });
});
