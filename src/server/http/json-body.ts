import { isMediaType } from './media-type';

/** Leads are a few short fields; anything bigger is not a form submission. */
export const MAX_BODY_BYTES = 32 * 1024;

/** A lead is an object of fields, at most a list inside; deeper nesting is never a form. */
export const MAX_JSON_DEPTH = 8;

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/** True for `application/json` (or a `+json` type), with an optional UTF-8 charset. */
export function isJsonContentType(header: string | undefined): boolean {
  return isMediaType(header, JSON_MEDIA_TYPE);
}

/** A UTF-16 surrogate without its partner: JSON's `\ud800` escapes can spell one, UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type JsonProblem = 'too-deep' | 'not-unicode';

/**
 * What makes a parsed body unfit to be a form, found without recursion (a deep body must not blow
 * the stack): nesting deeper than `maxDepth`, or a key or string holding a lone surrogate. Such
 * text could be stored, but not shown back as it came: UTF-8 (the CSV export, mail) turns it into U+FFFD.
 */
export function jsonProblem(value: unknown, maxDepth: number): JsonProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (LONE_SURROGATE.test(next.value)) return 'not-unicode';
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return 'too-deep';
    for (const [key, child] of Object.entries(next.value)) {
      if (LONE_SURROGATE.test(key)) return 'not-unicode';
      pending.push({ value: child, depth });
    }
  }
  return undefined;
}
