import { describe, expect, it } from 'vitest';
import { LEAD_KINDS, leadFieldNames } from './kinds';
import { LEAD_SOURCE_FIELDS, leadSourceLines } from './lead-field-table';
import { LEAD_SOURCE_PARTS, normalizeLeadSource, referrerOrigin, sourcePagePath, utmTagsOf, utmValue } from './lead-source';
import { validateLead } from './validate-lead';

describe('the source of a lead', () => {
  it('keeps a page path without its query or fragment, and only a path of this site', () => {
    expect(sourcePagePath('/products/hexacart?utm_source=newsletter#top')).toBe('/products/hexacart');
    expect(sourcePagePath('/')).toBe('/');
    expect(sourcePagePath(`/${'a'.repeat(199)}`)).toBe(`/${'a'.repeat(199)}`);
    for (const value of [`/${'a'.repeat(200)}`, 'products', '//evil.example/x', 'https://kestrel.example/', '/a b', '/\u202eab', '', 3, null]) {
      expect(sourcePagePath(value), String(value)).toBeUndefined();
    }
  });

  it('keeps only the origin of a referrer, never its path or query', () => {
    expect(referrerOrigin('https://news.example.org/issue/12?subscriber=ana@x.example')).toBe('https://news.example.org');
    expect(referrerOrigin('http://localhost:8080/a')).toBe('http://localhost:8080');
    expect(referrerOrigin('https://Search.Example.COM')).toBe('https://search.example.com');
    for (const value of ['javascript:alert(1)', 'ftp://files.example/x', 'not a url', '/relative', '', `https://${'a'.repeat(190)}.example`, {}]) {
      expect(referrerOrigin(value), String(value)).toBeUndefined();
    }
  });

  it('keeps a campaign tag trimmed, printable and at most 100 characters', () => {
    expect(utmValue('  spring  ')).toBe('spring');
    expect(utmValue('x'.repeat(100))).toBe('x'.repeat(100));
    for (const value of ['x'.repeat(101), '   ', 'spr\u0000ing', 'a\u202eb', 'line\nbreak', 7]) expect(utmValue(value), String(value)).toBeUndefined();
    expect(utmTagsOf(new URLSearchParams('utm_source=newsletter&utm_campaign=spring&utm_term=x&utm_medium='))).toEqual({
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
  });

  it('reduces what a client sends to what is kept, or to nothing', () => {
    expect(
      normalizeLeadSource({
        page: '/products/hexacart?x=1',
        referrer: 'https://news.example.org/path?q=1',
        utmSource: ' newsletter ',
        utmMedium: 'x'.repeat(101),
        utmCampaign: 'spring',
        visitorId: 'abc',
      }),
    ).toEqual({ page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' });
    for (const value of [undefined, null, 'page', ['/'], {}, { page: 'x', referrer: 'y' }])
      expect(normalizeLeadSource(value), JSON.stringify(value)).toBeUndefined();
  });

  it('comes with every kind, beside its fields, and never refuses a lead', () => {
    const source = { page: '/products/hexacart', referrer: 'https://news.example.org/a', utmSource: 'newsletter', utmCampaign: 'spring' };
    expect(validateLead('newsletter', { email: 'ana@example.com', source })).toEqual({
      ok: true,
      data: { email: 'ana@example.com' },
      source: { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' },
    });
    expect(validateLead('newsletter', { email: 'ana@example.com', source: 'from a friend' })).toEqual({ ok: true, data: { email: 'ana@example.com' } });
    expect(validateLead('contact', { from_name: 'Ana', from_email: 'ana@example.com', message: 'Hi', source: { page: 42 } })).toEqual({
      ok: true,
      data: { from_name: 'Ana', from_email: 'ana@example.com', message: 'Hi' },
    });
    for (const kind of LEAD_KINDS) expect(leadFieldNames(kind)).not.toContain('source');
  });

  it('labels each part once, in the field table, with its CSV column', () => {
    expect(LEAD_SOURCE_FIELDS.map((field) => field.name)).toEqual([...LEAD_SOURCE_PARTS]);
    expect(LEAD_SOURCE_FIELDS.map((field) => `${field.name}: ${field.label} (${field.csvColumn})`)).toEqual([
      'page: Page (sourcePage)',
      'referrer: Referring site (sourceReferrer)',
      'utmSource: Campaign source (utmSource)',
      'utmMedium: Campaign medium (utmMedium)',
      'utmCampaign: Campaign (utmCampaign)',
    ]);
    expect(leadSourceLines({ page: '/contact', utmCampaign: 'spring' })).toEqual([
      { label: 'Page', value: '/contact' },
      { label: 'Campaign', value: 'spring' },
    ]);
    expect(leadSourceLines(null)).toEqual([]);
  });
});
