import { FOUNDER_REASON_LABELS, type FounderReason } from '@/leads/form-copy';

/** The reason cards of /founder-contact, one per reason the lead contract accepts, named as the contract names them. */
export const founderReasons: readonly { value: FounderReason; label: string; description: string }[] = [
  { value: 'collaboration', label: FOUNDER_REASON_LABELS.collaboration, description: 'Partner with the studio on a project or product.' },
  { value: 'complaint', label: FOUNDER_REASON_LABELS.complaint, description: 'Something went wrong and you want the founder to know.' },
  { value: 'consulting', label: FOUNDER_REASON_LABELS.consulting, description: 'Advice on your web strategy, stack or launch.' },
  { value: 'project', label: FOUNDER_REASON_LABELS.project, description: 'Discuss a website or web app you want built.' },
  { value: 'other', label: FOUNDER_REASON_LABELS.other, description: 'Any other question for the founder.' },
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
