import { describe, expect, it } from 'vitest';
import { describeMail, mailFrom } from './mail-settings';

describe('describeMail', () => {
  it('says mail is off without an SMTP server', () => {
    expect(describeMail({ SMTP_URL: undefined, NOTIFY_TO: 'studio@kestrel.example', NOTIFY_NEWSLETTER: 'digest' })).toBe(
      'Mail: off (set SMTP_URL and NOTIFY_TO to be told of each lead by mail; newsletter sign-ups get no confirmation mail until then)',
    );
  });

  it('names the recipient and the server, never the credentials', () => {
    const line = describeMail({
      SMTP_URL: 'smtps://mailer:s3cret-pass@smtp.kestrel.example:465',
      NOTIFY_TO: 'studio@kestrel.example',
      NOTIFY_NEWSLETTER: 'digest',
    });
    expect(line).toBe(
      'Mail: each lead to studio@kestrel.example (newsletter sign-ups in one digest an hour; and newsletter confirmations and welcomes to subscribers) through smtp.kestrel.example:465',
    );
    expect(line).not.toContain('s3cret');
    const each = describeMail({ SMTP_URL: 'smtp://smtp.kestrel.example', NOTIFY_TO: 'studio@kestrel.example', NOTIFY_NEWSLETTER: 'each' });
    expect(each).toBe(
      'Mail: each lead to studio@kestrel.example (each newsletter sign-up too; and newsletter confirmations and welcomes to subscribers) through smtp.kestrel.example',
    );
    const off = describeMail({ SMTP_URL: 'smtp://smtp.kestrel.example', NOTIFY_TO: 'studio@kestrel.example', NOTIFY_NEWSLETTER: 'off' });
    expect(off).toBe(
      'Mail: each lead to studio@kestrel.example (not newsletter sign-ups; and newsletter confirmations and welcomes to subscribers) through smtp.kestrel.example',
    );
  });

  it('says a server without a recipient sends newsletter mail only', () => {
    expect(describeMail({ SMTP_URL: 'smtp://smtp.kestrel.example', NOTIFY_TO: undefined, NOTIFY_NEWSLETTER: 'digest' })).toBe(
      'Mail: through smtp.kestrel.example, newsletter confirmations only (NOTIFY_TO is not set: new leads notify nobody)',
    );
  });
});

describe('mailFrom', () => {
  it('sends as MAIL_FROM when it is set', () => {
    expect(mailFrom({ MAIL_FROM: 'Leads <leads@kestrel.example>' })).toBe('Leads <leads@kestrel.example>');
  });

  it('sends as the studio, under its name, without MAIL_FROM', () => {
    expect(mailFrom({ MAIL_FROM: undefined })).toBe('"Kestrel Web Studio" <hello@kestrelstudio.dev>');
  });
});
