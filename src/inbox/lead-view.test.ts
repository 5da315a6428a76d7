import { describe, expect, it } from 'vitest';
import { MAX_COMBINING_MARKS, formatTime, formatValue, kindLabelOf, replyHref, shownText, statusLabelOf } from './lead-view';

describe("the inbox's view of what a lead holds", () => {
  it('cuts a run of combining marks to four on one character, and leaves real text alone', () => {
    const zalgo = `Z${'\u0336\u0322\u031b\u0300\u0301'.repeat(20)}ed`;
    expect(shownText(zalgo)).toBe('Z\u0336\u0322\u031b\u0300ed');
    expect(MAX_COMBINING_MARKS).toBe(4);
    for (const real of ['Nguyễn Thị Ánh', 'Ze\u0301 Zoë', 'क्षत्रिय', 'Ana Ruiz']) expect(shownText(real)).toBe(real);
    expect(formatValue(zalgo)).toBe('Z\u0336\u0322\u031b\u0300ed');
  });

  it('builds the Reply mailto: only from an address the schema accepts, percent-encoded', () => {
    expect(replyHref("o'neil+leads@firm.example", 'contact')).toBe(
      `mailto:o'neil%2Bleads@firm.example?subject=${encodeURIComponent('Re: your contact message to Kestrel Web Studio')}`,
    );
    for (const hostile of ['a@b.co?cc=x@evil.example&bcc=y@evil.example', 'a@b.co&body=hi', 'a@b.co\r\nBcc: c@d.example', 'not an address', '', undefined]) {
      expect(replyHref(hostile, 'contact'), String(hostile)).toBeUndefined();
    }
  });

  it('names a kind or a status this version does not know by what is stored, and says a reply is to a message', () => {
    expect(kindLabelOf('quote')).toBe('Quote request');
    expect(kindLabelOf('survey')).toBe('Other form (survey)');
    expect(statusLabelOf('handled')).toBe('Handled');
    expect(statusLabelOf('pending-review')).toBe('pending-review');
    expect(replyHref('ana@firm.example', 'survey')).toBe(`mailto:ana@firm.example?subject=${encodeURIComponent('Re: your message to Kestrel Web Studio')}`);
  });

  it('shows a value of any shape as text, and a time that is not one as it is', () => {
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
    expect(formatValue(['x', 2, { b: true }])).toBe('x, 2, {"b":true}');
    expect(formatValue(null)).toBe('—');
    expect(formatTime('not a time')).toBe('not a time');
  });
});
