import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/** The address used when the socket is unknown (requests made in-process, as tests do). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Which proxies in front of the server are believed (TRUST_PROXY), the way Express's `trust proxy`
 * and proxy-addr read it: a number of hops counted from the server (1: one proxy in front), or the
 * addresses and ranges of the proxies (`10.0.0.0/8`, `loopback`, ...). Never "every hop": the
 * leftmost X-Forwarded-For entry is whatever the client wrote.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

/** More proxies than this in front of one site is a configuration mistake, not a deployment. */
export const MAX_TRUSTED_HOPS = 10;

/**
 * TRUST_PROXY's text as a TrustProxy: `false`/`0`/empty none, `true` one hop (the common case;
 * never every hop), a whole number that many hops, otherwise a comma-separated list of addresses,
 * CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). Throws when it is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false' || lower === 'no') return { hops: 0 };
  if (lower === 'true' || lower === 'yes') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_HOPS) throw new Error(`at most ${MAX_TRUSTED_HOPS} hops`);
    return { hops };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  proxyaddr.compile(addresses); // throws a TypeError naming an invalid address or range
  return { addresses };
}

const compiledTrust = new WeakMap<TrustProxy, (address: string, hop: number) => boolean>();

/** Whether the hop-th address from the server (0: the socket) is a proxy we believe. */
function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  let trusts = compiledTrust.get(trust);
  if (!trusts) {
    trusts = 'hops' in trust ? (_address, hop) => hop < trust.hops : proxyaddr.compile([...trust.addresses]);
    compiledTrust.set(trust, trusts);
  }
  return trusts;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

/** A comma-separated forwarding header, nearest hop first. */
function entriesFromServer(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse();
}

interface Forwarding {
  /** From the server outwards: the socket's address, then X-Forwarded-For from its right end. */
  chain: string[];
  /** How many proxies from the socket outwards are trusted (each wrote a forwarding entry). */
  trustedHops: number;
  /** chain[client] is the client: the first untrusted address, or the last one there is. */
  client: number;
}

/**
 * proxy-addr's rule: walk from the socket towards the client while the address is a trusted
 * proxy; the first one that is not (or the last one there is) is the client. A trusted proxy
 * appends the address it saw, so what the client wrote further left is never reached.
 */
function forwardingOf(c: Context, trust: TrustProxy): Forwarding {
  const socket = socketAddress(c) ?? '';
  if ('hops' in trust && trust.hops === 0) return { chain: [socket], trustedHops: 0, client: 0 };
  const chain = [socket, ...entriesFromServer(c.req.header('X-Forwarded-For'))];
  const trusts = trustFunction(trust);
  let hop = 0;
  while (hop < chain.length && trusts(chain[hop]!, hop)) hop += 1;
  return { chain, trustedHops: hop, client: Math.min(hop, chain.length - 1) };
}

/**
 * One key per client: IPv4 as dotted quad (IPv4-mapped IPv6 included), IPv6 by its /64, the block
 * one subscriber gets (so a client cannot rotate through its own 2^64 addresses). Undefined for
 * text that is not an address.
 */
function clientKey(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/**
 * Who a connection counts against for the per-client connection cap: the socket's address as a
 * client key, or undefined when the peer is a trusted proxy (TRUST_PROXY: every peer when a hop
 * count is set, else the listed addresses), whose own limits apply to the clients behind it.
 * An address that cannot be read counts as UNKNOWN_CLIENT.
 */
export function connectionClient(remoteAddress: string | undefined, trust: TrustProxy): string | undefined {
  const address = remoteAddress ?? '';
  if ('hops' in trust ? trust.hops > 0 : trustFunction(trust)(address, 0)) return undefined;
  return clientKey(address) ?? UNKNOWN_CLIENT;
}

/**
 * The client's address for rate limits and derived keys. Without a trusted proxy it is the
 * socket's; behind trusted proxies it is the rightmost X-Forwarded-For entry that is not one of
 * them. Text that is not an address (possible only with too many hops trusted) is never a key:
 * the nearest trusted hop that is an address stands in for it.
 */
export function clientAddress(c: Context, trust: TrustProxy): string {
  const { chain, client } = forwardingOf(c, trust);
  for (let hop = client; hop >= 0; hop -= 1) {
    const key = clientKey(chain[hop]!);
    if (key) return key;
  }
  return UNKNOWN_CLIENT;
}

/**
 * The protocol the client used to reach the first trusted proxy, by the same hop count as the
 * address: each trusted proxy appends to X-Forwarded-Proto what it was reached by. A proxy that
 * sets the header rather than appending leaves fewer entries: the leftmost, which a trusted proxy
 * wrote, is used. Without a trusted proxy (or header), the socket's own protocol.
 */
export function clientProtocol(c: Context, trust: TrustProxy): 'http' | 'https' {
  const own = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  const { trustedHops } = forwardingOf(c, trust);
  if (trustedHops === 0) return own;
  const protocols = entriesFromServer(c.req.header('X-Forwarded-Proto'));
  if (protocols.length === 0) return own;
  return protocols[Math.min(trustedHops, protocols.length) - 1]!.toLowerCase() === 'https' ? 'https' : 'http';
}
