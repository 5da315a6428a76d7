import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, confirmationMail, newsletterLink, welcomeMail } from './newsletter-mails';

const CONFIRM_URL = 'https://kestrel.example/newsletter/confirm?token=c.abc';
const UNSUBSCRIBE_URL = 'https://kestrel.example/newsletter/unsubscribe?token=u.xyz';

describe('newsletter mails', () => {
  it('put the token on SITE_URL as a query value', () => {
    const settings = { siteUrl: 'https://kestrel.example/' };
    expect(newsletterLink(settings, NEWSLETTER_CONFIRM_PATH, 'c.a+b&c')).toBe('https://kestrel.example/newsletter/confirm?token=c.a%2Bb%26c');
    expect(newsletterLink(settings, NEWSLETTER_UNSUBSCRIBE_PATH, 'u.1')).toBe('https://kestrel.example/newsletter/unsubscribe?token=u.1');
  });

  it('ask to confirm a sign-up in this exact text, with one-click unsubscribe headers', () => {
    expect(confirmationMail('reader@example.com', { confirmUrl: CONFIRM_URL, unsubscribeUrl: UNSUBSCRIBE_URL, validDays: 7 })).toEqual({
      purpose: 'confirmation',
      to: 'reader@example.com',
      subject: 'Please confirm your subscription to Kestrel Web Studio',
      text: [
        'Hello,',
        '',
        'Someone, hopefully you, asked to receive the Kestrel Web Studio newsletter at this address: one short e-mail a month with web tips and product news.',
        '',
        'To confirm, open this link and press "Confirm my subscription":',
        'https://kestrel.example/newsletter/confirm?token=c.abc',
        '',
        'The link works for 7 days. If you did not ask for this, ignore this message: you will not be subscribed.',
        '',
        'Unsubscribe: https://kestrel.example/newsletter/unsubscribe?token=u.xyz',
      ].join('\n'),
      headers: {
        'List-Unsubscribe': '<https://kestrel.example/newsletter/unsubscribe?token=u.xyz>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('welcome a confirmed subscriber in this exact text, with one-click unsubscribe headers', () => {
    expect(welcomeMail('reader@example.com', { siteUrl: 'https://kestrel.example' }, UNSUBSCRIBE_URL)).toEqual({
      purpose: 'welcome',
      to: 'reader@example.com',
      subject: 'Welcome to Kestrel Web Studio',
      text: [
        'Hello,',
        '',
        'Thank you for subscribing to Kestrel Web Studio. Expect one short e-mail a month with web tips and product news.',
        '',
        'Questions or a project in mind? Reply to this e-mail or write to hello@kestrelstudio.dev.',
        'https://kestrel.example',
        '',
        'To stop receiving these e-mails, unsubscribe here: https://kestrel.example/newsletter/unsubscribe?token=u.xyz',
      ].join('\n'),
      headers: {
        'List-Unsubscribe': '<https://kestrel.example/newsletter/unsubscribe?token=u.xyz>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
});
