import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict headers for every answer. Scripts only from this origin (plus the analytics origin when
 * configured); Mantine writes inline style attributes, so style-src has to allow them.
 */
export function securityHeaders(analyticsScriptUrl?: string) {
  const scriptSrc = ["'self'"];
  if (analyticsScriptUrl) {
    const origin = new URL(analyticsScriptUrl).origin;
    if (!scriptSrc.includes(origin)) scriptSrc.push(origin);
  }
  return secureHeaders({
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
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}
