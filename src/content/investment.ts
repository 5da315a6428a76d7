import type { IconName, LinkAction } from './types';
import { paymentSplits, say, times } from './facts';

export interface PriceOption {
  title: string;
  price: string;
  priceNote: string;
  description: string;
  includes: readonly string[];
  payment: string;
  highlight?: string;
}

export const pricingOptions: readonly PriceOption[] = [
  {
    title: 'Custom Services',
    price: `From ${say.customFrom}`,
    priceNote: 'fixed price per project',
    description: 'A website or web app designed and built for your business.',
    includes: [
      `Discovery consultation and written proposal within ${say.proposal}`,
      '2 design revision rounds, 48-hour turnaround',
      'Technical SEO, analytics and security set up',
      `${say.support} of post-launch support`,
      'Complete source code',
    ],
    payment: `Paid ${say.standardSplit} under ${say.largeProjectFrom}; from ${say.largeProjectFrom}, ${say.largeSplit}: 30% to start, 40% at design approval, 30% at launch`,
  },
  {
    title: 'Turnkey Web Apps',
    price: `From ${say.turnkeyFrom}`,
    priceNote: 'one-time payment',
    description: 'A proven product rebranded as yours and deployed on your domain.',
    includes: [
      `Live on your domain in about ${say.turnkeyLive}: hosting, domain, rebranding, launch`,
      'Complete source code',
      'No monthly fees, no annual charges, no hidden costs',
      `${say.support} of post-launch support`,
    ],
    payment: `Paid ${say.turnkeySplit}: half on order, half on delivery`,
    highlight: 'Pay once and own it forever',
  },
  {
    title: 'White Label Licence',
    price: `From ${say.whiteLabelFrom}`,
    priceNote: 'per product, negotiable',
    description: 'Resell a turnkey product under your own brand with exclusive rights in your country.',
    includes: ['Exclusive rights in your country', 'Complete source code', 'No competition from us in your market', 'Unlimited reselling rights'],
    payment: `Paid ${say.whiteLabelSplit}: half on signing, half on delivery`,
  },
];

export interface PaymentSchedule {
  title: string;
  split: string;
  stages: readonly { share: number; when: string }[];
}

export const paymentSchedules: readonly PaymentSchedule[] = [
  {
    title: `Turnkey web apps and custom projects under ${say.largeProjectFrom}`,
    split: say.standardSplit,
    stages: [
      { share: paymentSplits.standard[0], when: 'on order' },
      { share: paymentSplits.standard[1], when: 'on delivery' },
    ],
  },
  {
    title: `Custom projects from ${say.largeProjectFrom}`,
    split: say.largeSplit,
    stages: [
      { share: paymentSplits.large[0], when: 'to start' },
      { share: paymentSplits.large[1], when: 'at design approval' },
      { share: paymentSplits.large[2], when: 'at launch' },
    ],
  },
  {
    title: 'White-label licences',
    split: say.whiteLabelSplit,
    stages: [
      { share: paymentSplits.whiteLabel[0], when: 'on signing' },
      { share: paymentSplits.whiteLabel[1], when: 'on delivery' },
    ],
  },
];

export const paymentNotes: readonly string[] = [
  'Invoices are due within 7 days; nothing is charged before you approve the stage.',
  'Late payments bear interest of 1.5% per month on the overdue amount.',
  'Prices are fixed in the proposal. Extra work is quoted before it starts.',
];

export const maintenance: { title: string; price: string; description: string; includes: readonly string[] } = {
  title: 'Maintenance plans',
  price: `From ${say.maintenance}`,
  description: `Optional after your ${say.support} of included support. Cancel any time.`,
  includes: [
    'Updates and security patches',
    `Daily backups and uptime monitoring (${say.uptime} target)`,
    'Content changes each month',
    `Reply within ${say.reply}`,
  ],
};

export interface DeliveryPromise {
  icon: IconName;
  value: string;
  label: string;
}

export const deliveryPromises: readonly DeliveryPromise[] = [
  { icon: 'rocket', value: say.basicSite, label: 'Basic sites' },
  { icon: 'code', value: say.customSite, label: 'Custom sites' },
  { icon: 'layers', value: `~${say.turnkeyLive}`, label: 'Turnkey apps live: hosting, domain, rebranding, launch' },
  { icon: 'pen', value: say.proposal, label: 'Proposal after your consultation' },
  { icon: 'check', value: `${times.revisionRounds} rounds`, label: 'Design revisions, 48 h turnaround each' },
  { icon: 'chat', value: `${times.discoveryMinutes} minutes`, label: 'Free discovery consultation' },
  { icon: 'support', value: say.support, label: 'Post-launch support included' },
];

export const investmentSections = {
  pricing: { heading: 'What a project costs', intro: 'Three ways to work with us, each with a price you know before we start.' },
  payment: { heading: 'Payment terms', intro: 'Payments follow milestones you can see and approve.' },
  delivery: { heading: 'Delivery promises', intro: 'The dates we commit to in writing.' },
  care: { heading: 'Ongoing care', intro: 'Keep your site fast, secure and up to date after launch.' },
} as const;

export const investmentCtas: readonly LinkAction[] = [
  { label: 'Get Your Free Quote', to: '/get-quote' },
  { label: 'Browse Turnkey Web Apps', to: '/products' },
];

export const investmentCta = {
  heading: 'Know your number before you commit',
  text: `Tell us about your project and receive a fixed-price proposal within ${say.proposal} of our call.`,
} as const;
