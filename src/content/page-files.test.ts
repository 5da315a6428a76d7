import { describe, expect, it } from 'vitest';
import { PAGE_REDIRECTS, pageFileFor, prerenderFile, redirectFor } from './page-files';
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

describe('addresses that lead to another page', () => {
  it('sends /team (with or without a trailing slash) to the team page at /teem, and nothing else anywhere', () => {
    expect(redirectFor('/team')).toBe('/teem');
    expect(redirectFor('/team/')).toBe('/teem');
    expect(redirectFor('/teem')).toBeUndefined();
    expect(redirectFor('/teams')).toBeUndefined();
    expect(redirectFor('/constructor')).toBeUndefined();
    expect(redirectFor('/')).toBeUndefined();
  });

  it('leads only to pages the site has, and never from one', () => {
    for (const [from, to] of Object.entries(PAGE_REDIRECTS)) {
      expect(sitePaths).toContain(to);
      expect(sitePaths).not.toContain(from);
    }
  });
});
