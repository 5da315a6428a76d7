/** Copy of /get-quote around the wizard (options come from leads/quote.ts). */
import { say } from './facts';

export const QUOTE_STEPS = [
  { step: 1, title: 'Tell Us About Your Project', intro: 'What are we building, where, and for what budget?' },
  { step: 2, title: 'Project Details & Timeline', intro: 'When you need it, and what it must do.' },
  { step: 3, title: 'Contact Information', intro: 'Where we send your custom proposal.' },
] as const;

export type QuoteStep = (typeof QUOTE_STEPS)[number]['step'];

export const quoteReassurances = [
  {
    title: 'Secure process',
    text: 'Your details travel encrypted and are only used to prepare your proposal.',
  },
  {
    title: 'Client-focused',
    text: `A custom proposal shaped around your goals and budget, within ${say.proposal} of our first conversation.`,
  },
  {
    title: 'No spam',
    text: 'We never share your e-mail or add you to lists you did not ask for.',
  },
] as const;

export const quotePage = {
  /** The hero's main button: down to the wizard's card. */
  start: { label: 'Start your quote', formId: 'quote-form' },
  formTitle: 'Request your proposal',
  productBanner: {
    title: 'Requesting a quote for',
  },
  /** The heading that follows the product line in the prefilled additional information. */
  additionalRequirementsHeading: 'Additional Requirements:',
  submitLabel: 'Request My Proposal',
  busyLabel: 'Processing...',
} as const;
