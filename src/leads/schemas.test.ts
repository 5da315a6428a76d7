import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOKING_TIME_SLOTS, CONSULTATION_TYPES, createBookingSchema } from './booking';
import { CONTACT_SERVICES } from './contact';
import { EMAIL_PATTERN, isSchemaEmail } from './email-address';
import { FOUNDER_REASONS } from './founder';
import { isSlotTakenAnswer } from './booking-slots';
import { DEFAULT_BOOKING_HORIZON_DAYS } from './booking-policy';
import { LEAD_KINDS, createLeadRegistry, isLeadKind, leadFieldNames, leadRegistry } from './kinds';
import { isLeadStatus } from './lead-status';
import { optionalText, requiredText } from './field-schemas';
import { HONEYPOT_FIELD, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from './limits';
import { QUOTE_BUDGETS, QUOTE_FEATURES, QUOTE_LOCATIONS, QUOTE_PROJECT_TYPES, QUOTE_TIMELINES } from './quote';
import { summarizeFieldErrors, validateLead } from './validate-lead';
import { VALID_QUOTE } from './testing/valid-quote';

// 15:00 UTC on 10 June 2026 is 11:00 AM in New York (EDT).
const NOW = new Date('2026-06-10T15:00:00Z');
const registry = createLeadRegistry(() => NOW);

describe('the lead contract', () => {
  it('has an API path per kind, as the design fixes them', () => {
    expect(LEAD_KINDS.map((kind) => leadRegistry[kind].path)).toEqual([
      '/api/subscribe.js',
      '/api/contact.js',
      '/api/quote.js',
      '/api/founder.js',
      '/api/booking.js',
    ]);
  });

  it('names the fields of each kind, the honeypot left out', () => {
    expect(LEAD_KINDS.map(leadFieldNames)).toEqual([
      ['email'],
      ['from_name', 'from_email', 'service', 'message'],
      ['projectType', 'location', 'budget', 'timeline', 'email', 'phone', 'additionalInfo', 'features'],
      ['name', 'email', 'phone', 'reason', 'message'],
      ['email', 'consultationType', 'date', 'time'],
    ]);
  });

  it('knows its kinds and statuses, and nothing else by those names', () => {
    for (const kind of LEAD_KINDS) expect(isLeadKind(kind)).toBe(true);
    for (const value of ['survey', 'Newsletter', 'toString', '', 3, null, undefined]) expect(isLeadKind(value), String(value)).toBe(false);
    for (const status of ['new', 'handled', 'spam', 'archived']) expect(isLeadStatus(status)).toBe(true);
    for (const value of ['done', 'New', 'constructor', '', 0, null]) expect(isLeadStatus(value), String(value)).toBe(false);
  });

  it('tells a slot taken by another booking from any other 409', () => {
    expect(isSlotTakenAnswer(409, { code: 'slot-taken', message: 'Taken' })).toBe(true);
    expect(isSlotTakenAnswer(400, { code: 'slot-taken' })).toBe(false);
    expect(isSlotTakenAnswer(409, { code: 'in-flight' })).toBe(false);
    for (const body of [null, undefined, 'slot-taken', 409]) expect(isSlotTakenAnswer(409, body), String(body)).toBe(false);
  });

  it('never stores the honeypot field', () => {
    for (const kind of LEAD_KINDS) expect(leadFieldNames(kind)).not.toContain(HONEYPOT_FIELD);
    const result = validateLead('newsletter', { email: 'a@b.co', [HONEYPOT_FIELD]: '' });
    expect(result).toEqual({ ok: true, data: { email: 'a@b.co' } });
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, 'text', 42, ['email']]) {
      const result = validateLead('newsletter', body);
      expect(result.ok).toBe(false);
    }
  });
});

describe('newsletter', () => {
  it('accepts and trims an e-mail address', () => {
    expect(validateLead('newsletter', { email: '  ana@studio.example ' })).toEqual({
      ok: true,
      data: { email: 'ana@studio.example' },
    });
  });

  it.each(['', '   ', 'ana', 'ana@', '@studio.example', 'ana@studio', 'a b@studio.example'])('rejects %j with a readable message', (email) => {
    const result = validateLead('newsletter', { email });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.email).toMatch(/^Please enter (a valid|your) email address$/);
  });

  it('asks for a missing e-mail address', () => {
    const result = validateLead('newsletter', {});
    expect(result).toMatchObject({ ok: false, errors: { email: 'Please enter your email address' } });
  });
});

