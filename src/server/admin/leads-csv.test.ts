import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/parse-csv';
import { csvCell, leadsToCsv } from './leads-csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-10', "'-10"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "\"'\rcmd\""],
  ])('neutralises the formula trigger in %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('leaves plain text, and writes nothing for a missing value', () => {
    expect(csvCell('Law Firm Websites')).toBe('Law Firm Websites');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(['A', 'B'])).toBe('A; B');
  });
});

describe('leadsToCsv', () => {
  it('writes a header and one CRLF-terminated row per lead', () => {
    const csv = leadsToCsv([{ id: '1', kind: 'newsletter', createdAt: '2030-01-01T00:00:00.000Z', data: { email: 'a@b.co' } }], ['newsletter']);
    expect(csv).toBe('id,kind,createdAt,email\r\n1,newsletter,2030-01-01T00:00:00.000Z,a@b.co\r\n');
  });
});

describe('csvCell round trip', () => {
  it('reads back every text, formula triggers prefixed with a quote', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 24 }), { minLength: 1, maxLength: 4 }), (texts) => {
        const [cells] = parseCsv(`${texts.map(csvCell).join(',')}\r\n`);
        expect(cells).toEqual(texts.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)));
      }),
    );
    // Generous: the machine running the suite may be busy; this checks behaviour, not speed.
  }, 30_000);
});
