import { createMiddleware } from 'hono/factory';

/** Leads are a few short fields; anything bigger is not a form submission. */
export const MAX_BODY_BYTES = 32 * 1024;

/** A lead is an object of fields, at most a list inside; deeper nesting is never a form. */
export const MAX_JSON_DEPTH = 8;

export type JsonBodyVariables = { jsonBody: unknown };

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/** True for `application/json` (or a `+json` type), with an optional UTF-8 charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType = '', ...parameters] = header.split(';').map((part) => part.trim());
  if (!JSON_MEDIA_TYPE.test(mediaType)) return false;
  return parameters.every((parameter) => {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value.replace(/"/g, '') === 'utf-8';
  });
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

/** Whether `value` nests deeper than `maxDepth`. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  return jsonProblem(value, maxDepth) === 'too-deep';
}

type ReadOutcome = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'aborted' };

/** Reads at most `limit` bytes; stops early (without buffering the rest) once the body is larger. */
async function readBounded(request: Request, limit: number): Promise<ReadOutcome> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      // The client hung up mid-body: a 4xx nobody reads, not a server fault to log.
      return { ok: false, reason: 'aborted' };
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Accepts only a JSON body of at most `maxBytes`: 415 for another type, 413 when the declared
 * Content-Length or the bytes actually sent exceed the limit, 400 for anything that is not JSON.
 * The parsed value is left in `c.var.jsonBody` for the handler.
 */
export function jsonBody(maxBytes: number = MAX_BODY_BYTES) {
  return createMiddleware<{ Variables: JsonBodyVariables }>(async (c, next) => {
    if (!isJsonContentType(c.req.header('Content-Type'))) {
      return c.json({ message: 'Please send the form as JSON (Content-Type: application/json).' }, 415);
    }
    const tooLarge = () => c.json({ message: `The request is too large (limit ${maxBytes / 1024} KiB).` }, 413);
    const declaredLength = Number(c.req.header('Content-Length') ?? '0');
    if (declaredLength > maxBytes) return tooLarge();

    const read = await readBounded(c.req.raw, maxBytes);
    if (!read.ok && read.reason === 'too-large') return tooLarge();
    if (!read.ok) return c.json({ message: 'The request body ended before it was complete.', errors: {} }, 400);

    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
    } catch {
      return c.json({ message: 'The request body is not valid UTF-8 text.', errors: {} }, 400);
    }
    if (text.trim() === '') return c.json({ message: 'The request body is empty.', errors: {} }, 400);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return c.json({ message: 'The request body is not valid JSON.', errors: {} }, 400);
    }
    const problem = jsonProblem(parsed, MAX_JSON_DEPTH);
    if (problem === 'too-deep') {
      return c.json({ message: 'The request body is nested too deeply to be a form.', errors: {} }, 400);
    }
    if (problem === 'not-unicode') {
      return c.json({ message: 'The request body is not valid Unicode text.', errors: {} }, 400);
    }
    c.set('jsonBody', parsed);
    await next();
  });
}
