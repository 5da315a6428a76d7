import { site } from './site';

/**
 * The pages a newsletter link opens (confirm, unsubscribe) and their outcomes. A GET only shows a
 * button: mail scanners open links, and opening one must change nothing.
 */
export const newsletterPageCopy = {
  confirm: {
    heading: 'Confirm your subscription',
    text: `Press the button to start receiving the ${site.name} newsletter: one short e-mail a month with web tips and product news.`,
    button: 'Confirm my subscription',
  },
  confirmed: {
    heading: "You're subscribed!",
    /** The welcome mail was queued just now. */
    welcomeOnItsWay: 'Thank you for confirming. A welcome e-mail is on its way.',
    /** Confirmed, no welcome queued (mail is not configured). */
    withoutWelcome: 'Thank you for confirming your subscription.',
    alreadyConfirmed: 'Your subscription is already confirmed. There is nothing more to do.',
  },
  unsubscribe: {
    heading: 'Unsubscribe from the newsletter',
    text: `Press the button to stop receiving the ${site.name} newsletter at this address.`,
    button: 'Unsubscribe',
  },
  unsubscribed: {
    heading: 'You are unsubscribed',
    text: 'You will receive no more newsletter e-mails from us at this address. Changed your mind? You can sign up again on our website at any time.',
  },
  invalidLink: {
    heading: 'This link is not valid',
    text: 'The link may be incomplete or changed. Please open it again from the e-mail, or copy the whole address into your browser.',
  },
  expiredLink: {
    heading: 'This link has expired',
    text: (days: number) => `Confirmation links work for ${days} days. Please sign up again on our website to get a new one.`,
  },
  withdrawnLink: {
    heading: 'This link is no longer valid',
    text: 'This sign-up was withdrawn or removed since the link was sent. Please sign up again on our website to get a new link.',
  },
  backToSite: 'Back to the site',
} as const;
