import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indentedBlock, mailsForLead, notificationMail, singleLine } from './lead-mails';

const settings = { notifyTo: 'studio@kestrel.example', siteUrl: 'https://kestrel.example', newsletter: 'each' } as const;
const LEAD_ID = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';

describe('lead mails', () => {
  it('keep visitor text on one line where a line is expected', () => {
    expect(singleLine('Evil\r\nBcc: victim@example.com')).toBe('Evil Bcc: victim@example.com');
    expect(singleLine('a\u0000b\u001bc\u2028d')).toBe('abc d');
  });

  it('trim the blanks around one line of visitor text', () => {
    expect(singleLine(' \tSam Ruiz\r\n')).toBe('Sam Ruiz');
    expect(singleLine('\u2028 \u0000')).toBe('');
  });

  it('indent every continuation line of visitor text', () => {
    expect(indentedBlock('one\r\ntwo\nthree\rfour')).toBe('one\n    two\n    three\n    four');
    expect(indentedBlock('bell\u0007')).toBe('bell');
  });

  it('build a notification subject that cannot carry headers', () => {
    const mail = notificationMail('founder', { name: 'Sam\r\nBcc: everyone@example.com', email: 'sam@agency.example', message: 'Hi' }, settings, LEAD_ID);
    expect(mail.subject).toBe('Message to the founder from Sam Bcc: everyone@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail).toMatchObject({ purpose: 'notification', to: settings.notifyTo, replyTo: 'sam@agency.example' });
  });

  it('list the fields in form order with readable labels', () => {
    const mail = notificationMail(
      'quote',
      {
        projectType: 'Web Application',
        location: 'UK',
        budget: 'Not sure yet',
        timeline: 'Flexible timeline',
        email: 'a@b.co',
        features: ['Multilingual', 'SEO Optimization'],
      },
      settings,
      LEAD_ID,
    );
    expect(mail.text).toContain(
      'Project type: Web Application\nLocation: UK\nBudget: Not sure yet\nTimeline: Flexible timeline\nEmail: a@b.co\nMust-have features: Multilingual, SEO Optimization',
    );
    expect(mail.subject).toBe('Quote request from a@b.co');
  });

  it('say where the lead was sent from, after its fields, when it said', () => {
    const source = { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' };
    const [mail] = mailsForLead('newsletter', { email: 'ana@example.com' }, settings, LEAD_ID, source);
    expect(mail!.text).toBe(
      [
        'New newsletter sign-up on Kestrel Web Studio.',
        '',
        'Email: ana@example.com',
        '',
        'Source',
        'Page: /products/hexacart',
        'Referring site: https://news.example.org',
        'Campaign source: newsletter',
        'Campaign: spring',
        '',
        'Open in the inbox: https://kestrel.example/studio?lead=0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f',
      ].join('\n'),
    );
  });

  it('write the whole notification: a title line, a blank line, the fields, a blank line, the link', () => {
    const mail = notificationMail('founder', { name: 'Sam', email: 'sam@agency.example', phone: '+44 20 7946 0000', message: 'Hi\nthere' }, settings, LEAD_ID);
    expect(mail).toEqual({
      purpose: 'notification',
      to: 'studio@kestrel.example',
      replyTo: 'sam@agency.example',
      subject: 'Message to the founder from Sam',
      text: [
        'New message to the founder on Kestrel Web Studio.',
        '',
        'Name: Sam',
        'Email: sam@agency.example',
        'Phone: +44 20 7946 0000',
        'Message: Hi',
        '    there',
        '',
        'Open in the inbox: https://kestrel.example/studio?lead=0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f',
      ].join('\n'),
    });
  });

  it('title a lead with neither name nor address by its kind alone, and write an empty list as (none)', () => {
    const mail = notificationMail(
      'quote',
      { projectType: 'Web Application', location: 'UK', budget: 'Not sure yet', timeline: 'Flexible timeline', features: [] },
      settings,
      LEAD_ID,
    );
    expect(mail).toEqual({
      purpose: 'notification',
      to: 'studio@kestrel.example',
      subject: 'Quote request',
      text: [
        'New quote request on Kestrel Web Studio.',
        '',
        'Project type: Web Application',
        'Location: UK',
        'Budget: Not sure yet',
        'Timeline: Flexible timeline',
        'Must-have features: (none)',
        '',
        'Open in the inbox: https://kestrel.example/studio?lead=0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f',
      ].join('\n'),
    });
  });

  it("take labels and choices from the field table: a founder's reason in the card's words, a booking's day and time written out", () => {
    const founder = notificationMail('founder', { name: 'Sam', email: 'sam@agency.example', reason: 'complaint', message: 'Hi' }, settings, LEAD_ID);
    expect(founder.text).toContain('\nName: Sam\nEmail: sam@agency.example\nReason: Complaint\nMessage: Hi\n');
    const booking = notificationMail(
      'booking',
      { email: 'kim@clinic.example', consultationType: 'Video Strategy Session', date: '2026-03-03', time: '10:00 AM' },
      settings,
      LEAD_ID,
    );
    expect(booking.text).toContain(
      '\nDate: Tue 3 Mar 2026\nTime: 10:00 AM, New York time (ET)\nConsultation type: Video Strategy Session\nEmail: kim@clinic.example\n',
    );
  });

  it('cut a long name to 80 characters in the subject, without a space left at the cut, and keep it whole in the body', () => {
    const name = 'Maximiliana Wilhelmina Theodora Konstantinopoulou-Featherstonehaugh of the Very Long Surname Family Estate';
    const mail = notificationMail('contact', { from_name: name, from_email: 'max@estate.example', message: 'Hello' }, settings, LEAD_ID);
    expect(mail.subject).toBe('Contact message from Maximiliana Wilhelmina Theodora Konstantinopoulou-Featherstonehaugh of the Very');
    expect(mail.text).toContain('\nName: Maximiliana Wilhelmina Theodora Konstantinopoulou-Featherstonehaugh of the Very Long Surname Family Estate\n');
  });

  it('end with a link that opens the lead in the studio inbox', () => {
    const mail = notificationMail('newsletter', { email: 'reader@example.com' }, settings, LEAD_ID);
    expect(mail.text.split('\n').at(-1)).toBe('Open in the inbox: https://kestrel.example/studio?lead=0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f');
    // An id is put in the query as a value, whatever it holds.
    expect(notificationMail('newsletter', { email: 'a@b.co' }, settings, 'a&b=c d').text).toContain(
      'Open in the inbox: https://kestrel.example/studio?lead=a%26b%3Dc+d',
    );
  });

  it('queue only the notification for every kind: a sign-up is welcomed once it is confirmed', () => {
    expect(mailsForLead('newsletter', { email: 'reader@example.com' }, settings, LEAD_ID).map((mail) => [mail.purpose, mail.to])).toEqual([
      ['notification', settings.notifyTo],
    ]);
    expect(mailsForLead('contact', { from_name: 'A', from_email: 'a@b.co', message: 'Hi' }, settings, LEAD_ID)).toHaveLength(1);
  });

  it('queue no notification of a sign-up of its own unless NOTIFY_NEWSLETTER=each (the hourly digest tells of it, or nothing)', () => {
    for (const newsletter of ['digest', 'off'] as const) {
      expect(mailsForLead('newsletter', { email: 'reader@example.com' }, { ...settings, newsletter }, LEAD_ID), newsletter).toEqual([]);
      expect(mailsForLead('contact', { from_name: 'A', from_email: 'a@b.co', message: 'Hi' }, { ...settings, newsletter }, LEAD_ID), newsletter).toHaveLength(
        1,
      );
    }
  });
});

describe('lead mails from any visitor text', () => {
  // Anything the contract accepts for a name or message, including line breaks and control characters.
  const visitorText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom(
      'Evil\r\nBcc: victim@example.com',
      'Sam\rSubject: x',
      'a\u2028Email: forged@example.com',
      '\u0000\u001b[2J',
      'x\n\nEmail: forged@example.com',
    ),
  );

  it('never put a line break or control character in the subject, and indent every line of visitor text in the body', () => {
    fc.assert(
      fc.property(visitorText, visitorText, fc.constantFrom('contact', 'founder'), (name, message, kind) => {
        const data = kind === 'contact' ? { from_name: name, from_email: 'a@b.co', message } : { name, email: 'a@b.co', message };
        const mail = notificationMail(kind, data, settings, LEAD_ID);
        // eslint-disable-next-line no-control-regex
        expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(mail.replyTo).toBe('a@b.co');
        // Every line is either the mail's own text, a labelled field, or an indented continuation.
        const ownLines = new Set(mail.text.split('\n').filter((line) => !line.startsWith('    ')));
        const fieldLines = [...ownLines].filter((line) => /^[A-Z][A-Za-z -]*: /.test(line));
        expect(fieldLines.map((line) => line.split(':')[0])).toEqual(['Name', 'Email', 'Message', 'Open in the inbox']);
        // eslint-disable-next-line no-control-regex
        expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\r]/);
      }),
      { numRuns: 200, seed: 9_005 },
    );
  });
});
