import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The case studies' sample sites, shown by the site itself in a sandboxed frame. */
const SAME_ORIGIN_FRAMEABLE_PREFIX = '/samples/';

/**
 * Strict headers for every answer. Scripts only from this origin (plus the analytics origin when
 * configured); Mantine writes inline style attributes, so style-src has to allow them. No page may
 * be framed, except the sample sites, which only this origin may frame.
 */
export function securityHeaders(analyticsScriptUrl?: string): MiddlewareHandler {
  const scriptSrc = ["'self'"];
  if (analyticsScriptUrl) {
    const origin = new URL(analyticsScriptUrl).origin;
    if (!scriptSrc.includes(origin)) scriptSrc.push(origin);
  }
  const strict = (framing: 'none' | 'self') =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: scriptSrc,
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [framing === 'none' ? "'none'" : "'self'"],
      },
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: framing === 'none' ? 'DENY' : 'SAMEORIGIN',
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
  return (c, next) => (c.req.path.startsWith(SAME_ORIGIN_FRAMEABLE_PREFIX) ? frameableBySelf(c, next) : unframeable(c, next));
}
