import type { LeadFailureMessages } from '@/components/lead-outcome';

/** Spec section 8, newsletter. */
export const NEWSLETTER_FAILURE_MESSAGES: LeadFailureMessages = {
  serverFailed: 'Subscription failed',
  unreachable: 'An error occurred while subscribing',
};
