import type { LeadFailureMessages } from '@/components/lead-outcome';

/** Spec sections 4, 8 and 9, founder form. */
export const FOUNDER_REQUIRED_MESSAGE = 'Please fill all required fields';
export const FOUNDER_FAILURE_MESSAGES: LeadFailureMessages = {
  serverFailed: 'Failed to send message',
  unreachable: 'Network error. Please check your connection and try again.',
};
/** How long 'Success!' stays before the form is reset and ready again. */
export const FOUNDER_SUCCESS_RESET_MS = 5000;
