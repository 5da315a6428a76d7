/** What a mail is: a lead's notification, a subscriber's confirmation request or welcome, or the hourly digest of newsletter sign-ups. */
export type MailPurpose = 'notification' | 'confirmation' | 'welcome' | 'newsletter-digest';

/** A mail to queue together with its lead. */
export interface OutgoingMail {
  purpose: MailPurpose;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers, sent as given (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}
