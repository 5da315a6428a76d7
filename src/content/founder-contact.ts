import type { FounderReason } from '@/leads/founder';

/** The reason cards of /founder-contact, one per reason the lead contract accepts. */
export const founderReasons: readonly { value: FounderReason; label: string; description: string }[] = [
  { value: 'collaboration', label: 'Collaboration', description: 'Partner with the studio on a project or product.' },
  { value: 'complaint', label: 'Complaint', description: 'Something went wrong and you want the founder to know.' },
  { value: 'consulting', label: 'Consulting', description: 'Advice on your web strategy, stack or launch.' },
  { value: 'project', label: 'New project', description: 'Discuss a website or web app you want built.' },
  { value: 'other', label: 'Something else', description: 'Any other question for the founder.' },
];

export const founderContactPage = {
  /** The hero's main button: down to the form. */
  start: { label: 'Write your message', formId: 'founder-form' },
  form: {
    title: 'Your message',
    intro: 'Fields marked * are required. The founder reads every message personally.',
  },
  success: {
    title: 'Message sent successfully!',
    text: 'The founder will review your message and respond shortly.',
  },
  error: {
    title: 'Something went wrong',
    retry: 'Try Again',
  },
} as const;
