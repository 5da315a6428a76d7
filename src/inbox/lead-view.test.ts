import { describe, expect, it } from 'vitest';
import { MAX_COMBINING_MARKS, MAX_MAILTO_LENGTH, formatTime, formatValue, kindLabelOf, noteNameOf, replyHref, shownText, statusLabelOf } from './lead-view';

describe("the inbox's view of what a lead holds", () => {
  it('cuts a run of combining marks to four on one character, and leaves real text alone', () => {
    const zalgo = `Z${'\u0336\u0322\u031b\u0300\u0301'.repeat(20)}ed`;
    expect(shownText(zalgo)).toBe('Z\u0336\u0322\u031b\u0300ed');
    expect(MAX_COMBINING_MARKS).toBe(4);
    for (const real of ['Nguyễn Thị Ánh', 'Ze\u0301 Zoë', 'क्षत्रिय', 'Ana Ruiz']) expect(shownText(real)).toBe(real);
    expect(formatValue(zalgo)).toBe('Z\u0336\u0322\u031b\u0300ed');
  });

  it('builds the Reply mailto: only from an address the schema accepts, percent-encoded', () => {
    expect(replyHref({ kind: 'contact', data: { from_email: "o'neil+leads@firm.example" } })).toBe(
      "mailto:o'neil%2Bleads@firm.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio&body=Hello%2C%0D%0A%0D%0A",
    );
    for (const hostile of ['a@b.co?cc=x@evil.example&bcc=y@evil.example', 'a@b.co&body=hi', 'a@b.co\r\nBcc: c@d.example', 'not an address', '', undefined]) {
      expect(replyHref({ kind: 'contact', data: { from_name: 'Ana', from_email: hostile, message: 'Hi' } }), String(hostile)).toBeUndefined();
    }
  });

  it('names a kind or a status this version does not know by what is stored, and says a reply is to a message', () => {
    expect(kindLabelOf('quote')).toBe('Quote request');
    expect(kindLabelOf('survey')).toBe('Other form (survey)');
    expect(statusLabelOf('handled')).toBe('Handled');
    expect(statusLabelOf('pending-review')).toBe('pending-review');
    expect(replyHref({ kind: 'survey', data: { email: 'ana@firm.example' } })).toBe(
      'mailto:ana@firm.example?subject=Re%3A%20your%20message%20to%20Kestrel%20Web%20Studio&body=Hello%2C%0D%0A%0D%0A',
    );
  });

  it('shows a value of any shape as text, and a time that is not one as it is', () => {
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue(['x', 2, { b: true }])).toBe('x, 2, {"b":true}');
    expect(formatValue(null)).toBe('—');
    expect(formatTime('not a time')).toBe('not a time');
  });

  describe('the Reply link', () => {
    it("greets the sender by name and quotes their message, each line after '> ', in each form's own subject", () => {
      expect(
        replyHref({ kind: 'contact', data: { from_name: 'Ana', from_email: 'ana@firm.example', message: 'Hello,\nCan you build a shop?\n\nThanks' } }),
      ).toBe(
        'mailto:ana@firm.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio' +
          '&body=Hi%20Ana%2C%0D%0A%0D%0A%3E%20Hello%2C%0D%0A%3E%20Can%20you%20build%20a%20shop%3F%0D%0A%3E%20%0D%0A%3E%20Thanks',
      );
      expect(replyHref({ kind: 'newsletter', data: { email: 'ana@firm.example' } })).toBe(
        'mailto:ana@firm.example?subject=Re%3A%20your%20newsletter%20sign-up&body=Hello%2C%0D%0A%0D%0A',
      );
      expect(replyHref({ kind: 'quote', data: { email: 'ana@firm.example', projectType: 'E-commerce', additionalInfo: 'Ten products & a blog' } })).toBe(
        'mailto:ana@firm.example?subject=Re%3A%20your%20quote%20request%20to%20Kestrel%20Web%20Studio&body=Hello%2C%0D%0A%0D%0A%3E%20Ten%20products%20%26%20a%20blog',
      );
      expect(replyHref({ kind: 'founder', data: { name: '  Ana   Ruiz ', email: 'ana@firm.example', message: 'Coffee?' } })).toBe(
        'mailto:ana@firm.example?subject=Re%3A%20your%20message%20to%20the%20founder%20of%20Kestrel%20Web%20Studio&body=Hi%20Ana%20Ruiz%2C%0D%0A%0D%0A%3E%20Coffee%3F',
      );
      expect(replyHref({ kind: 'booking', data: { email: 'ana@firm.example', consultationType: 'discovery', date: '2030-03-04', time: '10:00' } })).toBe(
        'mailto:ana@firm.example?subject=Re%3A%20your%20consultation%20booking%20with%20Kestrel%20Web%20Studio&body=Hello%2C%0D%0A%0D%0A',
      );
    });

    it(`keeps the whole link within ${MAX_MAILTO_LENGTH} characters: a message that fits is quoted whole, one character more is cut`, () => {
      const head = 'mailto:ana@firm.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio&body=Hi%20Ana%2C%0D%0A%0D%0A';
      const fits = replyHref({ kind: 'contact', data: { from_name: 'Ana', from_email: 'ana@firm.example', message: 'a'.repeat(1871) } });
      expect(fits).toBe(`${head}%3E%20${'a'.repeat(1871)}`);
      expect(fits).toHaveLength(2000);
      // One more: the unbroken word no longer fits, and the quote is only the mark of the cut.
      expect(replyHref({ kind: 'contact', data: { from_name: 'Ana', from_email: 'ana@firm.example', message: 'a'.repeat(1872) } })).toBe(
        `${head}%3E%20%E2%80%A6`,
      );
    });

    it("cuts a long quote after a whole line or word and ends it with '> …'", () => {
      const message = `${'a'.repeat(1815)}\nsecond line with several words here\nthird line`;
      const href = replyHref({ kind: 'contact', data: { from_name: 'Ana', from_email: 'ana@firm.example', message } });
      expect(href).toBe(
        'mailto:ana@firm.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio&body=Hi%20Ana%2C%0D%0A%0D%0A' +
          `%3E%20${'a'.repeat(1815)}%0D%0A%3E%20second%20line%20with%0D%0A%3E%20%E2%80%A6`,
      );
      expect(href!.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
      expect(decodeURIComponent(href!.split('&body=')[1]!)).toBe(`Hi Ana,\r\n\r\n> ${'a'.repeat(1815)}\r\n> second line with\r\n> …`);
    });

    it('counts a character by its encoded length, leaves out a body even a greeting would overflow, and survives a broken surrogate', () => {
      const head = 'mailto:ana@firm.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio';
      // "é" is six characters once encoded: 320 of them would not fit, the first 300 do.
      expect(replyHref({ kind: 'contact', data: { from_name: 'Ana', from_email: 'ana@firm.example', message: `${'é'.repeat(300)} ${'é'.repeat(20)}` } })).toBe(
        `${head}&body=Hi%20Ana%2C%0D%0A%0D%0A%3E%20${'%C3%A9'.repeat(300)}%0D%0A%3E%20%E2%80%A6`,
      );
      expect(replyHref({ kind: 'contact', data: { from_name: 'ñ'.repeat(400), from_email: 'ana@firm.example', message: 'Hi' } })).toBe(head);
      expect(replyHref({ kind: 'contact', data: { from_name: 'Ana\ud800', from_email: 'ana@firm.example', message: 'x\udc00' } })).toBe(
        `${head}&body=Hi%20Ana%EF%BF%BD%2C%0D%0A%0D%0A%3E%20x%EF%BF%BD`,
      );
    });
  });
});

describe("a note's name on its delete button", () => {
  it('is its first words on one line, cut at a word within 40 characters', () => {
    expect(noteNameOf('Called\nback  Monday')).toBe('Called back Monday');
    expect(noteNameOf('Sent the quote for the new practice site, with hosting for a year')).toBe('Sent the quote for the new practice…');
    expect(noteNameOf('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
  });
});
