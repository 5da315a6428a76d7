import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The address used when the socket is unknown (requests made in-process, as tests do). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client's address for rate limiting. Behind a trusted proxy it is the first X-Forwarded-For
 * entry (the proxy appends what it saw); otherwise the header is the client's own claim and is
 * ignored in favour of the socket's address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return normalize(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalize(address) : UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}

/** `::ffff:203.0.113.7` and `203.0.113.7` are one client. */
function normalize(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
