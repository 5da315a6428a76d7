import { describe, expect, it } from 'vitest';
import { csvHref, filterParams } from './inbox-api';

describe("the inbox's filters as the admin API reads them", () => {
  it('sends nothing for no filter', () => {
    expect(filterParams({}).toString()).toBe('');
  });

  it('sends the last day wanted as the next midnight (until is exclusive), across a month and a year', () => {
    expect(filterParams({ from: '2026-11-01', to: '2026-11-30' }).toString()).toBe('since=2026-11-01&until=2026-12-01');
    expect(filterParams({ from: '2026-12-31', to: '2026-12-31' }).toString()).toBe('since=2026-12-31&until=2027-01-01');
  });

  it('trims the search and leaves out a blank one', () => {
    expect(filterParams({ q: '  Zoë  ' }).get('q')).toBe('Zoë');
    expect(filterParams({ q: '   ' }).has('q')).toBe(false);
  });

  it('sends the source filter trimmed, and none for a blank one', () => {
    expect(filterParams({ source: ' newsletter ' }).toString()).toBe('source=newsletter');
    expect(filterParams({ source: '  ' }).has('source')).toBe(false);
    expect(csvHref({ status: 'new', source: 'https://www.google.com' })).toBe('/api/admin/leads?status=new&source=https%3A%2F%2Fwww.google.com&format=csv');
  });

  it("downloads the current filter's CSV", () => {
    expect(csvHref({ kind: 'booking', status: 'spam', q: 'a&b' })).toBe('/api/admin/leads?kind=booking&status=spam&q=a%26b&format=csv');
  });
});
