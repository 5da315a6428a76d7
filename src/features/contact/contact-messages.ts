import type { LeadFailureMessages } from '@/components/lead-outcome';

/** Spec sections 5 and 8, contact form. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill all required fields';
export const CONTACT_FAILURE_MESSAGES: LeadFailureMessages = {
  serverFailed: 'Failed to send message',
  unreachable: 'Failed to submit form. Please try again.',
};
/** How long the success or error banner stays (spec section 9). */
export const BANNER_LIFETIME_MS = 5000;
