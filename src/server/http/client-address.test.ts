import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { fromSocket } from '@/server/testing/test-app';
import type { TrustProxy } from './client-address';
import { UNKNOWN_CLIENT, clientAddress, clientProtocol, connectionClient, parseTrustProxy } from './client-address';

async function probe(trust: TrustProxy, socket: string | undefined, headers: Record<string, string>): Promise<unknown> {
  const app = new Hono();
  app.get('/', (c) => c.json({ client: clientAddress(c, trust), protocol: clientProtocol(c, trust) }));
  const response = await app.request('/', { headers }, socket === undefined ? undefined : fromSocket(socket));
  return response.json();
}

describe('clientAddress and clientProtocol', () => {
  it('ignore forwarding headers without a trusted proxy', async () => {
    expect(await probe({ hops: 0 }, '203.0.113.7', { 'X-Forwarded-For': '1.2.3.4', 'X-Forwarded-Proto': 'https' })).toEqual({
      client: '203.0.113.7',
      protocol: 'http',
    });
  });

  it('take the entry the trusted proxy appended, not the client-written ones on its left', async () => {
    expect(await probe({ hops: 1 }, '10.0.0.1', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.50', 'X-Forwarded-Proto': 'https, http' })).toEqual({
      client: '203.0.113.50',
      protocol: 'http',
    });
    expect(await probe({ hops: 1 }, '10.0.0.1', { 'X-Forwarded-For': '203.0.113.50', 'X-Forwarded-Proto': 'https' })).toEqual({
      client: '203.0.113.50',
      protocol: 'https',
    });
  });

  it('read the protocol at the same hop as the address, or the leftmost a trusted proxy wrote', async () => {
    const headers = { 'X-Forwarded-For': '6.6.6.6, 198.51.100.1, 10.0.0.2', 'X-Forwarded-Proto': 'http, https, http' };
    expect(await probe({ hops: 2 }, '10.0.0.1', headers)).toEqual({ client: '198.51.100.1', protocol: 'https' });
    // A proxy that sets X-Forwarded-Proto instead of appending leaves one entry.
    expect(await probe({ hops: 2 }, '10.0.0.1', { ...headers, 'X-Forwarded-Proto': 'https' })).toEqual({
      client: '198.51.100.1',
      protocol: 'https',
    });
  });

  it('stop at the first address that is not a listed proxy', async () => {
    const trust: TrustProxy = { addresses: ['10.0.0.0/8'] };
    const headers = { 'X-Forwarded-For': '6.6.6.6, 198.51.100.1, 10.0.0.2', 'X-Forwarded-Proto': 'http, https, http' };
    expect(await probe(trust, '10.0.0.1', headers)).toEqual({ client: '198.51.100.1', protocol: 'https' });
    expect(await probe(trust, '192.0.2.1', headers)).toEqual({ client: '192.0.2.1', protocol: 'http' });
  });

  it('never key a client by text that is not an address', async () => {
    // Misconfigured: two hops trusted behind one proxy, so the client's own entry is reached.
    expect(await probe({ hops: 2 }, '10.0.0.1', { 'X-Forwarded-For': 'not-an-ip, 203.0.113.5' })).toEqual({
      client: '203.0.113.5',
      protocol: 'http',
    });
    expect(await probe({ hops: 1 }, '10.0.0.1', { 'X-Forwarded-For': `${'x'.repeat(15_000)}` })).toEqual({
      client: '10.0.0.1',
      protocol: 'http',
    });
  });

  it('normalise IPv4-mapped IPv6 and group IPv6 by /64', async () => {
    expect(await probe({ hops: 0 }, '::ffff:192.0.2.5', {})).toEqual({ client: '192.0.2.5', protocol: 'http' });
    expect(await probe({ hops: 0 }, '2001:DB8:0:0:1::1', {})).toEqual({ client: '2001:db8:0:0::/64', protocol: 'http' });
  });
});

describe('connectionClient', () => {
  it('counts a connection against its address (an IPv6 one by its /64), unless the peer is a trusted proxy', () => {
    expect(connectionClient('203.0.113.7', { hops: 0 })).toBe('203.0.113.7');
    expect(connectionClient('::ffff:203.0.113.7', { hops: 0 })).toBe('203.0.113.7');
    expect(connectionClient('2001:db8:1:2:3:4:5:6', { hops: 0 })).toBe('2001:db8:1:2::/64');
    expect(connectionClient(undefined, { hops: 0 })).toBe(UNKNOWN_CLIENT);
    // Behind proxies the proxy's own limits apply to the clients behind it.
    expect(connectionClient('10.0.0.2', { hops: 1 })).toBeUndefined();
    expect(connectionClient('10.0.0.2', parseTrustProxy('10.0.0.0/8'))).toBeUndefined();
    expect(connectionClient('203.0.113.7', parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.7');
  });
});
