import type { ZodType } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_KINDS, leadFieldNames, leadRegistry } from './kinds';
import { LEAD_FIELD_TABLE, formLabelsOf, keyFactsOf, leadFieldsOf, leadValueText } from './lead-field-table';
import {
  BOOKING_TIME_SLOTS,
  CONSULTATION_TYPES,
  CONTACT_SERVICES,
  FOUNDER_REASONS,
  QUOTE_BUDGETS,
  QUOTE_FEATURES,
  QUOTE_LOCATIONS,
  QUOTE_PROJECT_TYPES,
  QUOTE_TIMELINES,
} from './form-copy';
import { LEAD_RESULT_COPY } from './result-copy';

describe('the lead field table', () => {
  it.each(LEAD_KINDS)('holds every field a %s lead stores, each once, with a label and a form label', (kind) => {
    const names = LEAD_FIELD_TABLE[kind].map((field) => field.name);
    expect([...names].sort()).toEqual([...leadFieldNames(kind)].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const field of LEAD_FIELD_TABLE[kind]) {
      expect(field.label.trim(), `${kind}.${field.name}`).not.toBe('');
      expect(field.formLabel.trim(), `${kind}.${field.name}`).not.toBe('');
    }
  });

  it('labels the fields, in the order they are shown, as the studio reads them', () => {
    const labels = Object.fromEntries(
      LEAD_KINDS.map((kind) => [kind, LEAD_FIELD_TABLE[kind].map((field) => `${field.name}: ${field.label} (${field.shows})`)]),
    );
    expect(labels).toEqual({
      newsletter: ['email: Email (email)'],
      contact: ['from_name: Name (text)', 'from_email: Email (email)', 'service: Service (choice)', 'message: Message (long-text)'],
      quote: [
        'projectType: Project type (choice)',
        'location: Location (choice)',
        'budget: Budget (choice)',
        'timeline: Timeline (choice)',
        'email: Email (email)',
        'phone: Phone (text)',
        'additionalInfo: Additional information (long-text)',
        'features: Must-have features (list)',
      ],
      founder: ['name: Name (text)', 'email: Email (email)', 'phone: Phone (text)', 'reason: Reason (choice)', 'message: Message (long-text)'],
      booking: ['date: Date (date)', 'time: Time (time)', 'consultationType: Consultation type (choice)', 'email: Email (email)'],
    });
  });

  it("marks each kind's key facts for its row", () => {
    const keyFacts = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, LEAD_FIELD_TABLE[kind].filter((field) => field.keyFact).map((field) => field.name)]));
    expect(keyFacts).toEqual({
      newsletter: [],
      contact: ['service'],
      quote: ['projectType', 'budget', 'timeline'],
      founder: ['reason'],
      booking: ['date', 'time', 'consultationType'],
    });
  });

  it('gives every value a choice field accepts a human label, and the founder reasons the words of their cards', () => {
    const choiceFields: string[] = [];
    for (const kind of LEAD_KINDS) {
      const shape: Record<string, ZodType> = leadRegistry[kind].schema.shape;
      for (const field of LEAD_FIELD_TABLE[kind]) {
        if (field.shows !== 'choice' && field.shows !== 'list' && field.choices === undefined) continue;
        choiceFields.push(`${kind}.${field.name}`);
        // Each labelled value is one the schema accepts, and none is labelled blank.
        for (const [value, label] of Object.entries(field.choices ?? {})) {
          expect(label.trim(), `${kind}.${field.name}=${value}`).not.toBe('');
          expect(shape[field.name]?.safeParse(field.shows === 'list' ? [value] : value).success, `${kind}.${field.name}=${value}`).toBe(true);
        }
      }
    }
    expect(choiceFields).toEqual([
      'contact.service',
      'quote.projectType',
      'quote.location',
      'quote.budget',
      'quote.timeline',
      'quote.features',
      'founder.reason',
      'booking.time',
      'booking.consultationType',
    ]);
    // And every value the forms offer has its label.
    const labelled = (kind: (typeof LEAD_KINDS)[number], name: string) => Object.keys(leadFieldsOf(kind).find((field) => field.name === name)?.choices ?? {});
    expect(labelled('contact', 'service')).toEqual([...CONTACT_SERVICES]);
    expect(labelled('quote', 'projectType')).toEqual([...QUOTE_PROJECT_TYPES]);
    expect(labelled('quote', 'location')).toEqual([...QUOTE_LOCATIONS]);
    expect(labelled('quote', 'budget')).toEqual([...QUOTE_BUDGETS]);
    expect(labelled('quote', 'timeline')).toEqual([...QUOTE_TIMELINES]);
    expect(labelled('quote', 'features')).toEqual([...QUOTE_FEATURES]);
    expect(labelled('founder', 'reason')).toEqual([...FOUNDER_REASONS]);
    expect(labelled('booking', 'time')).toEqual([...BOOKING_TIME_SLOTS]);
    expect(labelled('booking', 'consultationType')).toEqual([...CONSULTATION_TYPES]);
    expect(leadFieldsOf('founder').find((field) => field.name === 'reason')?.choices).toEqual({
      collaboration: 'Collaboration',
      complaint: 'Complaint',
      consulting: 'Consulting',
      project: 'New project',
      other: 'Something else',
    });
    expect(Object.keys(leadFieldsOf('quote').find((field) => field.name === 'features')?.choices ?? {})).toEqual([
      'Mobile Responsive',
      'SEO Optimization',
      'Multilingual',
      'User Accounts',
      'Payment Processing',
      'Content Management',
    ]);
  });

  it("gives the visitor's error list the labels of the form", () => {
    expect(formLabelsOf('quote')).toEqual({
      projectType: 'Project type',
      location: 'Your location',
      budget: 'Budget range',
      timeline: 'Timeline',
      email: 'Email address',
      phone: 'Phone (optional)',
      additionalInfo: 'Additional information',
      features: 'Must-have features',
    });
    expect(LEAD_RESULT_COPY.founder.fieldLabels).toEqual({
      name: 'Your name',
      email: 'Email address',
      phone: 'Phone (optional)',
      reason: 'Reason for reaching out',
      message: 'Your message',
    });
    expect(LEAD_RESULT_COPY.contact.fieldLabels['service']).toBe('Service you are interested in');
  });

  it('knows no fields of a kind this version does not know', () => {
    expect(leadFieldsOf('survey')).toEqual([]);
    expect(keyFactsOf('survey', { reason: 'complaint' })).toEqual([]);
  });
});