describe('contact', () => {
  const valid = { from_name: 'Ana Ruiz', from_email: 'ana@firm.example', service: 'Law Firm Websites', message: 'Hello' };

  it.each(CONTACT_SERVICES)('accepts the service %s', (service) => {
    expect(validateLead('contact', { ...valid, service }).ok).toBe(true);
  });

  it('treats the service as optional, an empty choice included', () => {
    expect(validateLead('contact', { ...valid, service: '' })).toEqual({
      ok: true,
      data: { from_name: 'Ana Ruiz', from_email: 'ana@firm.example', message: 'Hello' },
    });
    expect(validateLead('contact', { ...valid, service: undefined }).ok).toBe(true);
  });

  it('requires name, e-mail and message, each with its own message', () => {
    const result = validateLead('contact', { from_name: ' ', from_email: '', message: '' });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        from_name: 'Please enter your name',
        from_email: 'Please enter your email address',
        message: 'Please enter your message',
      },
    });
    if (!result.ok) expect(result.message).toBe('Please enter your name. Please enter your email address. Please enter your message.');
  });

  it('refuses an unknown service', () => {
    expect(validateLead('contact', { ...valid, service: 'Plumbing' })).toMatchObject({
      ok: false,
      errors: { service: 'Please choose a service from the list' },
    });
  });

  it('bounds names and messages', () => {
    expect(validateLead('contact', { ...valid, from_name: 'x'.repeat(MAX_NAME_LENGTH) }).ok).toBe(true);
    expect(validateLead('contact', { ...valid, from_name: 'x'.repeat(MAX_NAME_LENGTH + 1) })).toMatchObject({
      ok: false,
      errors: { from_name: 'Name must be at most 200 characters' },
    });
    expect(validateLead('contact', { ...valid, message: 'x'.repeat(MAX_MESSAGE_LENGTH) }).ok).toBe(true);
    expect(validateLead('contact', { ...valid, message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })).toMatchObject({
      ok: false,
      errors: { message: 'Message must be at most 5,000 characters' },
    });
  });
});

/** What a quote without its required answers is told, field by field. */
const QUOTE_REQUIRED = {
  projectType: 'Please choose a project type',
  location: 'Please choose your location',
  budget: 'Please choose a budget range',
  timeline: 'Please choose a timeline',
  email: 'Please enter your email address',
};

describe('quote', () => {
  it('accepts every listed option', () => {
    for (const projectType of QUOTE_PROJECT_TYPES) expect(validateLead('quote', { ...VALID_QUOTE, projectType }).ok).toBe(true);
    for (const location of QUOTE_LOCATIONS) expect(validateLead('quote', { ...VALID_QUOTE, location }).ok).toBe(true);
    for (const budget of QUOTE_BUDGETS) expect(validateLead('quote', { ...VALID_QUOTE, budget }).ok).toBe(true);
    for (const timeline of QUOTE_TIMELINES) expect(validateLead('quote', { ...VALID_QUOTE, timeline }).ok).toBe(true);
    expect(validateLead('quote', { ...VALID_QUOTE, features: [...QUOTE_FEATURES] }).ok).toBe(true);
  });

  it('lists the spec options', () => {
    expect(QUOTE_PROJECT_TYPES).toHaveLength(7);
    expect(QUOTE_LOCATIONS).toHaveLength(11);
    // The spec's lowest band ($500 - $1,500) lay wholly below the cheapest custom project we show; it is gone.
    expect(QUOTE_BUDGETS).toEqual(['$1,500 - $3,000', '$3,000 - $5,000', '$5,000 - $10,000', '$10,000 - $20,000', 'Not sure yet']);
    expect(validateLead('quote', { ...VALID_QUOTE, budget: '$500 - $1,500' }).ok).toBe(false);
    expect(QUOTE_TIMELINES).toHaveLength(5);
    expect(QUOTE_FEATURES).toHaveLength(6);
  });

  it('requires the timeline too (the original only marked it)', () => {
    const { timeline: _timeline, ...withoutTimeline } = VALID_QUOTE;
    expect(validateLead('quote', withoutTimeline)).toMatchObject({ ok: false, errors: { timeline: 'Please choose a timeline' } });
  });

  it('requires project type, location, budget and e-mail', () => {
    const result = validateLead('quote', { features: [] });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        ...QUOTE_REQUIRED,
      },
    });
  });

  it('keeps phone and details optional and defaults the features to none', () => {
    const { phone: _phone, additionalInfo: _info, features: _features, ...minimal } = VALID_QUOTE;
    expect(validateLead('quote', { ...minimal, phone: '' })).toEqual({ ok: true, data: { ...minimal, features: [] } });
  });

  it('refuses unknown and repeated features', () => {
    expect(validateLead('quote', { ...VALID_QUOTE, features: ['Blockchain'] })).toMatchObject({
      ok: false,
      errors: { 'features.0': 'Please choose features from the list' },
    });
    expect(validateLead('quote', { ...VALID_QUOTE, features: ['Multilingual', 'Multilingual'] })).toMatchObject({
      ok: false,
      errors: { features: 'Each feature can be chosen once' },
    });
  });
});

