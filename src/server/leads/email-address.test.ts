import { describe, expect, it } from 'vitest';
import { canonicalMailbox, normalizeEmail } from './email-address';

describe('canonicalMailbox', () => {
  it('is the address lower case, without its +tag', () => {
    expect(canonicalMailbox(' Victim+0@Example.com ')).toBe('victim@example.com');
    expect(canonicalMailbox('victim+news+more@example.com')).toBe('victim@example.com');
    expect(canonicalMailbox('victim@example.com')).toBe('victim@example.com');
  });

  it('drops the dots of the local part for Gmail, whose two domains are one mailbox', () => {
    expect(canonicalMailbox('V.i.c.t.i.m+1@GoogleMail.com')).toBe('victim@gmail.com');
    expect(canonicalMailbox('vic.tim@gmail.com')).toBe('victim@gmail.com');
    // Other providers keep their dots: these are two people.
    expect(canonicalMailbox('vic.tim@outlook.com')).toBe('vic.tim@outlook.com');
    expect(canonicalMailbox('vic.tim@example.com')).not.toBe(canonicalMailbox('victim@example.com'));
  });

  it('leaves what it cannot read as an address as it is (lower case)', () => {
    expect(canonicalMailbox('+only@example.com')).toBe('+only@example.com');
    expect(canonicalMailbox('NoAt')).toBe('noat');
    expect(normalizeEmail(' A@B.co ')).toBe('a@b.co');
  });
});
