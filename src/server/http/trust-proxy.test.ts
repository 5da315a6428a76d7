import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fromSocket } from '@/server/testing/test-app';
import { clientAddress, clientProtocol, parseTrustProxy, type TrustProxy } from './client-address';

async function probe(trust: TrustProxy, headers: Record<string, string>, url = 'http://localhost/'): Promise<unknown> {
  const app = new Hono();
  app.get('/', (c) => c.json({ client: clientAddress(c, trust), protocol: clientProtocol(c, trust) }));
  const response = await app.request(url, { headers }, fromSocket('10.0.0.1'));
  return response.json();
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy when empty, false, no or 0, in any case and with spaces', () => {
    for (const value of ['', '   ', 'false', 'FALSE', 'no', ' No ', '0']) expect(parseTrustProxy(value)).toEqual({ hops: 0 });
  });

  it('trusts one hop for true or yes, and a whole number as that many hops, up to 10', () => {
    for (const value of ['true', ' TRUE ', 'yes', 'Yes']) expect(parseTrustProxy(value)).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10')).toEqual({ hops: 10 });
    expect(() => parseTrustProxy('11')).toThrow(new Error('at most 10 hops'));
  });

  it('reads anything else as a list of addresses, ranges and names, empty entries and spaces dropped', () => {
    expect(parseTrustProxy(' loopback, 10.0.0.0/8 ,,203.0.113.7, ')).toEqual({ addresses: ['loopback', '10.0.0.0/8', '203.0.113.7'] });
    expect(() => parseTrustProxy('10.0.0.0/8, proxy.example')).toThrow(TypeError);
  });
});

describe('forwarding headers behind a trusted proxy', () => {
  it('skip empty X-Forwarded-For entries', async () => {
    expect(await probe({ hops: 1 }, { 'X-Forwarded-For': '203.0.113.50,, ' })).toMatchObject({ client: '203.0.113.50' });
  });

  it('read the protocol entry without its spaces, and fall back to the request URL when there is none', async () => {
    expect(await probe({ hops: 1 }, { 'X-Forwarded-For': '203.0.113.50', 'X-Forwarded-Proto': 'http, https' })).toEqual({
      client: '203.0.113.50',
      protocol: 'https',
    });
    expect(await probe({ hops: 1 }, { 'X-Forwarded-For': '203.0.113.50' }, 'https://localhost/')).toEqual({
      client: '203.0.113.50',
      protocol: 'https',
    });
    expect(await probe({ hops: 1 }, { 'X-Forwarded-For': '203.0.113.50', 'X-Forwarded-Proto': ' , ' }, 'https://localhost/')).toEqual({
      client: '203.0.113.50',
      protocol: 'https',
    });
  });

  it('count only the hops the chain has when more are trusted than there are', async () => {
    // Three hops trusted, but only the socket and one forwarded address: two trusted hops, the second protocol entry from the right.
    expect(await probe({ hops: 3 }, { 'X-Forwarded-For': '203.0.113.50', 'X-Forwarded-Proto': 'http, https, http' })).toEqual({
      client: '203.0.113.50',
      protocol: 'https',
    });
  });
});
