import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, MODULES_BLOCK_ID, escapeHtml, pageAssets, pageDocument, robotsTxt, routeFileOf, sitemapXml, type BuildManifest, type HeadTag } from './document';

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
};

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Template description" />
    <title>Template</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
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
  it("lists the route's chunk and what it imports beyond the entry, and only the styles the entry lacks", () => {
    expect(pageAssets(manifest, ['__root__', '/about'])).toEqual({
      modulePreloads: ['assets/about-FFFFFFFF.js', 'assets/card-DDDDDDDD.js'],
      stylesheets: ['assets/about-GGGGGGGG.css', 'assets/card-EEEEEEEE.css'],
    });
  });

  it('needs nothing extra for the not-found page, which only the root route renders', () => {
    expect(pageAssets(manifest, ['__root__'])).toEqual({ modulePreloads: [], stylesheets: [] });
  });

  it('fails loudly when a route has no chunk in the build', () => {
    expect(() => pageAssets(manifest, ['__root__', '/missing'])).toThrow(/No split chunk for route \/missing/);
  });
});

describe('pageDocument', () => {
  const head: HeadTag[] = [
    { tag: 'title', attributes: {}, text: 'About <us> | Studio' },
    { tag: 'meta', attributes: { name: 'description', content: 'We "build" & ship' } },
    { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/about' } },
  ];
  const page = { html: '<main><h1>About $& us</h1></main>', head };
  const html = pageDocument(template, page, pageAssets(manifest, ['__root__', '/about']));

  it("replaces the template's title and description with the page's, escaped", () => {
    expect(html).not.toContain('Template');
    expect(html).toContain('<title>About &lt;us&gt; | Studio</title>');
    expect(html).toContain('<meta name="description" content="We &quot;build&quot; &amp; ship">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/about">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("puts the rendered markup in #root verbatim (no replacement patterns) and links the route's styles", () => {
    expect(html).toContain('<div id="root"><main><h1>About $& us</h1></main></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/about-GGGGGGGG.css">');
    expect(html.indexOf('about-GGGGGGGG.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('hands the entry and every module to load over to the bootstrap, which starts them after the first paint', () => {
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script type="module" src="${BOOT_SCRIPT}"></script>`);
    const block = new RegExp(`<script type="application/json" id="${MODULES_BLOCK_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(block![1]!)).toEqual({
      entry: '/assets/index-AAAAAAAA.js',
      preload: ['/assets/about-FFFFFFFF.js', '/assets/card-DDDDDDDD.js'],
    });
  });

  it('refuses a template without an empty root element', () => {
    expect(() => pageDocument('<html><body></body></html>', page, { modulePreloads: [], stylesheets: [] })).toThrow(/root/);
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
