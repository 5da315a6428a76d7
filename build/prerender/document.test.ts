import { readFileSync } from 'node:fs';
import { LOADER_ATTRIBUTE } from '@/app/shell/shell-markers';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  islandChunkKey,
  islandCode,
  pageAssets,
  pageDocument,
  robotsTxt,
  routeFileOf,
  sitemapXml,
  type BuildManifest,
  type HeadTag,
} from './document';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true, imports: ['_shared-BBBBBBBB.js'], css: ['assets/index-CCCCCCCC.css'] },
  '_shared-BBBBBBBB.js': { file: 'assets/shared-BBBBBBBB.js', css: ['assets/index-CCCCCCCC.css'] },
  '_card-DDDDDDDD.js': { file: 'assets/card-DDDDDDDD.js', imports: ['_shared-BBBBBBBB.js'], css: ['assets/card-EEEEEEEE.css'] },
  'src/routes/about.tsx?tsr-split=component': {
    file: 'assets/about-FFFFFFFF.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-DDDDDDDD.js'],
    css: ['assets/about-GGGGGGGG.css'],
  },
  'src/routes/products/index.tsx?tsr-split=component': { file: 'assets/products-HHHHHHHH.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/features/home/faq.island.tsx': {
    file: 'assets/faq.island-IIIIIIII.js',
    isDynamicEntry: true,
    imports: ['_card-DDDDDDDD.js'],
    dynamicImports: ['src/features/home/faq-modal.tsx'],
    css: ['assets/faq-JJJJJJJJ.css'],
  },
  'src/features/home/faq-modal.tsx': { file: 'assets/faq-modal-MMMMMMMM.js', isDynamicEntry: true, imports: ['_card-DDDDDDDD.js'] },
  'src/islands/renderer.tsx': { file: 'assets/renderer-RRRRRRRR.js', isDynamicEntry: true, imports: ['_shared-BBBBBBBB.js'] },
  'src/components/site-mantine-provider.tsx': { file: 'assets/provider-PPPPPPPP.js', isDynamicEntry: true, imports: ['_shared-BBBBBBBB.js'] },
  '_quote-form.island-KKKKKKKK.js': { file: 'assets/quote-form.island-KKKKKKKK.js', name: 'quote-form.island', css: ['assets/quote-form-LLLLLLLL.css'] },
};
manifest['index.html']!.dynamicImports = ['src/features/home/faq.island.tsx', '_quote-form.island-KKKKKKKK.js'];

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Template description" />
    <title>Template</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('routeFileOf', () => {
  it('maps route ids to the files under src/routes', () => {
    expect(routeFileOf('/')).toBe('index');
    expect(routeFileOf('/about')).toBe('about');
    expect(routeFileOf('/products/')).toBe('products/index');
    expect(routeFileOf('/products/$productId')).toBe('products/$productId');
  });
});

describe('pageAssets', () => {
  it('lists the code the page can run: the loader and what it imports, extra entries, each island with what it imports now or later, once each', () => {
    expect(pageAssets(manifest, ['__root__', '/about'], ['features/home/faq', 'features/quote/quote-form'], ['src/islands/renderer.tsx'])).toEqual({
      scripts: [
        'assets/index-AAAAAAAA.js',
        'assets/shared-BBBBBBBB.js',
        'assets/renderer-RRRRRRRR.js',
        'assets/faq.island-IIIIIIII.js',
        'assets/card-DDDDDDDD.js',
        'assets/faq-modal-MMMMMMMM.js',
        'assets/quote-form.island-KKKKKKKK.js',
      ],
    });
  });

  it('finds an island whether it is a chunk of its own or shares one, and fails loudly when it has none', () => {
    expect(islandChunkKey(manifest, 'features/home/faq')).toBe('src/features/home/faq.island.tsx');
    expect(islandChunkKey(manifest, 'features/quote/quote-form')).toBe('_quote-form.island-KKKKKKKK.js');
    expect(() => pageAssets(manifest, ['__root__'], ['features/missing/thing'])).toThrow(/No chunk for island features\/missing\/thing/);
    expect(() => pageAssets(manifest, ['__root__'], [], ['src/missing.tsx'])).toThrow(/No chunk for src\/missing.tsx/);
  });

  it("never counts a route's own chunk: the router application loads it, not the arrival page", () => {
    expect(pageAssets(manifest, ['__root__', '/about']).scripts).not.toContain('assets/about-FFFFFFFF.js');
  });

  it('fails loudly when a route has no chunk in the build', () => {
    expect(() => pageAssets(manifest, ['__root__', '/missing'])).toThrow(/No split chunk for route \/missing/);
  });
});

