import { describe, expect, it } from 'vitest';
import { describeErased, describeRemoved, plural } from './removal-summary';

describe('what a purge, a deletion or an erasure removed, in words', () => {
  it('counts in the singular for one and the plural otherwise', () => {
    expect(plural(0, 'lead')).toBe('0 leads');
    expect(plural(1, 'lead')).toBe('1 lead');
    expect(plural(2, 'mail')).toBe('2 mails');
  });

  it('names webhook deliveries only when there were some', () => {
    expect(describeRemoved({ leads: 1, mails: 2, idempotencyKeys: 1, webhookDeliveries: 0 })).toBe('1 lead, 2 mails and 1 idempotency record removed');
    expect(describeRemoved({ leads: 0, mails: 1, idempotencyKeys: 3, webhookDeliveries: 1 })).toBe(
      '0 leads, 1 mail, 3 idempotency records and 1 webhook delivery removed',
    );
    expect(describeRemoved({ leads: 2, mails: 0, idempotencyKeys: 2, webhookDeliveries: 2 })).toBe(
      '2 leads, 0 mails, 2 idempotency records and 2 webhook deliveries removed',
    );
  });

  it('adds the newsletter subscription to an erasure', () => {
    expect(describeErased({ leads: 5, mails: 7, idempotencyKeys: 5, webhookDeliveries: 0, subscribers: 1 })).toBe(
      '5 leads, 7 mails, 5 idempotency records and 1 newsletter subscription removed',
    );
    expect(describeErased({ leads: 0, mails: 0, idempotencyKeys: 0, webhookDeliveries: 3, subscribers: 0 })).toBe(
      '0 leads, 0 mails, 0 idempotency records, 3 webhook deliveries and 0 newsletter subscriptions removed',
    );
  });
});
