import { describe, expect, it } from 'vitest';
import { pageFileFor, prerenderFile } from './page-files';
import { sitePaths } from './site-map';

describe('prerendered page files', () => {
  it('writes the home page to index.html and every other page to its path plus .html', () => {
    expect(prerenderFile('/')).toBe('index.html');
    expect(prerenderFile('/about')).toBe('about.html');
    expect(prerenderFile('/products/hexacart')).toBe('products/hexacart.html');
  });

  it('gives every page its own file', () => {
    expect(new Set(sitePaths.map(prerenderFile)).size).toBe(sitePaths.length);
  });

  it('finds the file of an address with or without a trailing slash', () => {
    expect(pageFileFor('/about/')).toBe('/about.html');
    expect(pageFileFor('/about')).toBe('/about.html');
    expect(pageFileFor('/')).toBe('/index.html');
    expect(pageFileFor('//')).toBe('/index.html');
  });
});