describe('founder', () => {
  const valid = { name: 'Sam Lee', email: 'sam@agency.example', phone: '', reason: 'collaboration', message: 'Partner?' };

  it.each(FOUNDER_REASONS)('accepts the reason %s', (reason) => {
    expect(validateLead('founder', { ...valid, reason }).ok).toBe(true);
  });

  it('keeps phone and reason optional', () => {
    expect(validateLead('founder', { name: 'Sam Lee', email: 'sam@agency.example', message: 'Hi' })).toEqual({
      ok: true,
      data: { name: 'Sam Lee', email: 'sam@agency.example', message: 'Hi' },
    });
  });

  it('refuses another reason and a missing message', () => {
    expect(validateLead('founder', { ...valid, reason: 'spam', message: '' })).toMatchObject({
      ok: false,
      errors: { reason: 'Please choose one of the listed reasons', message: 'Please enter your message' },
    });
  });
});

describe('booking', () => {
  const valid = { email: 'kim@logistics.example', consultationType: 'Phone Consultation', date: '2026-06-11', time: '09:00 AM' };
  const validate = (body: unknown) => validateLead('booking', body, registry);

  it('accepts each type and slot on a later day', () => {
    for (const consultationType of CONSULTATION_TYPES) expect(validate({ ...valid, consultationType }).ok).toBe(true);
    for (const time of BOOKING_TIME_SLOTS) expect(validate({ ...valid, time }).ok).toBe(true);
  });

  it('refuses today (even a slot still ahead), an earlier date, a malformed date and an impossible date: from tomorrow on', () => {
    expect(validate({ ...valid, date: '2026-06-10', time: '02:00 PM' })).toMatchObject({
      ok: false,
      errors: { date: 'Please choose tomorrow or a later date' },
    });
    expect(validate({ ...valid, date: '2026-06-09' })).toMatchObject({ errors: { date: 'Please choose tomorrow or a later date' } });
    expect(validate({ ...valid, date: '11/06/2026' })).toMatchObject({ errors: { date: 'Please choose a valid date (YYYY-MM-DD)' } });
    expect(validate({ ...valid, date: '2026-02-30' })).toMatchObject({ errors: { date: 'Please choose a valid date (YYYY-MM-DD)' } });
  });

  it('refuses a Saturday and a Sunday: consultations are on weekdays', () => {
    for (const date of ['2026-06-13', '2026-06-14']) {
      expect(validate({ ...valid, date }), date).toMatchObject({ ok: false, errors: { date: 'Please choose a weekday: consultations are Monday to Friday' } });
    }
    expect(validate({ ...valid, date: '2026-06-12' }).ok).toBe(true);
    expect(validate({ ...valid, date: '2026-06-15' }).ok).toBe(true);
  });

  it('refuses a date past the horizon the server is configured with (60 days by default), up to 9999-12-31', () => {
    const server = createLeadRegistry(() => NOW, { bookingHorizonDays: DEFAULT_BOOKING_HORIZON_DAYS });
    const check = (date: string) => validateLead('booking', { ...valid, date }, server);
    // 10 June + 60 days is Sunday 9 August: the last weekday within it is Friday 7 August.
    expect(check('2026-08-07').ok).toBe(true);
    for (const date of ['2026-08-10', '2027-06-10', '9999-12-31']) {
      expect(check(date), date).toMatchObject({ ok: false, errors: { date: 'Please choose a date within the next 60 days' } });
    }
    const shorter = createLeadRegistry(() => NOW, { bookingHorizonDays: 5 });
    expect(validateLead('booking', { ...valid, date: '2026-06-15' }, shorter).ok).toBe(true);
    expect(validateLead('booking', { ...valid, date: '2026-06-16' }, shorter)).toMatchObject({
      errors: { date: 'Please choose a date within the next 5 days' },
    });
  });

  it('asks for a date that is missing or not text, and reads one with blanks around it', () => {
    expect(validate({ ...valid, date: undefined })).toMatchObject({ ok: false, errors: { date: 'Please choose a date' } });
    expect(validate({ ...valid, date: 20260611 })).toMatchObject({ ok: false, errors: { date: 'Please choose a date' } });
    expect(validate({ ...valid, date: ' 2026-06-11 ', consultationType: ' Phone Consultation' })).toMatchObject({
      ok: true,
      data: { date: '2026-06-11', consultationType: 'Phone Consultation' },
    });
  });

  it('refuses a time that is not one of the six slots and an unknown type', () => {
    expect(validate({ ...valid, time: '12:00 PM', consultationType: 'Coffee' })).toMatchObject({
      ok: false,
      errors: { time: 'Please choose one of the listed times', consultationType: 'Please choose a consultation type' },
    });
  });

  it('reads the clock at validation time, not when the schema was made, in the studio time zone', () => {
    let now = new Date('2026-06-11T03:59:00Z');
    const schema = createBookingSchema(() => now);
    // 11:59 PM on 10 June in New York: the 11th is still tomorrow.
    expect(schema.safeParse({ ...valid, date: '2026-06-11', time: '11:00 AM' }).success).toBe(true);
    now = new Date('2026-06-11T04:00:00Z');
    expect(schema.safeParse({ ...valid, date: '2026-06-11', time: '11:00 AM' }).success).toBe(false);
  });
});

