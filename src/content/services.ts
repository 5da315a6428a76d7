import type { CardItem, IconName, LinkAction } from './types';
import { say, times } from './facts';

/** How many features a service block shows before 'Show All' (spec section 9). */
export const SERVICE_FEATURES_SHOWN = 3;

/** A service block of /services (spec section 3). */
export interface ServiceBlock {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  pageLink: string;
}

export const serviceBlocks: readonly ServiceBlock[] = [
  {
    id: 'custom-web-development',
    icon: 'code',
    title: 'Custom Web Development',
    description: 'Websites and web applications designed and coded for your business, from a five-page practice site to a client portal.',
    features: [
      'Responsive design for phones, tablets and desktops',
      'Fast pages: Core Web Vitals in the green',
      'Content management your team can use without code',
      'Custom forms that route enquiries to the right person',
      'Booking and calendar integrations',
      'Client portals with secure sign-in',
      'Multilingual and right-to-left layouts',
      'Accessibility to WCAG 2.1 AA',
      'Technical SEO built in from the first page',
      'SSL, security headers and daily backups',
      'Analytics and conversion tracking',
      'Complete source code handed over at launch',
    ],
    pageLink: '/get-quote',
  },
  {
    id: 'e-commerce-solutions',
    icon: 'cart',
    title: 'E-commerce Solutions',
    description: 'Online stores that are quick to browse and easy to pay in, with the back office to run them day to day.',
    features: [
      'Product catalogue with variants and filters',
      'Secure checkout with card and wallet payments',
      'Inventory and stock alerts',
      'Order management and fulfilment workflow',
      'Discount codes, bundles and gift cards',
      'Multi-currency and tax rules per country',
      'Abandoned-cart e-mails',
      'Customer accounts and order history',
      'Shipping rates and carrier integrations',
      'Product pages structured for search results',
      'Sales and product reports',
      'Migration from your current store',
    ],
    pageLink: '/get-quote',
  },
  {
    id: 'seo-digital-marketing',
    icon: 'search',
    title: 'SEO & Digital Marketing',
    description: 'Search and marketing work that compounds: our clients typically see 40-200% more organic traffic within 3-6 months.',
    features: [
      'Technical SEO audit and fixes',
      'Keyword research for your market and city',
      'On-page optimisation of every key page',
      'Local SEO and Google Business Profile',
      'Content plan and articles written for your clients',
      'Structured data for rich results',
      'Link building from relevant sites',
      'Google Ads and social campaigns',
      'Conversion-rate optimisation',
      'Analytics dashboards you can read',
      'Monthly ranking and traffic reports',
      'Competitor monitoring',
    ],
    pageLink: '/get-quote',
  },
];

/** The four steps of /services. */
export const servicesProcess: readonly CardItem[] = [
  {
    icon: 'chat',
    title: `${times.discoveryMinutes}-minute consultation`,
    description: 'A free call to understand your goals, audience and deadline, and whether we are the right fit.',
  },
  {
    icon: 'pen',
    title: 'Proposal',
    description: `Within ${say.proposal}: scope, timeline, fixed price and payment stages, in writing.`,
  },
  {
    icon: 'layers',
    title: 'Design and development',
    description: 'Designs first, with 2 revision rounds and a 48-hour turnaround, then the build, tested on real devices.',
  },
  {
    icon: 'support',
    title: '30-day post-launch support',
    description: `After launch we fix, adjust and train your team for ${say.support} at no extra cost.`,
  },
];

export const whyChoose: readonly CardItem[] = [
  {
    icon: 'clock',
    title: 'Fast delivery',
    description: `Basic sites in ${say.basicSite}, custom sites in ${say.customSite}, turnkey apps live in about ${say.turnkeyLive}.`,
  },
  { icon: 'shield', title: 'Secure by default', description: 'SSL, security headers, daily backups and updates on every site we build.' },
  { icon: 'chart', title: 'Measurable results', description: 'SEO clients typically gain 40-200% organic traffic within 3-6 months.' },
  { icon: 'chat', title: 'A 24-hour response', description: `Every message gets a reply within ${say.reply}, from the people building your site.` },
  { icon: 'code', title: 'You own the code', description: 'Complete source code at handover. No lock-in, no licence fees for custom work.' },
  { icon: 'heart', title: 'Clients who stay', description: '98% of our clients come back for their next project or keep us on maintenance.' },
];

export const servicesIndustries: { heading: string; intro: string } = {
  heading: 'Industries we know well',
  intro: 'Six sectors where we have built enough sites to know what their clients look for.',
};

export const servicesCta: { heading: string; text: string; actions: readonly LinkAction[] } = {
  heading: 'Let\u2019s scope your project',
  text: `A free quote in three short steps, or a ready-made web app live in about ${say.turnkeyLive}.`,
  actions: [
    { label: 'Get Your Free Quote', to: '/get-quote' },
    { label: 'Explore Turnkey Web Apps', to: '/products' },
  ],
};

export const servicesSections = {
  blocks: {
    heading: 'What we build for you',
    intro: 'Each service comes with a fixed price, a written scope and complete source code.',
  },
  process: { heading: 'How a project runs' },
  whyChoose: { heading: 'Why clients choose us' },
} as const;
