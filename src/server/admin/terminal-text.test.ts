import { describe, expect, it } from 'vitest';
import { terminalSafeJson } from './terminal-text';

describe('terminalSafeJson', () => {
  it('escapes DEL, C1 and BiDi controls as JSON escapes, and reads back as the same data', () => {
    const value = { name: 'a\u007fb\u009bc\u202ed\u2066e', note: 'tab\tstays escaped by JSON' };
    const json = terminalSafeJson(value);
    expect(json).toBe('{"name":"a\\u007fb\\u009bc\\u202ed\\u2066e","note":"tab\\tstays escaped by JSON"}');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('indents as asked', () => {
    expect(terminalSafeJson({ a: 1 }, 2)).toBe('{\n  "a": 1\n}');
  });
});
