import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitLeadResult } from '@/leads/submit-lead';
import { closeOutboxDatabase } from './outbox-db';
import { listOutbox } from './outbox';
import { sendLead } from './send-lead';
import type { VisitEnvironment } from './visit-source';
import { VISIT_SOURCE_KEY } from '@/leads/lead-source';
import { currentLeadSource, recordVisitSource } from './visit-source';

/** The tab's sessionStorage, as a map. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
}

const LANDING = 'https://kestrel.example/products/hexacart?utm_source=newsletter&utm_campaign=spring&utm_term=x#pricing';

describe('the visit source recorder', () => {
  it('keeps the landing address’s campaign tags and another site’s origin once, and a later page adds its own path', () => {
    const storage = fakeStorage();
    const landing: VisitEnvironment = { href: LANDING, referrer: 'https://news.example.org/issue/12?reader=ana', storage };
    expect(recordVisitSource(landing)).toEqual({ referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' });
    expect(storage.items.get(VISIT_SOURCE_KEY)).toBe('{"referrer":"https://news.example.org","utmSource":"newsletter","utmCampaign":"spring"}');

    // The next page of the visit: referred by this site, no tags. The arrival stays the landing page's.
    const later: VisitEnvironment = { href: 'https://kestrel.example/contact?utm_source=other', referrer: LANDING, storage };
    recordVisitSource(later);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(currentLeadSource(later)).toEqual({ page: '/contact', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' });
  });

  it('keeps no referrer when the visit came from this site, and records an arrival with nothing as nothing', () => {
    const storage = fakeStorage();
    const visit: VisitEnvironment = { href: 'https://kestrel.example/', referrer: 'https://kestrel.example/about', storage };
    expect(recordVisitSource(visit)).toEqual({});
    expect(storage.items.get(VISIT_SOURCE_KEY)).toBe('{}');
    // A later arrival with tags in the same tab is not this visit's.
    expect(currentLeadSource({ ...visit, href: 'https://kestrel.example/contact?utm_source=late' })).toEqual({ page: '/contact' });
  });

  it('reads back only what a source may hold from a record tampered with, and goes on without storage', () => {
    const tampered = fakeStorage({ [VISIT_SOURCE_KEY]: '{"page":"/elsewhere","referrer":"javascript:alert(1)","utmSource":"ok","utmMedium":"x\\u0000"}' });
    expect(currentLeadSource({ href: 'https://kestrel.example/contact', referrer: '', storage: tampered })).toEqual({ page: '/contact', utmSource: 'ok' });
    const broken = fakeStorage({ [VISIT_SOURCE_KEY]: 'not json' });
    expect(currentLeadSource({ href: 'https://kestrel.example/contact', referrer: '', storage: broken })).toEqual({ page: '/contact' });
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(currentLeadSource({ href: LANDING, referrer: '', storage: refusing })).toEqual({
      page: '/products/hexacart',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    expect(currentLeadSource({ href: LANDING, referrer: '', storage: undefined })).toEqual({
      page: '/products/hexacart',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    expect(currentLeadSource(undefined)).toBeUndefined();
  });
});

describe('a lead sent from a page', () => {
  const KEY = '2b1f8c1e-6a1d-4f4e-9a3e-3c2a1b0d9e8f';
  const fields = { email: 'ana@example.com' };

  beforeEach(async () => {
    await closeOutboxDatabase();
    globalThis.indexedDB = new IDBFactory();
    vi.stubGlobal('location', new URL(LANDING));
    vi.stubGlobal('document', { referrer: 'https://news.example.org/issue/12' });
    vi.stubGlobal('sessionStorage', fakeStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('carries its source when sent, and the outbox keeps the very same body for the replay', async () => {
    const answered: SubmitLeadResult = { status: 'unreachable', message: 'offline', idempotencyKey: KEY };
    const submit = vi.fn(async () => answered);
    await sendLead('newsletter', fields, submit as unknown as Parameters<typeof sendLead>[2]);
    const source = { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' };
    expect(submit).toHaveBeenCalledWith('newsletter', { email: 'ana@example.com', source });
    const [entry] = await listOutbox();
    expect(entry?.body).toEqual({ email: 'ana@example.com', source });
  });
});
