import { say, times } from './facts';

/** The copy of /contact around its form (the hero is in pages.ts, the service list in leads/contact.ts). */
export const contactPage = {
  /** The hero's main button: the anchor down to the form. */
  getStarted: { label: 'Get Started', formId: 'contact-form' },
  form: {
    title: 'Send us a message',
    intro: 'Tell us about your business and what you would like to build. Fields marked * are required.',
  },
  emailCard: {
    title: 'Email us',
    text: 'Prefer your own mail app? Write to us directly.',
  },
  founderCard: {
    title: 'Talk to the founder',
    text: 'A partnership, consulting, or something that needs the founder’s eyes? Send a message straight to him.',
    linkLabel: 'Reach Out to the Founder',
  },
  expertise: {
    title: 'Our expertise',
    intro: 'Websites and systems for the sectors we know best:',
  },
  tiles: [
    { value: `${times.replyHours}h`, label: 'response time' },
    { value: say.satisfaction, label: 'satisfaction' },
  ],
} as const;
