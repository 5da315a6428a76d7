import { describe, expect, it } from 'vitest';
import { isFormContentType, parseUrlEncoded } from './form-body';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, isJsonContentType, jsonProblem } from './json-body';

/** `depth` arrays, one inside the other: `[[...]]`. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

describe('the form content type', () => {
  it('is urlencoded, in any case, with or without a UTF-8 charset', () => {
    expect(isFormContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isFormContentType('Application/X-WWW-Form-URLEncoded')).toBe(true);
    expect(isFormContentType('application/x-www-form-urlencoded;charset=UTF-8')).toBe(true);
    expect(isFormContentType(' application/x-www-form-urlencoded ; charset = "utf-8" ')).toBe(true);
    expect(isFormContentType('application/x-www-form-urlencoded; boundary=x')).toBe(true);
  });

  it('is nothing else: no header, another type, a longer name or another charset', () => {
    expect(isFormContentType(undefined)).toBe(false);
    expect(isFormContentType('')).toBe(false);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType('application/x-www-form-urlencoded-x')).toBe(false);
    expect(isFormContentType('x-application/x-www-form-urlencoded')).toBe(false);
    expect(isFormContentType('application/x-www-form-urlencoded; charset=iso-8859-1')).toBe(false);
    expect(isFormContentType('application/x-www-form-urlencoded; charset')).toBe(false);
    expect(isFormContentType('application/x-www-form-urlencoded; charset = latin1')).toBe(false);
  });
});

describe('a urlencoded body', () => {
  it('gives its pairs in order, repeated names kept, + as a space and escapes as UTF-8', () => {
    expect(parseUrlEncoded('email=a%40example.com&features=SEO&features=Multilingual')).toEqual([
      ['email', 'a@example.com'],
      ['features', 'SEO'],
      ['features', 'Multilingual'],
    ]);
    expect(parseUrlEncoded('from+name=Ana+Ruiz&city=S%C3%A3o%20Paulo+%E2%82%AC')).toEqual([
      ['from name', 'Ana Ruiz'],
      ['city', 'São Paulo €'],
    ]);
  });

  it('skips empty segments and reads a name without "=" as an empty value; only the first "=" splits', () => {
    expect(parseUrlEncoded('')).toEqual([]);
    expect(parseUrlEncoded('&a=1&&b=2&')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(parseUrlEncoded('website')).toEqual([['website', '']]);
    expect(parseUrlEncoded('message=1+%3D+1=2&=x')).toEqual([
      ['message', '1 = 1=2'],
      ['', 'x'],
    ]);
  });

  it('is refused when an escape is malformed or does not spell UTF-8, in a name or a value', () => {
    expect(parseUrlEncoded('message=100%')).toBeUndefined();
    expect(parseUrlEncoded('message=%FF')).toBeUndefined();
    expect(parseUrlEncoded('%C3=ok')).toBeUndefined();
    expect(parseUrlEncoded('a=1&b=%E2%82')).toBeUndefined();
  });
});

describe('the JSON content type', () => {
  it('is application/json or a +json type, in any case, with or without a UTF-8 charset', () => {
    expect(MAX_BODY_BYTES).toBe(32_768);
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('APPLICATION/JSON; Charset=UTF-8')).toBe(true);
    expect(isJsonContentType('application/ld+json')).toBe(true);
    expect(isJsonContentType('application/vnd.api+json; charset="utf-8"')).toBe(true);
    expect(isJsonContentType('application/json; version=2')).toBe(true);
    expect(isJsonContentType(' application/json ; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/json;charset = " UTF-8"')).toBe(false);
    expect(isJsonContentType('application/json; charset = utf-8 ')).toBe(true);
    expect(isJsonContentType('application/json; charset =utf-16')).toBe(false);
    expect(isJsonContentType('application/json; utf-8')).toBe(true);
  });

  it('is nothing else', () => {
    expect(isJsonContentType(undefined)).toBe(false);
    expect(isJsonContentType('')).toBe(false);
    expect(isJsonContentType('text/json')).toBe(false);
    expect(isJsonContentType('application/json5')).toBe(false);
    expect(isJsonContentType('xapplication/json')).toBe(false);
    expect(isJsonContentType('application/+json')).toBe(false);
    expect(isJsonContentType('application/json; charset=utf-16')).toBe(false);
    expect(isJsonContentType('application/json; charset')).toBe(false);
    expect(isJsonContentType('application/json; charset = latin1')).toBe(false);
  });
});

describe('a parsed JSON body', () => {
  it('may nest as deep as the limit (8) and no deeper, in objects and lists alike', () => {
    expect(MAX_JSON_DEPTH).toBe(8);
    expect(jsonProblem(nested(8), 8)).toBeUndefined();
    expect(jsonProblem(nested(9), 8)).toBe('too-deep');
    expect(jsonProblem({ a: { b: 'text' } }, 2)).toBeUndefined();
    expect(jsonProblem({ a: { b: {} } }, 2)).toBe('too-deep');
    expect(jsonProblem(nested(3), 2)).toBe('too-deep');
    expect(jsonProblem(nested(2), 2)).toBeUndefined();
  });

  it('is checked without recursion, so a very deep body is answered rather than crashing', () => {
    expect(jsonProblem(nested(200_000), 8)).toBe('too-deep');
  });

  it('holds no lone surrogate in a string or a key, at any depth; a surrogate pair is fine', () => {
    expect(jsonProblem('\ud800', 8)).toBe('not-unicode');
    expect(jsonProblem('a\udc00b', 8)).toBe('not-unicode');
    expect(jsonProblem('\ude00\ud83d', 8)).toBe('not-unicode');
    expect(jsonProblem({ message: ['ok', 'end \ud83d'] }, 8)).toBe('not-unicode');
    expect(jsonProblem({ ['\udfff']: 'value' }, 8)).toBe('not-unicode');
    expect(jsonProblem({ message: 'smile \ud83d\ude00', n: 1, ok: true, none: null }, 8)).toBeUndefined();
  });

  it('finds nothing wrong with plain values', () => {
    expect(jsonProblem(1, 0)).toBeUndefined();
    expect(jsonProblem(null, 0)).toBeUndefined();
    expect(jsonProblem('text', 0)).toBeUndefined();
    expect(jsonProblem({}, 0)).toBe('too-deep');
  });
});
