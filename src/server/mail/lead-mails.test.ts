import { describe, expect, it } from 'vitest';
import { indentedBlock, mailsForLead, notificationMail, singleLine } from './lead-mails';

const settings = { notifyTo: 'studio@kestrel.example', siteUrl: 'https://kestrel.example' };

describe('lead mails', () => {
  it('keep visitor text on one line where a line is expected', () => {
    expect(singleLine('Evil\r\nBcc: victim@example.com')).toBe('Evil Bcc: victim@example.com');
    expect(singleLine('a\u0000b\u001bc\u2028d')).toBe('abc d');
  });

  it('indent every continuation line of visitor text', () => {
    expect(indentedBlock('one\r\ntwo\nthree\rfour')).toBe('one\n    two\n    three\n    four');
    expect(indentedBlock('bell\u0007')).toBe('bell');
  });

  it('build a notification subject that cannot carry headers', () => {
    const mail = notificationMail(
      'founder',
      { name: 'Sam\r\nBcc: everyone@example.com', email: 'sam@agency.example', message: 'Hi' },
      settings,
    );
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
    );
    expect(mail.text).toContain(
      'Project type: Web Application\nLocation: UK\nBudget: Not sure yet\nTimeline: Flexible timeline\nEmail: a@b.co\nMust-have features: Multilingual, SEO Optimization',
    );
    expect(mail.subject).toBe('Quote request from a@b.co');
  });

  it('add a welcome mail for newsletter sign-ups only', () => {
    expect(mailsForLead('newsletter', { email: 'reader@example.com' }, settings).map((mail) => [mail.purpose, mail.to])).toEqual([
      ['notification', settings.notifyTo],
      ['welcome', 'reader@example.com'],
    ]);
    expect(mailsForLead('contact', { from_name: 'A', from_email: 'a@b.co', message: 'Hi' }, settings)).toHaveLength(1);
  });
});
