export type MailPurpose = 'notification' | 'welcome';

/** A mail to queue in the outbox together with its lead. */
export interface OutgoingMail {
  purpose: MailPurpose;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}
