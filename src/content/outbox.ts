import type { LeadKind } from '@/leads/kinds';

/** How the outbox names each kind of lead to the visitor. */
export const leadKindLabels: Record<LeadKind, string> = {
  newsletter: 'Newsletter sign-up',
  contact: 'Contact message',
  quote: 'Quote request',
  founder: 'Message to the founder',
  booking: 'Consultation request',
};

export const outboxCopy = {
  queued: 'Saved on this device. It will be sent automatically when you are back online.',
  bookingQueued:
    'Your consultation request is saved on this device and will be sent automatically when you are back online. The slot is requested, not yet confirmed: we confirm it by e-mail once the request arrives.',
  indicatorLabel: (count: number) => (count === 1 ? '1 message waiting to be sent' : `${count} messages waiting to be sent`),
  panelTitle: 'Messages on this device',
  panelIntro: 'These messages are kept on this device until our server has them. Nothing here is lost if you close the page.',
  empty: 'Nothing is waiting to be sent.',
  states: { pending: 'Waiting to send', failed: 'Needs attention', expired: 'Expired' },
  retry: 'Retry',
  discard: 'Discard',
  discardConfirmTitle: 'Discard this message?',
  discardConfirmBody: 'It has not reached us yet. If you discard it, it is deleted from this device and never sent.',
  discardConfirm: 'Discard message',
  keep: 'Keep it',
  deliveredTitle: 'Sent',
  /** A queued lead delivered later; `serverNote`: what the server answered, when the visitor needs it (a sign-up: whether a confirmation mail went out). */
  delivered: (label: string, serverNote?: string) => `${label} reached us. ${serverNote ?? 'Thank you!'}`,
  failedTitle: 'A message needs your attention',
  expiredTitle: 'A message could not be sent',
  /** The footer's quiet line once the site is saved on the device and opens without a connection. */
  offlineReady: 'Available offline',
  updateTitle: 'New version available',
  updateBody: 'Reload to use the latest version of the site.',
  reload: 'Reload',
  install: 'Install app',
  iosHintTitle: 'Add to Home Screen',
  iosHint: 'Tap the Share button, then "Add to Home Screen" to install this site as an app.',
} as const;
