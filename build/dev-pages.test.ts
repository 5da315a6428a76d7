import type { EnvironmentModuleNode } from 'vite';
import { describe, expect, it } from 'vitest';
import { devPageDocument, type HeadTag } from './prerender/document';
import { importedStylesheets, isPageRequest } from './dev-pages';

/** A module graph node with just what importedStylesheets reads. */
function node(url: string, imports: EnvironmentModuleNode[] = []): EnvironmentModuleNode {
  return { url, importedModules: new Set(imports) } as unknown as EnvironmentModuleNode;
}

describe('npm run dev', () => {
  it('renders a page for a browser asking for HTML, and leaves the API, sources, files and other methods to Vite', () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    expect(isPageRequest('GET', '/', html)).toBe(true);
    expect(isPageRequest('HEAD', '/products/hexacart?utm_source=x', html)).toBe(true);
    expect(isPageRequest('GET', '/no-such-page', html)).toBe(true);
    expect(isPageRequest('POST', '/contact', html)).toBe(false);
    expect(isPageRequest('GET', '/api/health', html)).toBe(false);
    expect(isPageRequest('GET', '/src/app/boot/boot.ts', html)).toBe(false);
    expect(isPageRequest('GET', '/@vite/client', html)).toBe(false);
    expect(isPageRequest('GET', '/node_modules/.vite/deps/react.js', html)).toBe(false);
    expect(isPageRequest('GET', '/favicon.svg', html)).toBe(false);
    expect(isPageRequest('GET', '/about', 'application/json')).toBe(false);
  });

  it('links the stylesheets the page imports in import order, each once, through any depth and circle', () => {
    const tokens = node('/src/components/tokens.css');
    const hero = node('/src/features/home/home-hero.module.css');
    const heroModule = node('/src/features/home/home-hero.tsx', [hero, tokens]);
    const layer = node('/node_modules/@mantine/core/styles/Accordion.layer.css?inline');
    const shell = node('/src/app/shell/site-shell.tsx', [tokens, heroModule, layer]);
    const root = node('/src/app/render-page.tsx', [shell, node('/src/content/pages.ts')]);
    heroModule.importedModules.add(root);
    expect(importedStylesheets(root)).toEqual([
      '/src/components/tokens.css',
      '/src/features/home/home-hero.module.css',
      '/node_modules/@mantine/core/styles/Accordion.layer.css?inline',
    ]);
    expect(importedStylesheets(undefined)).toEqual([]);
  });

  it("puts the page's head, the theme, its stylesheets and its markup into Vite's index.html", () => {
    const template = [
      '<!doctype html><html lang="en"><head>',
      '<script type="module" src="/@vite/client"></script>',
      '<title>Kestrel Web Studio</title>',
      '<meta name="description" content="Template">',
      '<script type="module" src="/src/app/boot/boot.ts"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const head: HeadTag[] = [
      { tag: 'title', attributes: {}, text: 'Contact | Kestrel & Co' },
      { tag: 'meta', attributes: { name: 'description', content: 'Say "hello"' } },
    ];
    const page = { html: '<main><h1>Contact</h1></main>', head };
    const document = devPageDocument(template, page, { themeCss: ':root{--a:1}</style><script>', stylesheets: ['/src/a.module.css'] });
    expect(document).toBe(
      [
        '<!doctype html><html lang="en"><head>',
        '<script type="module" src="/@vite/client"></script>',
        '<script type="module" src="/src/app/boot/boot.ts"></script>',
        '  <style>:root{--a:1}<\\/style><script></style>',
        '    <link rel="stylesheet" href="/src/a.module.css">',
        '    <title data-page-head>Contact | Kestrel &amp; Co</title>',
        '    <meta name="description" content="Say &quot;hello&quot;" data-page-head>',
        '  </head><body><div id="root"><main><h1>Contact</h1></main></div></body></html>',
      ].join('\n'),
    );
    expect(() => devPageDocument('<html><body></body></html>', page, { themeCss: '', stylesheets: [] })).toThrow(
      'index.html has no empty <div id="root"></div>',
    );
  });
});