describe("a lead's row facts and values", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads a quote row as project type, budget and timeline', () => {
    expect(
      keyFactsOf('quote', {
        projectType: 'Web Application',
        location: 'UK',
        budget: '$5,000 - $10,000',
        timeline: '1-2 months',
        email: 'ana@firm.example',
        features: [],
      }),
    ).toEqual(['Web Application', '$5,000 - $10,000', '1-2 months']);
  });

  it("reads a booking row as its day and time written out, in the studio's time zone wherever the reader is, then the type", () => {
    const booking = { email: 'kim@clinic.example', consultationType: 'Video Strategy Session', date: '2026-03-03', time: '10:00 AM' };
    // A reader far east and far west of New York sees the studio's day, not their own.
    for (const readerZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      vi.stubEnv('TZ', readerZone);
      expect(keyFactsOf('booking', booking), readerZone).toEqual(['Tue 3 Mar 2026, 10:00 AM', 'Video Strategy Session']);
    }
    expect(keyFactsOf('booking', { ...booking, date: '2026-09-28', time: '09:00 AM' })).toEqual(['Mon 28 Sep 2026, 9:00 AM', 'Video Strategy Session']);
    expect(keyFactsOf('booking', { ...booking, time: '02:00 PM' })).toEqual(['Tue 3 Mar 2026, 2:00 PM', 'Video Strategy Session']);
    const [date, time] = LEAD_FIELD_TABLE.booking;
    expect(leadValueText(date!, '2026-03-03')).toBe('Tue 3 Mar 2026');
    expect(leadValueText(time!, '10:00 AM')).toBe('10:00 AM, New York time (ET)');
    // A stored row that is not a date or a slot (written by hand) shows as it is.
    expect(keyFactsOf('booking', { date: 'next Tuesday', time: '10:00' })).toEqual(['next Tuesday, 10:00']);
  });

  it("reads a founder row as the reason the visitor picked, in the card's words", () => {
    expect(keyFactsOf('founder', { name: 'Sam', email: 'sam@agency.example', reason: 'complaint', message: 'Hi' })).toEqual(['Complaint']);
    expect(keyFactsOf('founder', { name: 'Sam', email: 'sam@agency.example', reason: 'project', message: 'Hi' })).toEqual(['New project']);
    expect(keyFactsOf('founder', { name: 'Sam', email: 'sam@agency.example', message: 'Hi' })).toEqual([]);
    // A value the list does not hold (an older row) shows as it is stored.
    expect(keyFactsOf('founder', { reason: 'press' })).toEqual(['press']);
  });

  it('reads a contact row as its service, and leaves empty values out', () => {
    expect(keyFactsOf('contact', { from_name: 'Ada', service: 'Law Firm Websites', message: 'Hi' })).toEqual(['Law Firm Websites']);
    expect(keyFactsOf('contact', { from_name: 'Ada', service: '  ', message: 'Hi' })).toEqual([]);
    const features = LEAD_FIELD_TABLE.quote.find((field) => field.name === 'features')!;
    expect(leadValueText(features, [])).toBeUndefined();
    expect(leadValueText(features, ['Multilingual', 'SEO Optimization'])).toBe('Multilingual, SEO Optimization');
  });
});
