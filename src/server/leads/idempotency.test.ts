import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency';

/** Rebuilds an object with its keys in reverse order, recursively. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reordered(item)]));
  }
  return value;
}

describe('request hashing', () => {
  it('ignores key order but nothing else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reordered(value))).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('separates endpoints and bodies', () => {
    expect(requestHash('newsletter', { email: 'a@b.co' })).toBe(requestHash('newsletter', { email: 'a@b.co' }));
    expect(requestHash('newsletter', { email: 'a@b.co' })).not.toBe(requestHash('contact', { email: 'a@b.co' }));
    expect(requestHash('newsletter', { email: 'a@b.co' })).not.toBe(requestHash('newsletter', { email: 'A@b.co' }));
  });
});
