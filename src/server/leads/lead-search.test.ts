import { describe, expect, it } from 'vitest';
import { validBodies } from '@/server/testing/test-app';
import { decodeCursor, encodeCursor } from './lead-inbox';
import { containsPattern, leadSearchText, SEARCHED_FIELDS, searchWords } from './lead-search';

describe('lead search text', () => {
  it('looks in the fields a person typed, as the field table lists them, never in a choice', () => {
    expect(SEARCHED_FIELDS).toEqual({
      newsletter: ['email'],
      contact: ['from_name', 'from_email', 'message'],
      quote: ['email', 'phone', 'additionalInfo'],
      founder: ['name', 'email', 'phone', 'message'],
      booking: ['email'],
    });
  });

  it('holds the typed fields of each kind, lower-cased and composed, one per line, and no choices', () => {
    expect(leadSearchText('newsletter', validBodies.newsletter)).toBe('reader@example.com');
    expect(leadSearchText('contact', validBodies.contact)).toBe('ana ruiz\nana@firm.example\nwe need a new site.');
    expect(leadSearchText('quote', validBodies.quote)).toBe('cto@logistics.example\n+44 20 7946 0000\nfleet dashboard');
    expect(leadSearchText('founder', { ...validBodies.founder, name: 'ZOE\u0308' })).toBe('zoë\nsam@agency.example\nshall we partner?');
    expect(leadSearchText('booking', validBodies.booking)).toBe('kim@clinic.example');
  });

  it('takes every text field of a kind it does not know', () => {
    expect(leadSearchText('survey', { title: 'Hello', score: 7, tags: ['x'], note: 'ÉTÉ' })).toBe('hello\nété');
  });

  it('splits a search on any blank into distinct words in the same form', () => {
    expect(searchWords('  Zoë\tMARTIN\u00a0zoë \n')).toEqual(['zoë', 'martin']);
    expect(searchWords('ZOE\u0308')).toEqual(['zoë']);
    expect(searchWords(' \t ')).toEqual([]);
  });

  it('matches the wildcards and the escape character literally', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\temp')).toBe('%c:\\\\temp%');
    expect(containsPattern('zoë')).toBe('%zoë%');
  });
});

describe('inbox cursor', () => {
  it('is base64url JSON of a place, read back as it was made', () => {
    const place = { createdAt: '2030-04-01T09:00:00.000Z', id: '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f' };
    const cursor = encodeCursor(place);
    expect(cursor).toBe('eyJjcmVhdGVkQXQiOiIyMDMwLTA0LTAxVDA5OjAwOjAwLjAwMFoiLCJpZCI6IjBiNmYzYzFlLThkMmEtNGY1Yi05YzdlLTFhMmIzYzRkNWU2ZiJ9');
    expect(decodeCursor(cursor)).toEqual(place);
    const longest = { createdAt: '2030-04-01T09:00:00.000Z', id: 'x'.repeat(200) };
    expect(decodeCursor(encodeCursor(longest))).toEqual(longest);
  });

  it('refuses anything this server did not make', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      '',
      'not base64!',
      'e30=',
      encode({}),
      encode(['2030-04-01T09:00:00.000Z', 'x']),
      encode({ createdAt: '2030-04-01', id: 'x' }),
      encode({ createdAt: '2030-13-01T09:00:00.000Z', id: 'x' }),
      encode({ createdAt: '2030-04-01T09:00:00.000Z', id: '' }),
      encode({ createdAt: '2030-04-01T09:00:00.000Z', id: 7 }),
      encode({ createdAt: '2030-04-01T09:00:00.000Z', id: 'x'.repeat(201) }),
      Buffer.from('{"createdAt":').toString('base64url'),
      encode(null),
      encode(5),
      encode('2030-04-01T09:00:00.000Z'),
      // Node's decoder skips what is not base64url: only the characters it makes count.
      `!${encode({ createdAt: '2030-04-01T09:00:00.000Z', id: 'x' })}`,
      `${encode({ createdAt: '2030-04-01T09:00:00.000Z', id: 'x' })}=`,
    ]) {
      expect(decodeCursor(cursor), cursor).toBeUndefined();
    }
  });
});
