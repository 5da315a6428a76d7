import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { isFormContentType, parseUrlEncoded } from './form-body';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, isJsonContentType, jsonProblem } from './json-body';

/** How a lead arrived: JSON from the page's script, or a form the browser sent natively. */
export type LeadBodyType = 'json' | 'form';

export type LeadBodyVariables = {
  bodyType: LeadBodyType;
  /** The parsed JSON (JSON only). */
  jsonBody: unknown;
  /** The form's name/value pairs in order, repeated names kept (forms only). */
  formPairs: [string, string][];
};

export const UNSUPPORTED_TYPE_MESSAGE = 'Please send the form as JSON (Content-Type: application/json) or as a web form (application/x-www-form-urlencoded).';

/** 415 unless the body is JSON or a urlencoded form; records which, for the steps after it. */
export function leadContentType() {
  return createMiddleware<{ Variables: LeadBodyVariables }>(async (c, next) => {
    const header = c.req.header('Content-Type');
    if (isJsonContentType(header)) c.set('bodyType', 'json');
    else if (isFormContentType(header)) c.set('bodyType', 'form');
    else return c.json({ message: UNSUPPORTED_TYPE_MESSAGE }, 415);
    await next();
  });
}

export type ReadOutcome = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads a request's body through Hono's bodyLimit: too large when the declared Content-Length or
 * the bytes actually sent pass `maxBytes` (it stops reading there), aborted when the client hung up
 * mid-body (a 4xx nobody reads, not a server fault to log).
 */
export function boundedBodyReader(maxBytes: number): (c: Context) => Promise<ReadOutcome> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.body(null, 413) });
  return async (c) => {
    let bytes: Uint8Array | undefined;
    try {
      await limit(c, async () => {
        bytes = new Uint8Array(await c.req.arrayBuffer());
      });
    } catch {
      return { ok: false, reason: 'aborted' };
    }
    // bodyLimit takes a declared Content-Length at its word. Node's parser never hands on more bytes
    // than declared, but a Request made in-process (app.request) can carry a longer body: counted here.
    return bytes && bytes.byteLength <= maxBytes ? { ok: true, bytes } : { ok: false, reason: 'too-large' };
  };
}

/**
 * Reads a body of at most `maxBytes` as its type (set by leadContentType): 413 when the declared
 * Content-Length or the bytes actually sent exceed the limit, 400 for text that is not UTF-8, not
 * JSON, too deeply nested or not Unicode, or a form whose escapes do not spell UTF-8. The parsed
 * JSON is left in `c.var.jsonBody`, a form's pairs in `c.var.formPairs`.
 */
export function readLeadBody(maxBytes: number = MAX_BODY_BYTES) {
  const readBody = boundedBodyReader(maxBytes);
  return createMiddleware<{ Variables: LeadBodyVariables }>(async (c, next) => {
    const read = await readBody(c);
    if (!read.ok && read.reason === 'too-large') return c.json({ message: `The request is too large (limit ${maxBytes / 1024} KiB).` }, 413);
    if (!read.ok) return c.json({ message: 'The request body ended before it was complete.', errors: {} }, 400);

    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
    } catch {
      return c.json({ message: 'The request body is not valid UTF-8 text.', errors: {} }, 400);
    }

    if (c.get('bodyType') === 'form') {
      const pairs = parseUrlEncoded(text);
      if (!pairs) return c.json({ message: 'The form data is not validly encoded UTF-8 text.', errors: {} }, 400);
      c.set('formPairs', pairs);
      await next();
      return;
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
