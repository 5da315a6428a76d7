/**
 * The origin an `Origin` header names, or undefined unless the header is exactly a serialised
 * origin: scheme, host and port as a browser sends them (lower case, no default port), and nothing
 * else. A browser never sends user info, a path, a trailing slash or upper case; a value that only
 * turns into an origin once parsed (`http://evil@host`, `http://host/`, `HTTP://HOST`) is not one
 * the site's pages sent, and `null` (an opaque origin) names none.
 */
export function originOf(value: string): string | undefined {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return undefined;
  }
  return origin !== 'null' && origin === value ? origin : undefined;
}
