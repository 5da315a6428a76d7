/**
 * The turnkey web app catalogue: the 8 products of the catalogue table (spec, "Catalogue content"),
 * their plans (spec section 9; the amounts are offer facts, `facts.ts`). Product-page copy lives in
 * `product-pages.ts`.
 */
import { cataloguePrices, type Money, say, turnkeyLiveSentence } from './facts.ts';
import type { ImageAsset } from './types';
import { workImage } from './work-images.ts';

export type ProductStatus = 'Available' | 'Coming Soon';

/** The tiers a quote can be started for (the `selectedProduct` hand-off). */
export type PlanTier = 'Premium' | 'Professional' | 'Standard' | 'White Label';

/**
 * The quote wizard's project type a product starts (a subset of QUOTE_PROJECT_TYPES in
 * src/leads/form-copy.ts: the product page hands it on as a SelectedProduct, whose type is
 * that list's, so tsc refuses a type the wizard does not offer).
 */
export type ProductProjectType = 'Event Venue Booking System' | 'E-commerce Store' | 'Web Application';

export interface Plan {
  name: PlanTier;
  /** One-time payment. */
  price: Money;
  description: string;
  features: readonly string[];
  popular: boolean;
}

export interface CatalogueEntry {
  id: string;
  name: string;
  tagline: string;
  description: string;
  /** What the product is, in a few words (the product page's title and description). */
  kind: string;
  category: string;
  /** The catalogue's "from" price: the Standard plan's. */
  fromPrice: Money;
  image: ImageAsset | null;
  /** Card features; the catalogue shows the first {@link CARD_FEATURE_LIMIT}. */
  features: readonly string[];
  status: ProductStatus;
  popular: boolean;
  soldCount: number;
  soldCountries: readonly string[];
  /** The notice behind the status badge. */
  fomoMessage: string;
  /** The quote wizard's project type this product starts. */
  quoteProjectType: ProductProjectType;
  plans: readonly Plan[];
}

/** The catalogue card lists this many features, then '+N more features'. */
export const CARD_FEATURE_LIMIT = 4;

/** White-label licensing (spec section 9). */
export const whiteLabelLicensing = {
  fromPrice: say.whiteLabelFrom,
  heading: 'White-Label Licensing',
  summary:
    'Resell any of our turnkey web apps under your own brand. A white-label licence gives you the complete source code and exclusive rights in your country: we stop selling that product there, so you face no competition from us.',
  priceNote: `From ${say.whiteLabelFrom} per product, negotiable`,
  points: [
    'Complete source code, yours to rebrand and extend',
    'Exclusive rights in your country: one licence per product per country',
    'Unlimited reselling rights to your own clients',
    `Paid ${say.whiteLabelSplit}: half on signature, half on handover`,
  ],
} as const;

/** The Important Notice on the catalogue page. */
export const catalogueNotice = {
  heading: 'Important Notice',
  points: [
    'Every product is a one-time purchase: no monthly fees, no annual charges, no hidden costs. Pay once and own it forever.',
    turnkeyLiveSentence,
    'White-label rights are exclusive per country. When a country is licensed, that product is no longer sold there.',
    'Coming Soon products can be pre-ordered now; pre-orders keep the listed price.',
  ],
} as const;

/** The guarantee line of spec section 9, shown under plan cards. */
export const oneTimePaymentGuarantee = 'No monthly fees, no annual charges, no hidden costs. Pay once and own it forever.';

const whiteLabelBenefits = [
  'Exclusive ownership in your country',
  'Everything in Standard',
  'Complete source code',
  'Exclusive rights',
  'No competition from us',
  'Unlimited reselling rights',
] as const;

