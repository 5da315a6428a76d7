import type { Context } from 'hono';
import type { TrustProxy } from '@/server/http/client-address';
import { originOf } from '@/server/http/origin';

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin requests are refused.';

export interface SameOriginOptions {
  /** SITE_URL: the studio's pages are served from its origin. */
  siteUrl: string;
  /** TRUST_PROXY: behind a proxy the request's own URL is the proxy's view of it, not the browser's. */
  trustProxy: TrustProxy;
}

/**
 * Whether a request the session cookie would authenticate comes from the studio's own pages:
 * its `Origin` must be SITE_URL's origin or, with no proxy in front, the origin the request was
 * made to (a server reached by its address on a local network). Every browser sends `Origin` on a
 * POST, PATCH, PUT or DELETE made by a script, so a missing one is refused too: it is not the
 * studio asking. SameSite=Strict already keeps the cookie off other sites' requests; this also
 * covers browsers and embeddings that do not honour it, and sibling sites of the same site.
 * Not hono/csrf: it lets JSON requests through unchecked, and passes requests without `Origin`.
 */
export function sameOriginCheck({ siteUrl, trustProxy }: SameOriginOptions): (c: Context) => boolean {
  const siteOrigin = new URL(siteUrl).origin;
  const behindProxy = 'hops' in trustProxy ? trustProxy.hops > 0 : trustProxy.addresses.length > 0;
  return (c) => {
    const header = c.req.header('Origin');
    const claimed = header === undefined ? undefined : originOf(header);
    if (claimed === undefined) return false;
    if (claimed === siteOrigin) return true;
    return !behindProxy && claimed === new URL(c.req.url).origin;
  };
}

/** Methods that change something: GET, HEAD and OPTIONS only read. */
export function changesState(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
