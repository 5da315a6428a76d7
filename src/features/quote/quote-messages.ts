import type { LeadFailureMessages } from '@/components/lead-outcome';

/** Spec sections 5 and 8, quote wizard. */
export const QUOTE_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const QUOTE_FAILURE_MESSAGES: LeadFailureMessages = {
  serverFailed: 'Failed to submit request',
  unreachable: 'An error occurred. Please try again later.',
};

/** The spec colours the wizard's message by its wording: green when it thanks, red otherwise. */
export function isThankYou(message: string): boolean {
  return message.includes('Thank you');
}
