import { isMediaType } from './media-type';

/** How a browser sends a form natively; the only form encoding the lead endpoints take. */
const FORM_MEDIA_TYPE = /^application\/x-www-form-urlencoded$/i;

/** True for `application/x-www-form-urlencoded`, with an optional UTF-8 charset. */
export function isFormContentType(header: string | undefined): boolean {
  return isMediaType(header, FORM_MEDIA_TYPE);
}

/**
 * The name/value pairs of a urlencoded body, in order, repeated names kept. Stricter than
 * URLSearchParams, which turns a malformed escape or bytes that are not UTF-8 into U+FFFD: a
 * browser never sends those, so such a body is refused (undefined) rather than stored altered.
 */
export function parseUrlEncoded(text: string): [string, string][] | undefined {
  const pairs: [string, string][] = [];
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const equals = segment.indexOf('=');
    const rawName = equals === -1 ? segment : segment.slice(0, equals);
    const rawValue = equals === -1 ? '' : segment.slice(equals + 1);
    try {
      pairs.push([decodeFormComponent(rawName), decodeFormComponent(rawValue)]);
    } catch {
      return undefined;
    }
  }
  return pairs;
}

/** `+` is a space; `%XX` escapes must spell UTF-8 (decodeURIComponent throws otherwise). */
function decodeFormComponent(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}
