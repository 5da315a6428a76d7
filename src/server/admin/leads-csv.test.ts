import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_KINDS, leadFieldNames } from '@/leads/kinds';
import { parseCsv } from '@/server/testing/parse-csv';
import { csvCell, csvColumnOf, csvDataColumns, csvHeader, csvKinds, leadsCsvFile, leadsToCsv, notesCell } from './leads-csv';
import { visibleControls } from './terminal-text';

/**
 * The rule, stated apart from the implementation: a text whose first character after any blanks or
 * control characters is = + - or @, or that starts with a tab or CR, reads back with a leading `'`.
 */
// eslint-disable-next-line no-control-regex
const RUNS_AS_FORMULA = /^[\s\u0000-\u001f\u007f-\u009f]*[=+\-@]|^[\t\r]/;
const neutralised = (text: string) => (RUNS_AS_FORMULA.test(text) ? `'${text}` : text);
/** What a cell reads back as: control characters shown as escapes, then formula triggers neutralised. */
const readBack = (text: string) => neutralised(visibleControls(text));

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-10', "'-10"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    [' =1+1', "' =1+1"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\n+1', '"\'\n+1"'],
    ['\n\t=cmd', '"\'\n\t=cmd"'],
    ['\u00a0=1', "'\u00a0=1"],
    ['\u2028@x', "'\u2028@x"],
  ])('neutralises the formula trigger in %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, semicolons, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    // A locale that splits on ';' must not see a second cell starting a formula.
    expect(csvCell('x;=1+1')).toBe('"x;=1+1"');
    expect(csvCell("a;=cmd|' /C calc'!A0")).toBe('"a;=cmd|\' /C calc\'!A0"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('leaves plain text, and writes nothing for a missing value', () => {
    expect(csvCell('Law Firm Websites')).toBe('Law Firm Websites');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['A'])).toBe('A');
    expect(csvCell(['A', 'B'])).toBe('"A; B"');
  });
});

describe('csvCell and control characters', () => {
  it('shows control characters as escapes, so none reaches a terminal or hides in a sheet, and a trigger behind one stays inert', () => {
    expect(csvCell('\rcmd')).toBe('\\rcmd');
    expect(csvCell('\r\n=cmd')).toBe('"\\r\n=cmd"');
    expect(csvCell('\u0000=1+1')).toBe('\\u0000=1+1');
    expect(csvCell('\u001b-2')).toBe('\\u001b-2');
    expect(csvCell('rlo\u202eevil')).toBe('rlo\\u202eevil');
  });
});

