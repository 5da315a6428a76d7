import type { IconName, LinkAction } from './types';

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
    price: 'From $2,500',
    priceNote: 'fixed price per project',
    description: 'A website or web app designed and built for your business.',
    includes: [
      'Discovery consultation and written proposal within 72 hours',
      '2 design revision rounds, 48-hour turnaround',
      'Technical SEO, analytics and security set up',
      '30 days of post-launch support',
      'Complete source code',
    ],
    payment: 'Paid 30/40/30: 30% to start, 40% at design approval, 30% at launch',
  },
  {
    title: 'Turnkey Web Apps',
    price: 'From $2,999',
    priceNote: 'one-time payment',
    description: 'A proven product rebranded as yours and deployed on your domain.',
    includes: [
      'Live in 24-48 hours',
      'Setup in about 7 working days: hosting, domain, rebranding, launch',
      'Complete source code',
      'No monthly fees, no annual charges, no hidden costs',
      '30 days of post-launch support',
    ],
    payment: 'Paid 50/50: half on order, half on delivery',
    highlight: 'Pay once and own it forever',
  },
  {
    title: 'White Label Licence',
    price: 'From $11,500',
    priceNote: 'per product, negotiable',
    description: 'Resell a turnkey product under your own brand with exclusive rights in your country.',
    includes: [
      'Exclusive rights in your country',
      'Complete source code',
      'No competition from us in your market',
      'Unlimited reselling rights',
    ],
    payment: 'Paid 50/50: half on signing, half on delivery',
  },
];

export interface PaymentSchedule {
  title: string;
  split: string;
  stages: readonly { share: number; when: string }[];
}

export const paymentSchedules: readonly PaymentSchedule[] = [
  { title: 'Turnkey web apps and standard projects', split: '50/50', stages: [{ share: 50, when: 'on order' }, { share: 50, when: 'on delivery' }] },
  {
    title: 'Custom and large projects',
    split: '30/40/30',
    stages: [{ share: 30, when: 'to start' }, { share: 40, when: 'at design approval' }, { share: 30, when: 'at launch' }],
  },
  { title: 'White-label licences', split: '50/50', stages: [{ share: 50, when: 'on signing' }, { share: 50, when: 'on delivery' }] },
];

export const paymentNotes: readonly string[] = [
  'Invoices are due within 7 days; nothing is charged before you approve the stage.',
  'Late payments bear interest of 1.5% per month on the overdue amount.',
  'Prices are fixed in the proposal. Extra work is quoted before it starts.',
];

export const maintenance: { title: string; price: string; description: string; includes: readonly string[] } = {
  title: 'Maintenance plans',
  price: 'From $99/month',
  description: 'Optional after your 30 days of included support. Cancel any time.',
  includes: ['Updates and security patches', 'Daily backups and uptime monitoring (99.9% target)', 'Content changes each month', 'Reply within 24 hours'],
};

export interface DeliveryPromise {
  icon: IconName;
  value: string;
  label: string;
}

export const deliveryPromises: readonly DeliveryPromise[] = [
  { icon: 'rocket', value: '7 days', label: 'Basic sites' },
  { icon: 'code', value: '2-4 weeks', label: 'Custom sites' },
  { icon: 'clock', value: '24-48 hours', label: 'Turnkey apps live' },
  { icon: 'layers', value: '~7 working days', label: 'Turnkey setup: hosting, domain, rebranding, launch' },
  { icon: 'pen', value: '72 hours', label: 'Proposal after your consultation' },
  { icon: 'check', value: '2 rounds', label: 'Design revisions, 48 h turnaround each' },
  { icon: 'chat', value: '30 minutes', label: 'Free discovery consultation' },
  { icon: 'support', value: '30 days', label: 'Post-launch support included' },
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
  text: 'Tell us about your project and receive a fixed-price proposal within 72 hours of our call.',
} as const;
