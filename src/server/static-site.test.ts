import { describe, expect, it } from 'vitest';
import { cacheControlFor, withoutTrailingSlash } from './static-site';

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
    expect(withoutTrailingSlash('/about')).toBeUndefined();
    expect(withoutTrailingSlash('/')).toBeUndefined();
  });
});
