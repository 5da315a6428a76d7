import type { LinkAction } from './types';
import { customPaymentPhrase, say } from './facts';

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
    points: [
      `From ${say.customFrom}, fixed price`,
      `Custom sites in ${say.customSite}`,
      `Payment ${customPaymentPhrase}`,
      `${say.support} of post-launch support`,
    ],
    action: { label: 'Get a Custom Quote', to: '/get-quote' },
  },
  {
    title: 'Turnkey Web Apps',
    description: 'A proven system rebranded as yours: the right choice when speed and a one-time price matter most.',
    points: [`From ${say.turnkeyFrom}, paid once`, `Live in about ${say.turnkeyLive}`, 'Complete source code', 'No monthly or annual fees'],
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
    text: `Describe your project in three short steps; we recommend a path and send a proposal within ${say.proposal} of our call.`,
    action: { label: 'Get Your Free Quote', to: '/get-quote' } satisfies LinkAction,
  },
} as const;