export const catalogue = [
  {
    id: 'venuepro',
    name: 'VenuePro',
    tagline: 'Event venue booking, from enquiry to final invoice',
    description:
      'A complete booking system for event venues: live availability, online deposits, event packages and a staff dashboard that replaces the spreadsheet and the phone diary.',
    kind: 'Event venue booking system',
    category: 'Event Management',
    fromPrice: cataloguePrices.venuepro.standard,
    image: workImage('venuepro-calendar', 'VenuePro booking calendar with confirmed and pending events'),
    features: [
      'Live availability calendar',
      'Online booking with deposits',
      'Event package builder',
      'Client portal with contracts',
      'Staff and room scheduling',
      'Automated reminder emails',
      'Revenue and occupancy reports',
      'Multi-venue management',
    ],
    status: 'Available',
    popular: true,
    soldCount: 6,
    soldCountries: ['United Kingdom'],
    fomoMessage: 'Six venues in the United Kingdom already take bookings with VenuePro, and UK white-label rights are taken. Other countries are still open.',
    quoteProjectType: 'Event Venue Booking System',
    plans: [
      {
        name: 'Standard',
        price: cataloguePrices.venuepro.standard,
        description: 'For a single venue or venue group that runs its own bookings.',
        features: ['5 user accounts', 'Booking calendar and online deposits', 'Client portal', 'Reports dashboard', `${say.support} of post-launch support`],
        popular: false,
      },
      {
        name: 'White Label',
        price: cataloguePrices.venuepro.whiteLabel,
        description: 'Resell VenuePro under your own brand, with exclusive rights in your country.',
        features: ['Unlimited accounts', ...whiteLabelBenefits],
        popular: false,
      },
    ],
  },
  {
    id: 'hexacart',
    name: 'HexaCart',
    tagline: 'An online store you own outright, not rent',
    description:
      'A fast, SEO-ready e-commerce platform with checkout, inventory and order management built in. No per-sale commission and no monthly platform fee.',
    kind: 'E-commerce platform',
    category: 'E-commerce',
    fromPrice: cataloguePrices.hexacart.standard,
    image: workImage('hexacart-storefront', 'HexaCart storefront with a product grid and cart'),
    features: [
      'Unlimited products and variants',
      'Card and PayPal checkout',
      'Inventory across warehouses',
      'Discount codes and bundles',
      'Abandoned-cart recovery',
      'Multi-currency pricing',
      'Orders, returns and refunds',
    ],
    status: 'Available',
    popular: false,
    soldCount: 7,
    soldCountries: ['Canada', 'Australia'],
    fomoMessage: 'Seven stores in Canada and Australia launched on HexaCart, and white-label rights there are taken. Your country may still be available.',
    quoteProjectType: 'E-commerce Store',
    plans: [
      {
        name: 'Standard',
        price: cataloguePrices.hexacart.standard,
        description: 'For a brand selling online from its own store.',
        features: [
          'Unlimited products',
          'Checkout and payments set up',
          'Inventory and order management',
          'SEO-ready product pages',
          `${say.support} of post-launch support`,
        ],
        popular: false,
      },
      {
        name: 'White Label',
        price: cataloguePrices.hexacart.whiteLabel,
        description: 'Launch stores for your clients under your own platform brand.',
        features: [...whiteLabelBenefits],
        popular: false,
      },
    ],
  },
  {
    id: 'restaurant-manager',
    name: 'Restaurant Manager',
    tagline: 'Orders, tables and kitchen in one system',
    description:
      'Online ordering, reservations and a kitchen display that talk to each other, so the front of house, the kitchen and the owner see the same night.',
    kind: 'Restaurant management system',
    category: 'Hospitality',
    fromPrice: cataloguePrices['restaurant-manager'].standard,
    image: workImage('restaurant-manager-floor', 'Restaurant Manager floor plan with table status'),
    features: ['Online ordering and takeaway', 'Table reservations', 'Kitchen display screen', 'QR-code menus', 'Staff rota and roles', 'Daily sales reports'],
    status: 'Coming Soon',
    popular: false,
    soldCount: 0,
    soldCountries: [],
    fomoMessage: "Pre-orders available: reserve the launch price and your country's white-label rights before release.",
    quoteProjectType: 'Web Application',
    plans: [
      {
        name: 'Standard',
        price: cataloguePrices['restaurant-manager'].standard,
        description: 'For a restaurant, café or small group of sites.',
        features: ['Online ordering and reservations', 'Kitchen display screen', 'QR-code menus', 'Sales reports', `${say.support} of post-launch support`],
        popular: false,
      },
      {
        name: 'White Label',
        price: cataloguePrices['restaurant-manager'].whiteLabel,
        description: 'Offer Restaurant Manager to restaurants under your own brand.',
        features: [...whiteLabelBenefits],
        popular: false,
      },
    ],
  },
  {
    id: 'logixfleet',
    name: 'LogixFleet',
    tagline: 'Every vehicle, route and driver on one screen',
    description:
      'Fleet and logistics management with live tracking, route optimisation and dispatch, for transport companies that have outgrown phone calls and whiteboards.',
    kind: 'Fleet and logistics management',
    category: 'Logistics',
    fromPrice: cataloguePrices.logixfleet.standard,
    image: workImage('logixfleet-tracking', 'LogixFleet map with live vehicle positions'),
    features: [
      'Real-time Tracking',
      'Route Optimization',
      'Fleet Management',
      'Driver Analytics',
      'Fuel Management',
      'Maintenance Tracking',
      'Dispatch System',
      'Performance Reports',
    ],
    status: 'Coming Soon',
    popular: false,
    soldCount: 0,
    soldCountries: [],
    fomoMessage: 'Pre-orders available: join the waitlist to lock the launch price and first pick of white-label countries.',
    quoteProjectType: 'Web Application',
    plans: [
      {
        name: 'Standard',
        price: cataloguePrices.logixfleet.standard,
        description: 'For logistics companies running their own fleet.',
        features: ['Real-time Tracking', 'Route Optimization', 'Fleet Management', 'Driver Analytics'],
        popular: false,
      },
      {
        name: 'White Label',
        price: cataloguePrices.logixfleet.whiteLabel,
        description: 'Sell LogixFleet to transport companies under your own brand.',
        features: [...whiteLabelBenefits],
        popular: false,
      },
    ],
  },
  {
    id: 'edusuite',
    name: 'EduSuite',
    tagline: 'A learning platform for schools and academies',
    description: 'Courses, assessments, fees and attendance in one learning management system, with portals for students and parents.',
    kind: 'Education and learning management',
    category: 'Education',
    fromPrice: cataloguePrices.edusuite.standard,
    image: workImage('edusuite-courses', 'EduSuite course dashboard with progress bars'),
    features: [
      'Student Portal',
      'Course Management',
      'Online Assessments',
      'Fee Management',
      'Attendance Tracking',
      'Parent Portal',
      'Virtual Classrooms',
      'Progress Analytics',
    ],
    status: 'Coming Soon',
    popular: false,
    soldCount: 0,
    soldCountries: [],
    fomoMessage: 'Pre-orders available: schools that pre-order get the launch price and help shape the first release.',
    quoteProjectType: 'Web Application',
    plans: [],
  },
  {
    id: 'finsecure',
    name: 'FinSecure',
    tagline: 'Your company finances, clear and audit-ready',
    description: 'A finance dashboard for small and mid-sized companies: invoices, expenses, tax and bank feeds in one place, with a full audit trail.',
    kind: 'Finance dashboard',
    category: 'Finance',
    fromPrice: cataloguePrices.finsecure.standard,
    image: workImage('finsecure-dashboard', 'FinSecure cash-flow chart and invoice list'),
    features: [
      'Financial Dashboard',
      'Invoice Management',
      'Expense Tracking',
      'Tax Calculations',
      'Bank Integration',
      'Financial Reports',
      'Multi-currency',
      'Audit Trail',
    ],
    status: 'Coming Soon',
    popular: false,
    soldCount: 0,
    soldCountries: [],
    fomoMessage: 'Pre-orders available: join the waitlist for early access and launch pricing.',
    quoteProjectType: 'Web Application',
    plans: [],
  },
  {
    id: 'medflow',
    name: 'MedFlow',
    tagline: 'Healthcare appointments without the phone queue',
    description: 'Online appointments, reminders and patient records for clinics and practices, built with HIPAA-minded access controls from the first line.',
    kind: 'Healthcare appointment system',
    category: 'Healthcare',
    fromPrice: cataloguePrices.medflow.standard,
    image: workImage('medflow-schedule', 'MedFlow appointment schedule for three doctors'),
    features: [
      'Online appointment booking',
      'Patient records and history',
      'SMS and email reminders',
      'Doctor schedules',
      'Telehealth consultations',
      'Billing and insurance claims',
      'Role-based access controls',
      'Clinic performance reports',
    ],
    status: 'Coming Soon',
    popular: false,
    soldCount: 0,
    soldCountries: [],
    fomoMessage: 'Pre-orders available: clinics that pre-order are first in line for setup.',
    quoteProjectType: 'Web Application',
    plans: [
      {
        name: 'Standard',
        price: cataloguePrices.medflow.standard,
        description: 'For a clinic or practice with its own team of doctors.',
        features: [
          'Online booking and reminders',
          'Patient records',
          'Doctor schedules',
          'Role-based access controls',
          `${say.support} of post-launch support`,
        ],
        popular: false,
      },
      {
        name: 'White Label',
        price: cataloguePrices.medflow.whiteLabel,
        description: 'Offer MedFlow to clinics under your own brand.',
        features: [...whiteLabelBenefits],
        popular: false,
      },
    ],
  },
  {
    id: 'legalflow',
    name: 'LegalFlow',
    tagline: 'Practice management for modern law firms',
    description: 'Cases, documents, billable time and a secure client portal in one system, so lawyers spend their hours on law rather than on admin.',
    kind: 'Legal practice management',
    category: 'Legal',
    fromPrice: cataloguePrices.legalflow.standard,
    image: workImage('legalflow-cases', 'LegalFlow case list with deadlines and status'),
    features: [
      'Case Management',
      'Document Management',
      'Client Portal',
      'Calendar Integration',
      'Time Tracking',
      'Analytics Dashboard',
      'Legal Research Tools',
      'Mobile Responsive',
    ],
    status: 'Coming Soon',
    popular: false,
    soldCount: 0,
    soldCountries: [],
    fomoMessage: 'Pre-orders available: white-label licences for LegalFlow can be quoted today.',
    quoteProjectType: 'Web Application',
    plans: [
      {
        name: 'Standard',
        price: cataloguePrices.legalflow.standard,
        description: 'For small law firms.',
        features: ['Case Management', 'Client Portal', 'Document Management', 'Time Tracking'],
        popular: false,
      },
      {
        name: 'White Label',
        price: cataloguePrices.legalflow.whiteLabel,
        description: "Exclusive ownership in the buyer's country.",
        features: ['Everything in Standard', 'Complete source code', 'Exclusive rights', 'No competition from us', 'Unlimited reselling rights'],
        popular: true,
      },
    ],
  },
] as const satisfies readonly CatalogueEntry[];

export type ProductId = (typeof catalogue)[number]['id'];
/** A catalogue entry known to be one of the catalogue's own (a product page's). */
export type CatalogueProduct = CatalogueEntry & { id: ProductId };

export function findProduct(id: string): CatalogueEntry | undefined {
  return catalogue.find((product) => product.id === id);
}

/** '+N more features' count of a catalogue card. */
export function hiddenFeatureCount(product: Pick<CatalogueEntry, 'features'>): number {
  return Math.max(0, product.features.length - CARD_FEATURE_LIMIT);
}