describe('the sentence that sums up field errors', () => {
  it('ends each problem with one full stop, and says what to do when none is named', () => {
    expect(summarizeFieldErrors({ a: 'Use version 2.0 or later', b: 'Done!', c: 'Really?', d: 'Ends.' })).toBe('Use version 2.0 or later. Done! Really? Ends.');
    expect(summarizeFieldErrors({})).toBe('Please check the form and try again.');
  });
});

describe('a field of the wrong type', () => {
  it('is named by its own message, never by a generic one', () => {
    const quote = validateLead('quote', {
      projectType: 3,
      location: null,
      budget: ['$1,500 - $3,000'],
      timeline: true,
      email: 7,
      phone: 12345,
      additionalInfo: {},
      features: 'Multilingual',
    });
    expect(quote).toEqual({
      ok: false,
      message:
        'Please choose a project type. Please choose your location. Please choose a budget range. Please choose a timeline. Please enter your email address. Phone number must be text. Additional information must be text. Features must be a list.',
      errors: {
        ...QUOTE_REQUIRED,
        phone: 'Phone number must be text',
        additionalInfo: 'Additional information must be text',
        features: 'Features must be a list',
      },
    });
    expect(validateLead('contact', { from_name: 5, from_email: 'a@b.co', service: 2, message: ['x'] })).toMatchObject({
      ok: false,
      errors: { from_name: 'Please enter your name', service: 'Please choose a service from the list', message: 'Please enter your message' },
    });
  });

  it('of a body that is not an object is the whole body, with a sentence saying so', () => {
    for (const body of [null, 'text', 42, ['email']]) {
      expect(validateLead('newsletter', body)).toEqual({ ok: false, message: 'The request body must be a JSON object with the form fields.', errors: {} });
    }
  });

  it('bounds an e-mail address and a phone number, saying how long they may be', () => {
    const email = `${'a'.repeat(250)}@b.co`;
    expect(validateLead('newsletter', { email })).toMatchObject({ ok: false, errors: { email: 'Email must be at most 254 characters' } });
    expect(validateLead('quote', { ...VALID_QUOTE, phone: '1'.repeat(41) })).toMatchObject({
      ok: false,
      errors: { phone: 'Phone number must be at most 40 characters' },
    });
    expect(validateLead('quote', { ...VALID_QUOTE, phone: '1'.repeat(40) }).ok).toBe(true);
  });

  it('keeps the first problem of a field and ends the sentence of each once', () => {
    const result = validateLead('contact', { from_name: '', from_email: 'not-an-address', message: 'Hi' });
    expect(result).toEqual({
      ok: false,
      message: 'Please enter your name. Please enter a valid email address.',
      errors: { from_name: 'Please enter your name', from_email: 'Please enter a valid email address' },
    });
  });
});

