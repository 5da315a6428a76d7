import { describe, expect, it } from 'vitest';
import { catalogue } from '@/content/products';
import { PRE_ORDER_HEADING, preOrderSentence } from './pre-order-notice';

describe('the pre-order notice', () => {
  it('starts the sentence after its heading with a capital letter', () => {
    expect(preOrderSentence('Pre-orders available: join the waitlist for early access.')).toBe('Join the waitlist for early access.');
    expect(`${PRE_ORDER_HEADING} ${preOrderSentence('Pre-orders available:   reserve the launch price.')}`).toBe(
      'Pre-orders available. Reserve the launch price.',
    );
  });

  it('leaves a message without the prefix whole, capitalised', () => {
    expect(preOrderSentence('clinics are first in line.')).toBe('Clinics are first in line.');
  });

  it('reads as "Pre-orders available. X…" for every Coming Soon product', () => {
    const comingSoon = catalogue.filter((product) => product.status === 'Coming Soon');
    expect(comingSoon.length).toBeGreaterThan(0);
    for (const product of comingSoon) {
      expect(`${PRE_ORDER_HEADING} ${preOrderSentence(product.fomoMessage)}`).toMatch(/^Pre-orders available\. [A-Z]/);
    }
  });
});