describe('islandCode', () => {
  it("lists each island's code with React for islands, less what the loader has, each file once", () => {
    const code = islandCode(manifest, ['features/home/faq', 'features/quote/quote-form', 'features/home/faq'], 'src/islands/renderer.tsx');
    const filesOf = (name: string) => code.islands[name]!.map((index) => code.files[index]);
    expect(filesOf('features/home/faq')).toEqual(['assets/faq.island-IIIIIIII.js', 'assets/card-DDDDDDDD.js', 'assets/renderer-RRRRRRRR.js']);
    expect(filesOf('features/quote/quote-form')).toEqual(['assets/quote-form.island-KKKKKKKK.js', 'assets/renderer-RRRRRRRR.js']);
    // Not what the island loads later on its own (the modal), nor the loader and what it imports.
    expect(code.files).toEqual([
      'assets/faq.island-IIIIIIII.js',
      'assets/card-DDDDDDDD.js',
      'assets/renderer-RRRRRRRR.js',
      'assets/quote-form.island-KKKKKKKK.js',
    ]);
    expect(() => islandCode(manifest, ['features/missing/thing'], 'src/islands/renderer.tsx')).toThrow(/No chunk for island/);
  });

  it("adds Mantine's provider to every island but a plain one", () => {
    const provider = { provider: 'src/components/site-mantine-provider.tsx', plain: ['features/quote/quote-form'] };
    const code = islandCode(manifest, ['features/home/faq', 'features/quote/quote-form'], 'src/islands/renderer.tsx', provider);
    const filesOf = (name: string) => code.islands[name]!.map((index) => code.files[index]);
    expect(filesOf('features/home/faq')).toEqual([
      'assets/faq.island-IIIIIIII.js',
      'assets/card-DDDDDDDD.js',
      'assets/renderer-RRRRRRRR.js',
      'assets/provider-PPPPPPPP.js',
    ]);
    expect(filesOf('features/quote/quote-form')).toEqual(['assets/quote-form.island-KKKKKKKK.js', 'assets/renderer-RRRRRRRR.js']);
  });
});

describe('pageDocument', () => {
  const head: HeadTag[] = [
    { tag: 'title', attributes: {}, text: 'About <us> | Studio' },
    { tag: 'meta', attributes: { name: 'description', content: 'We "build" & ship' } },
    { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/about' } },
  ];
  const page = { html: '<main><h1>About $& us</h1></main>', head };
  const parts = { inlineScript: 'window.__earlyClicks = {};', siteStylesheet: 'assets/site-SSSSSSSS.css' };
  const html = pageDocument(template, page, 'assets/page-PPPPPPPP.css', parts);

  it("replaces the template's title and description with the page's, escaped", () => {
    expect(html).not.toContain('Template');
    expect(html).toContain('<title data-page-head>About &lt;us&gt; | Studio</title>');
    expect(html).toContain('<meta name="description" content="We &quot;build&quot; &amp; ship" data-page-head>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/about" data-page-head>');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('puts the rendered markup in #root verbatim (no replacement patterns)', () => {
    expect(html).toContain('<div id="root"><main><h1>About $& us</h1></main></div>');
  });

  it("links the page's own stylesheet, naming the site's, in place of the build's", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-PPPPPPPP.css" data-site-styles="/assets/site-SSSSSSSS.css">');
    expect(html).not.toContain('index-CCCCCCCC.css');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.indexOf('page-PPPPPPPP.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names the loader on <html> instead of a script tag, and puts the click holder before the stylesheet', () => {
    expect(html).toContain('<html lang="en" data-loader="/assets/index-AAAAAAAA.js">');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('index-AAAAAAAA.js"></script>');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script>window.__earlyClicks = {};</script>');
    expect(html.indexOf('<script>window.__earlyClicks')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("ends the body with the islands' code as data, never as something a browser runs or a text can close", () => {
    const withIslands = pageDocument(
      template,
      { ...page, islandCode: { files: ['assets/a</script>.js'], islands: { 'features/home/faq': [0] } } },
      'assets/page-PPPPPPPP.css',
      parts,
    );
    expect(withIslands).toContain(
      '<script type="application/json" data-island-code>{"files":["assets/a\\u003c/script>.js"],"islands":{"features/home/faq":[0]}}</script>\n  </body>',
    );
    expect(html).not.toContain('data-island-code');
  });

  it('refuses a template without an empty root element', () => {
    expect(() => pageDocument('<html><body></body></html>', page, 'assets/page-PPPPPPPP.css', parts)).toThrow(/root/);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every page as an absolute URL of the site', () => {
    const xml = sitemapXml('https://kestrel.example', ['/', '/about', '/products/hexacart']);
    expect(xml).toContain('<loc>https://kestrel.example/</loc>');
    expect(xml).toContain('<loc>https://kestrel.example/about</loc>');
    expect(xml).toContain('<loc>https://kestrel.example/products/hexacart</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('keeps crawlers out of the API and the sample sites and names the sitemap', () => {
    const robots = robotsTxt('https://kestrel.example');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /samples/');
    expect(robots).toContain('Sitemap: https://kestrel.example/sitemap.xml');
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe("the inline script's loader start", () => {
  const inline = readFileSync(new URL('../../src/app/boot/loader-start.inline.js', import.meta.url), 'utf8');

  it('loads the loader that <html> names, once the first content is painted', () => {
    expect(inline).toContain(`getAttribute('${LOADER_ATTRIBUTE}')`);
    expect(inline).toContain("getEntriesByName('first-contentful-paint')");
    expect(inline).toContain("script.type = 'module';");
    // No tag in its text that a reader of the page's markup would take for one of the page's own.
    expect(inline).not.toMatch(/<html\b/);
  });
});