describe('stray blanks around an answer', () => {
  it('are no part of a name, a message or a choice', () => {
    expect(
      validateLead('contact', { from_name: '  Ana Ruiz ', from_email: ' ana@firm.example', service: ' Law Firm Websites  ', message: '\n Hello \t' }),
    ).toEqual({
      ok: true,
      data: { from_name: 'Ana Ruiz', from_email: 'ana@firm.example', service: 'Law Firm Websites', message: 'Hello' },
    });
    expect(validateLead('quote', { ...VALID_QUOTE, projectType: ' Web Application ', budget: '$5,000 - $10,000 ' })).toMatchObject({
      ok: true,
      data: { projectType: 'Web Application', budget: '$5,000 - $10,000' },
    });
    expect(validateLead('quote', { ...VALID_QUOTE, phone: ' +971 4 123 4567  ', additionalInfo: '\tPatient portal ' })).toMatchObject({
      ok: true,
      data: { phone: '+971 4 123 4567', additionalInfo: 'Patient portal' },
    });
    expect(validateLead('founder', { name: 'Sam', email: 'sam@agency.example', reason: ' consulting ', message: 'Hi' })).toMatchObject({
      ok: true,
      data: { reason: 'consulting' },
    });
  });
});

describe('a valid lead', () => {
  it('is stored as sent, optional answers included', () => {
    expect(validateLead('quote', VALID_QUOTE)).toEqual({ ok: true, data: VALID_QUOTE });
  });
});

describe('a label in its messages', () => {
  it('loses only a leading "your", "a", "an" or "the", and starts with a capital', () => {
    const tooLong = (label: string) => requiredText(label, 3).safeParse('abcd').error?.issues[0]?.message;
    expect(tooLong('the name of a firm')).toBe('Name of a firm must be at most 3 characters');
    expect(tooLong('name of the firm')).toBe('Name of the firm must be at most 3 characters');
    expect(tooLong('an area code')).toBe('Area code must be at most 3 characters');
    expect(tooLong('theme')).toBe('Theme must be at most 3 characters');
    expect(optionalText('your phone number', 3).safeParse(7).error?.issues[0]?.message).toBe('Phone number must be text');
  });
});

describe('visitor text', () => {
  const contact = { from_name: 'Ana', from_email: 'ana@firm.example', message: 'Hello' };

  it('loses control characters and BiDi overrides nobody can see, keeping tabs, line breaks, emoji and RTL text', () => {
    const result = validateLead('contact', {
      ...contact,
      from_name: 'Zoë\u0000\u001b[31m \u202eRuiz\u202c',
      message: 'line one\r\nline two\rthree\ttabbed \u0007bell \u009b2J \u2066iso\u2069 \u{1F680} مرحبا \u200fmark',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        from_name: 'Zoë[31m Ruiz',
        from_email: 'ana@firm.example',
        message: 'line one\nline two\nthree\ttabbed bell 2J iso \u{1F680} مرحبا \u200fmark',
      },
    });
  });

  it('counts a name or message of invisible characters only as missing', () => {
    const result = validateLead('contact', { ...contact, from_name: '\u200b\u200d\u2060', message: '\u0007\u202e \u200b' });
    expect(result).toEqual({
      ok: false,
      message: 'Please enter your name. Please enter your message.',
      errors: { from_name: 'Please enter your name', message: 'Please enter your message' },
    });
  });

  it('stores a form post and a JSON post of the same text alike (CRLF from a form, LF from a script)', () => {
    const fromForm = validateLead('founder', { name: 'Sam', email: 'sam@agency.example', message: 'a\r\nb' });
    const fromScript = validateLead('founder', { name: 'Sam', email: 'sam@agency.example', message: 'a\nb' });
    expect(fromForm).toEqual(fromScript);
  });
});

describe('the e-mail address rule', () => {
  it("is zod's own, shared with code that runs without zod (the studio's inbox)", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    for (const address of ['ana@firm.example', "o'neil+tag@mail.example.co"]) expect(isSchemaEmail(address), address).toBe(true);
    for (const address of ['a@b.co?cc=x@evil.example', 'a@b.co&bcc=c@d.example', 'a b@c.example', 'x'.repeat(250) + '@b.co', 'no-at-sign']) {
      expect(isSchemaEmail(address), address).toBe(false);
      expect(validateLead('newsletter', { email: address }).ok, address).toBe(false);
    }
  });
});