describe('leadsToCsv', () => {
  it('writes a header and one CRLF-terminated row per lead', () => {
    const csv = leadsToCsv([{ id: '1', kind: 'newsletter', createdAt: '2030-01-01T00:00:00.000Z', status: 'new', data: { email: 'a@b.co' } }], ['newsletter']);
    expect(csv).toBe(
      'id,kind,createdAt,status,email,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes\r\n1,newsletter,2030-01-01T00:00:00.000Z,new,a@b.co,,,,,,\r\n',
    );
  });

  it("gives each lead's status after its time, so handled, archived and spam leads stay apart in a sheet", () => {
    const leads = [
      {
        id: '4',
        kind: 'contact',
        createdAt: '2030-01-04T00:00:00.000Z',
        status: 'spam',
        data: { from_name: 'Cheap pills', from_email: 'x@spam.example', message: 'Buy' },
      },
      {
        id: '3',
        kind: 'contact',
        createdAt: '2030-01-03T00:00:00.000Z',
        status: 'archived',
        data: { from_name: 'Cleo', from_email: 'cleo@firm.example', message: 'Old' },
      },
      {
        id: '2',
        kind: 'contact',
        createdAt: '2030-01-02T00:00:00.000Z',
        status: 'handled',
        data: { from_name: 'Ben', from_email: 'ben@firm.example', message: 'Done' },
      },
      {
        id: '1',
        kind: 'contact',
        createdAt: '2030-01-01T00:00:00.000Z',
        status: 'new',
        data: { from_name: 'Ana', from_email: 'ana@firm.example', message: 'Hi' },
      },
    ];
    expect(leadsToCsv(leads, ['contact'])).toBe(
      'id,kind,createdAt,status,name,email,service,message,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes\r\n' +
        '4,contact,2030-01-04T00:00:00.000Z,spam,Cheap pills,x@spam.example,,Buy,,,,,,\r\n' +
        '3,contact,2030-01-03T00:00:00.000Z,archived,Cleo,cleo@firm.example,,Old,,,,,,\r\n' +
        '2,contact,2030-01-02T00:00:00.000Z,handled,Ben,ben@firm.example,,Done,,,,,,\r\n' +
        '1,contact,2030-01-01T00:00:00.000Z,new,Ana,ana@firm.example,,Hi,,,,,,\r\n',
    );
  });

  it('leaves the status empty for a lead read without it, and writes a stored one this version does not know safely', () => {
    const leads = [
      { id: '2', kind: 'newsletter', createdAt: '2030-01-02T00:00:00.000Z', status: '=pending', data: { email: 'b@b.co' } },
      { id: '1', kind: 'newsletter', createdAt: '2030-01-01T00:00:00.000Z', data: { email: 'a@b.co' } },
    ];
    expect(leadsToCsv(leads, ['newsletter'])).toBe(
      "id,kind,createdAt,status,email,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes\r\n2,newsletter,2030-01-02T00:00:00.000Z,'=pending,b@b.co,,,,,,\r\n1,newsletter,2030-01-01T00:00:00.000Z,,a@b.co,,,,,,\r\n",
    );
  });

  it("writes the contact form's from_name and from_email in the name and email columns every other kind uses", () => {
    const leads = [
      { id: '2', kind: 'contact', createdAt: '2030-01-02T00:00:00.000Z', data: { from_name: 'Ana', from_email: 'ana@firm.example', message: 'Hi' } },
      { id: '1', kind: 'founder', createdAt: '2030-01-01T00:00:00.000Z', data: { name: 'Sam', email: 'sam@agency.example', reason: 'r' } },
    ];
    const [header, contact, founder] = parseCsv(leadsToCsv(leads, ['contact', 'founder']));
    expect(header).toEqual([
      'id',
      'kind',
      'createdAt',
      'status',
      'name',
      'email',
      'service',
      'message',
      'phone',
      'reason',
      'sourcePage',
      'sourceReferrer',
      'utmSource',
      'utmMedium',
      'utmCampaign',
      'notes',
    ]);
    expect(contact).toEqual(['2', 'contact', '2030-01-02T00:00:00.000Z', '', 'Ana', 'ana@firm.example', '', 'Hi', '', '', '', '', '', '', '', '']);
    expect(founder).toEqual(['1', 'founder', '2030-01-01T00:00:00.000Z', '', 'Sam', 'sam@agency.example', '', '', '', 'r', '', '', '', '', '', '']);
  });

  it('has one column per field of every kind, no column twice, and no from_ columns', () => {
    const columns = csvDataColumns();
    expect(new Set(columns).size).toBe(columns.length);
    for (const kind of LEAD_KINDS) for (const field of leadFieldNames(kind)) expect(columns).toContain(csvColumnOf(field));
    expect(columns.filter((column) => column.startsWith('from_'))).toEqual([]);
    expect(csvHeader()).toBe(
      'id,kind,createdAt,status,email,name,service,message,projectType,location,budget,timeline,phone,additionalInfo,features,reason,date,time,consultationType,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes\r\n',
    );
  });

  it('keeps the first of two stored fields that share a column (data written before the fields were renamed)', () => {
    const leads = [
      { id: '1', kind: 'contact', createdAt: '2030-01-01T00:00:00.000Z', data: { from_email: 'first@firm.example', email: 'second@firm.example' } },
    ];
    const [, row] = parseCsv(leadsToCsv(leads, ['contact']));
    expect(row).toEqual(['1', 'contact', '2030-01-01T00:00:00.000Z', '', '', 'first@firm.example', '', '', '', '', '', '', '', '']);
  });

  it('writes where each lead was sent from in the last columns, empty for a lead that did not say', () => {
    const leads = [
      {
        id: '2',
        kind: 'newsletter',
        createdAt: '2030-01-02T00:00:00.000Z',
        data: { email: 'ana@b.co' },
        source: { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: '=spring' },
      },
      { id: '1', kind: 'newsletter', createdAt: '2030-01-01T00:00:00.000Z', data: { email: 'a@b.co' } },
    ];
    expect(leadsToCsv(leads, ['newsletter'])).toBe(
      'id,kind,createdAt,status,email,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes\r\n' +
        "2,newsletter,2030-01-02T00:00:00.000Z,,ana@b.co,/products/hexacart,https://news.example.org,newsletter,,'=spring,\r\n" +
        '1,newsletter,2030-01-01T00:00:00.000Z,,a@b.co,,,,,,\r\n',
    );
  });

  it('writes every note of a lead in one cell, oldest first, each as its New York time to the minute and its text, one per line', () => {
    const leads = [
      {
        id: '1',
        kind: 'newsletter',
        createdAt: '2030-01-01T00:00:00.000Z',
        status: 'handled',
        data: { email: 'a@b.co' },
        notes: [
          { createdAt: '2030-01-02T14:05:59.999Z', text: 'Called, "interested"' },
          { createdAt: '2030-07-01T03:30:00.000Z', text: '=HYPERLINK("x")\nsecond line' },
        ],
      },
    ];
    const csv = leadsToCsv(leads, ['newsletter']);
    // Winter is UTC-5, summer UTC-4; the text's quotes doubled, the cell quoted for its line breaks.
    expect(csv).toBe(
      'id,kind,createdAt,status,email,sourcePage,sourceReferrer,utmSource,utmMedium,utmCampaign,notes\r\n1,newsletter,2030-01-01T00:00:00.000Z,handled,a@b.co,,,,,,"2030-01-02 09:05 Called, ""interested""\n2030-06-30 23:30 =HYPERLINK(""x"")\nsecond line"\r\n',
    );
    expect(parseCsv(csv)[1]!.at(-1)).toBe('2030-01-02 09:05 Called, "interested"\n2030-06-30 23:30 =HYPERLINK("x")\nsecond line');
  });

  it('starts a notes cell with its date, so no note makes it a formula', () => {
    expect(notesCell([{ createdAt: '2030-01-02T14:05:00.000Z', text: '@SUM(A1)' }])).toBe('2030-01-02 09:05 @SUM(A1)');
    expect(notesCell([])).toBe('');
    expect(notesCell()).toBe('');
  });

  it('takes its columns from the kind asked for, or from every kind', () => {
    expect(csvKinds('booking')).toEqual(['booking']);
    expect(csvKinds()).toEqual(['newsletter', 'contact', 'quote', 'founder', 'booking']);
  });

  it('makes a file for a spreadsheet: the byte-order mark, then the CSV', () => {
    const leads = [{ id: '1', kind: 'newsletter', createdAt: '2030-01-01T00:00:00.000Z', data: { email: 'a@b.co' } }];
    expect(leadsCsvFile(leads, ['newsletter'])).toBe(`\uFEFF${leadsToCsv(leads, ['newsletter'])}`);
  });
});

describe('csvCell round trip', () => {
  it('reads back every text, control characters as escapes and formula triggers prefixed with a quote', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 24 }), { minLength: 1, maxLength: 4 }), (texts) => {
        const [cells] = parseCsv(`${texts.map(csvCell).join(',')}\r\n`);
        expect(cells).toEqual(texts.map(readBack));
      }),
    );
    // Generous: the machine running the suite may be busy; this checks behaviour, not speed.
  }, 30_000);

  it('never leaves a separator, quote or line break outside quotes, nor a formula a spreadsheet would run', () => {
    const awkward = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 24 }),
      fc
        .tuple(fc.constantFrom('', ' ', '\t', '\r', '\n', '\u0000', '\u00a0', 'x;', 'x,'), fc.constantFrom('=', '+', '-', '@'), fc.string({ maxLength: 8 }))
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(awkward, (text) => {
        const cell = csvCell(text);
        if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",;\r\n]/);
        // What a spreadsheet reads (blanks and control characters trimmed or not) never starts a formula.
        const content = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(content).toBe(readBack(text));
        expect(RUNS_AS_FORMULA.test(content)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
