/**
 * The privacy policy states what the code does: the retention periods the server and the outbox
 * enforce, and the browser storage keys the site really uses. Facts are read from the code, so a
 * changed period or key fails here until the policy says the same.
 */
import { describe, expect, it } from 'vitest';
import { SELECTED_PRODUCT_KEY } from '@/components/selected-product';
import { LOCAL_STORAGE_KEYS, privacyPolicy, retentionPeriodText } from '@/content/legal';
import { outboxCopy } from '@/content/outbox';
import { site } from '@/content/site';
import { VISIT_SOURCE_KEY } from '@/leads/lead-source';
import { DAY_MS, DEFAULT_LEAD_RETENTION_DAYS, IDEMPOTENCY_KEY_TTL_DAYS, SENT_MAIL_RETENTION_DAYS } from '@/leads/retention';
import { OUTBOX_ENTRY_TTL_MS } from '@/outbox/outbox';
import { COOKIE_CONSENT_KEY } from './cookie-consent';

function section(id: string, policy = privacyPolicy()): string {
  const found = policy.sections.find((candidate) => candidate.id === id);
  expect(found, id).toBeDefined();
  return [...(found?.paragraphs ?? []), ...(found?.list ?? [])].join('\n');
}

describe('the privacy policy', () => {
  it('names the browser storage keys the code uses', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({ cookieConsent: COOKIE_CONSENT_KEY, selectedProduct: SELECTED_PRODUCT_KEY });
    const storage = section('storage');
    expect(storage).toContain(`"${COOKIE_CONSENT_KEY}"`);
    expect(storage).toContain(`"${SELECTED_PRODUCT_KEY}"`);
  });

  it('says what is kept of where a form was sent from, the session storage key it uses, and that nothing else about the visit is', () => {
    const storage = section('storage');
    expect(storage).toContain('the page of this website it was on');
    expect(storage).toContain('its address only');
    expect(storage).toContain('(utm_source, utm_medium and utm_campaign)');
    expect(storage).toContain(`session storage ("${VISIT_SOURCE_KEY}", gone when you close the tab)`);
    expect(storage).toContain('Nothing else about you or your visit is kept with it');
  });

  it('states the retention periods the server and the outbox enforce', () => {
    const storage = section('storage');
    expect(retentionPeriodText()).toBe('730 days (about 24 months)');
    expect(storage).toContain(`deleted from the server automatically ${DEFAULT_LEAD_RETENTION_DAYS} days`);
    expect(storage).toContain(`deleted ${SENT_MAIL_RETENTION_DAYS} days after sending`);
    expect(storage).toContain(`key and its answer for ${IDEMPOTENCY_KEY_TTL_DAYS} days`);
    expect(storage).toContain(`sent automatically for up to ${OUTBOX_ENTRY_TTL_MS / DAY_MS} days`);
    expect(storage).toContain('IndexedDB');
    expect(section('retention')).toContain(retentionPeriodText());
    expect(section('retention')).toContain(
      'an address that was never confirmed, or that unsubscribed, is deleted 7 days after its last confirmation link was sent',
    );
    expect(storage).toContain('A newsletter sign-up gets one e-mail asking you to confirm it and, once you have, one welcome e-mail.');
  });

  it('states the retention period the server is configured with (LEAD_RETENTION_DAYS)', () => {
    const policy = privacyPolicy(90);
    expect(section('storage', policy)).toContain('deleted from the server automatically 90 days (about 3 months) after they arrive');
    expect(section('retention', policy)).toContain('deleted from its server 90 days (about 3 months) after it arrives');
    expect(section('retention', privacyPolicy(1))).toContain('deleted from its server 1 day after it arrives');
  });

  it('says how to ask for erasure and how long an answer takes', () => {
    const erasure = section('erasure');
    expect(erasure).toContain(site.email);
    expect(erasure).toContain('48 business hours');
    expect(erasure).toContain(`"${outboxCopy.panelTitle}"`);
  });
});
