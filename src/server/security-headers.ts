import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { TrustProxy } from './http/client-address';
import { clientProtocol } from './http/client-address';

/** The case studies' sample sites, shown by the site itself in a sandboxed frame. */
const SAME_ORIGIN_FRAMEABLE_PREFIX = '/samples/';
/** Pages whose address carries a secret (the newsletter's signed links): it must not leave in a Referer. */
const SECRET_LINK_PREFIX = '/newsletter/';

/** Two years, sub-domains included: what the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The analytics script the page may load after consent; its origin joins script-src and connect-src. */
  analyticsScriptUrl?: string | undefined;
  /** Send Strict-Transport-Security on every answer (HSTS=true), not only on HTTPS ones. */
  hsts?: boolean;
  /** The proxies whose X-Forwarded-Proto is believed (TRUST_PROXY): only a proxy we run may say the client used HTTPS. */
  trustProxy?: TrustProxy;
  /**
   * CSP hash sources ('sha256-…') of the inline scripts the built pages carry (the click holder the
   * prerender writes into every page; see dist/.vite/build-info.json). No other inline script runs.
   */
  inlineScriptHashes?: readonly string[];
}

/**
 * Whether the client reached us over HTTPS: a TLS socket (the adapter then builds an https: URL),
 * or, behind trusted proxies, the X-Forwarded-Proto entry the first trusted proxy wrote.
 */
export function cameOverHttps(c: Context, trustProxy: TrustProxy): boolean {
  return clientProtocol(c, trustProxy) === 'https';
}

/**
 * Strict headers for every answer. Scripts only from this origin (plus the analytics origin when
 * configured): no inline script, no eval. Mantine writes inline style attributes, so style-src has
 * to allow them. No page may be framed, except the sample sites, which only this origin may frame.
 * Strict-Transport-Security goes only with HTTPS answers (over plain HTTP browsers ignore it and it
 * only misleads), or with every answer when HSTS is configured.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const scriptSrc = ["'self'"];
  if (options.analyticsScriptUrl) {
    const origin = new URL(options.analyticsScriptUrl).origin;
    if (!scriptSrc.includes(origin)) scriptSrc.push(origin);
  }
  const pageScriptSrc = [...scriptSrc, ...(options.inlineScriptHashes ?? [])];
  const strict = (framing: 'none' | 'self') =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: pageScriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: scriptSrc,
        // No manifest-src: default-src covers the manifest, and WebKit logs an error for the directive on every page.
        workerSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [framing === 'none' ? "'none'" : "'self'"],
      },
      strictTransportSecurity: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: framing === 'none' ? 'DENY' : 'SAMEORIGIN',
      crossOriginOpenerPolicy: 'same-origin',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
    });
  const unframeable = strict('none');
  const frameableBySelf = strict('self');
  const trustProxy = options.trustProxy ?? { hops: 0 };
  return async (c, next) => {
    const headers = c.req.path.startsWith(SAME_ORIGIN_FRAMEABLE_PREFIX) ? frameableBySelf : unframeable;
    await headers(c, next);
    if (c.req.path.startsWith(SECRET_LINK_PREFIX)) c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (options.hsts || cameOverHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
