import { avatarImage, type CardItem, type Figure, type IconName, type ImageAsset, type LinkAction } from './types';
import { claims, customPaymentPhrase, say, times } from './facts';
import { workImage } from './work-images.ts';

/** The typing headline cycles through these, in this order (spec section 2). */
export const typingPhrases = [
  'Turnkey Web Apps',
  'E-commerce Solutions',
  'Custom Web Development',
  'SEO Optimization',
  'Portfolio Websites',
  'Law Firm Websites',
  'Medical Websites',
  'Logistics Systems',
  'Corporate Websites',
  'Restaurant Websites',
  'Digital Marketing',
  'Web Hosting',
] as const;

/** Read by screen readers instead of the changing headline text. */
export const typingSummary = `We build ${typingPhrases.slice(0, -1).join(', ')} and ${typingPhrases[typingPhrases.length - 1]}.`;

export const heroTrust: { avatars: readonly ImageAsset[]; professionals: string; satisfaction: string } = {
  avatars: [
    avatarImage('client-amelia', 'Amelia Hart'),
    avatarImage('client-omar', 'Omar Haddad'),
    avatarImage('client-grace', 'Grace Liu'),
    avatarImage('client-marcus', 'Marcus Bell'),
    avatarImage('client-sofia', 'Sofia Duarte'),
  ],
  professionals: `Trusted by ${say.clients} professionals`,
  satisfaction: `${say.satisfaction} Client Satisfaction`,
};

/** The strip under the hero. */
export const homeStats: readonly Figure[] = [
  { value: say.projects, label: 'Projects launched' },
  { value: String(claims.countries), label: 'Countries served' },
  // The number large, its unit in the label: the whole duration in the figure style would not fit a tile.
  { value: `~${times.turnkeyLiveWorkingDays}`, label: 'Working days to a live turnkey app' },
  { value: `${times.replyHours}h`, label: 'Response guarantee' },
];

export interface CoreService extends CardItem {
  icon: IconName;
  link: LinkAction;
}

export const coreServices: readonly CoreService[] = [
  {
    icon: 'code',
    title: 'Custom Web Development',
    description:
      'Websites and web apps designed around how your clients actually decide: fast pages, clear calls to action, and a content system your team can run.',
    link: { label: 'Custom services', to: '/services' },
  },
  {
    icon: 'cart',
    title: 'E-commerce Solutions',
    description: 'Online stores with secure checkout, inventory and order management, and product pages built to convert on a phone.',
    link: { label: 'E-commerce services', to: '/services' },
  },
  {
    icon: 'search',
    title: 'SEO & Digital Marketing',
    description: 'Technical SEO, local search and content that compound. Our clients typically see 40-200% more organic traffic within 3-6 months.',
    link: { label: 'SEO results', to: '/analytics' },
  },
  {
    icon: 'rocket',
    title: 'Turnkey Web Apps',
    description: `Ready-to-deploy systems for venues, stores, clinics and law practices. One payment, full source code, live in about ${say.turnkeyLive}.`,
    link: { label: 'Turnkey apps', to: '/products' },
  },
];

export interface PathOption {
  title: string;
  description: string;
  points: readonly string[];
  badge?: string;
  action: LinkAction;
}

export const choosePath: { heading: string; intro: string; options: readonly PathOption[] } = {
  heading: 'Choose Your Path',
  intro: `Two ways to work with us. Both come with source code you own and a team that answers within ${say.reply}.`,
  options: [
    {
      title: 'Custom Services',
      description: 'A website or system designed and built for your business from a blank page.',
      points: [
        `Custom projects from ${say.customFrom}`,
        `Basic sites in ${say.basicSite}, custom sites in ${say.customSite}`,
        `Paid ${customPaymentPhrase}`,
        `${say.support} of post-launch support included`,
      ],
      action: { label: 'Get Custom Quote', to: '/get-quote' },
    },
    {
      title: 'Turnkey Web Apps',
      description: 'A proven product, rebranded as yours and deployed on your domain.',
      badge: 'Most Popular',
      points: [
        `From ${say.turnkeyFrom}, paid once: no monthly or annual fees`,
        `Live in about ${say.turnkeyLive}`,
        'Complete source code included',
        'White-label licences with exclusive rights per country',
      ],
      action: { label: 'Browse Products', to: '/products' },
    },
  ],
};

export interface ProcessStepSummary {
  title: string;
  description: string;
}

export const homeProcess: readonly ProcessStepSummary[] = [
  { title: 'Discovery', description: 'A 30-minute call about your goals, clients and deadline. No charge, no obligation.' },
  { title: 'Strategy', description: `A written proposal within ${say.proposal}: scope, timeline, fixed price and payment stages.` },
  { title: 'Design', description: 'Designs for your key pages, with 2 revision rounds and a 48-hour turnaround on each.' },
  { title: 'Launch', description: `We build, test and launch, then stay on call with ${say.support} of post-launch support.` },
];

export const trustFigures: { heading: string; figures: readonly Figure[] } = {
  heading: 'Results clients can check',
  figures: [
    { value: say.clients, label: `clients in ${claims.countries} countries` },
    { value: say.retention, label: 'client retention' },
    { value: '100%', label: 'secure: SSL, backups and updates on every site' },
  ],
};

export const homeCta: { heading: string; text: string; actions: readonly LinkAction[] } = {
  heading: 'Ready to grow your business online?',
  text: `Tell us where you want to be in six months. We will reply within ${say.reply} with a clear next step.`,
  actions: [
    { label: 'Book a Consultation', to: '/consultation-booking' },
    { label: 'Contact Our Team', to: '/contact' },
  ],
};

/** The hero's pictures: two pieces of our work, a client's website and a turnkey app on a phone. */
export const heroShowcase: { desktop: ImageAsset; phone: ImageAsset } = {
  desktop: workImage('coastal-kitchen-home', 'Coastal Kitchen’s website with pickup ordering, designed and built by the studio'),
  phone: workImage('venuepro-mobile', 'VenuePro, a turnkey booking app, on a phone'),
};

/** Headings of the home page bands. */
export const homeSections = {
  stats: { label: 'Studio in numbers' },
  services: { heading: 'Core services', intro: 'Four ways we help businesses win clients online.' },
  path: { more: { label: 'Compare both paths in detail', to: '/paths' } },
  process: {
    heading: 'From first call to launch in four steps',
    more: { label: 'See every phase of our process', to: '/process' },
  },
  faq: { heading: 'Frequently asked questions', intro: 'Straight answers to what clients ask us most.' },
  testimonials: { heading: 'What our clients say', label: 'Client testimonials' },
} as const;
