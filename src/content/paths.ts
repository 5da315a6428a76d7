import type { LinkAction } from './types';

export interface PathChoice {
  title: string;
  description: string;
  points: readonly string[];
  action: LinkAction;
  badge?: string;
}

export const pathChoices: readonly PathChoice[] = [
  {
    title: 'Custom Services',
    description: 'Designed and built for your business: the right choice when your process, brand or integrations are unique.',
    points: ['From $2,500, fixed price', 'Custom sites in 2-4 weeks', 'Payment 30/40/30', '30 days of post-launch support'],
    action: { label: 'Get a Custom Quote', to: '/get-quote' },
  },
  {
    title: 'Turnkey Web Apps',
    description: 'A proven system rebranded as yours: the right choice when speed and a one-time price matter most.',
    points: ['From $2,999, paid once', 'Live in 24-48 hours', 'Complete source code', 'No monthly or annual fees'],
    action: { label: 'Browse Turnkey Web Apps', to: '/products' },
    badge: 'Most Popular',
  },
];

export const pathSections = {
  choices: { heading: 'Pick the path that fits' },
  specializations: { heading: 'Our specializations', intro: 'Six industries we know from the inside.' },
  faq: { heading: 'Questions about choosing', show: 'Show questions', hide: 'Hide questions' },
  testimonials: { heading: 'Clients on both paths' },
  cta: {
    heading: 'Still deciding? Start with a quote.',
    text: 'Describe your project in three short steps; we recommend a path and send a proposal within 72 hours of our call.',
    action: { label: 'Get Your Free Quote', to: '/get-quote' } satisfies LinkAction,
  },
} as const;
