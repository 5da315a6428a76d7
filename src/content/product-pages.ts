/**
 * What each product page at /products/{id} shows beyond its catalogue entry. Three layouts
 * (spec, "Product pages"): the standard page, LegalFlow's own page, and the waitlist page.
 */
import type { ProductId } from './products';
import type { ImageAsset } from './types';
import { workImage, type WorkImageId } from './work-images.ts';
import { say } from './facts';

export interface ProductFeature {
  title: string;
  description: string;
}

export interface Screenshot extends ImageAsset {
  caption: string;
}

export interface PageLink {
  to: '/contact' | '/products' | '/get-quote';
  label: string;
}

interface PageBase {
  /** The hero's picture: the product's main screen on a phone (the carousel shows the desktop screens). */
  heroImage: ImageAsset;
  /** The hero's lead paragraph. */
  summary: string;
  /** Exactly eight. */
  features: readonly ProductFeature[];
}

/** venuepro, hexacart, restaurant-manager, medflow: screenshots that advance every 5 s. */
export interface StandardProductPage extends PageBase {
  layout: 'standard';
  screenshots: readonly Screenshot[];
  closing: { heading: string; text: string };
}

/** legalflow: a screenshot carousel that never advances by itself, and its own sections. */
export interface LegalProductPage extends PageBase {
  layout: 'legal';
  screenshots: readonly Screenshot[];
  /**
   * What the product is for, in short: a summary and a few points beside a screen. Not cards: the
   * feature grid that follows has the cards, and no section repeats the cards of the one before it.
   */
  solution: { heading: string; text: string; points: readonly string[]; image: Screenshot };
  closing: { heading: string; text: string };
}

/** logixfleet, edusuite, finsecure: not released yet. */
export interface WaitlistProductPage extends PageBase {
  layout: 'waitlist';
  /** A first look at the product in testing: its main screen, beside the launch note. */
  placeholder: { heading: string; text: string; eta: string; preview: ImageAsset };
  whyChoose: { heading: string; points: readonly ProductFeature[] };
  /** Quote buttons of the plan cards (only where the product has plans). */
  planAction: PageLink;
  closing: { heading: string; text: string; actions: readonly [PageLink, PageLink] };
}

export type ProductPageContent = StandardProductPage | LegalProductPage | WaitlistProductPage;

const shot = (id: WorkImageId, alt: string, caption: string): Screenshot => ({ ...workImage(id, alt), caption });

export const productPages = {
  venuepro: {
    layout: 'standard',
    heroImage: workImage('venuepro-mobile', "VenuePro on a phone: a venue's booking page with the date, package and deposit"),
    summary:
      'Take venue bookings around the clock. Clients check live availability, pick a package and pay the deposit online; your team sees every event, room and invoice in one dashboard.',
    screenshots: [
      shot('venuepro-calendar', 'VenuePro availability calendar showing a month of confirmed, pending and free dates', 'Live availability calendar'),
      shot('venuepro-booking', 'VenuePro booking form with package, guest count and deposit summary', 'Online booking with deposit'),
      shot('venuepro-dashboard', 'VenuePro dashboard with revenue, occupancy and upcoming events', 'Revenue and occupancy dashboard'),
      shot('venuepro-portal', 'VenuePro client portal listing the contract, invoices and event timeline', 'Client portal'),
    ],
    features: [
      { title: 'Live availability', description: 'A public calendar that always matches your diary, so nobody books a date that is already taken.' },
      { title: 'Online deposits', description: 'Clients pay the deposit by card when they book; the balance is requested automatically before the event.' },
      { title: 'Package builder', description: 'Combine rooms, catering, AV and extras into packages with their own prices and rules.' },
      { title: 'Client portal', description: 'Contracts, invoices and the event timeline in one place your clients can open at any time.' },
      { title: 'Staff scheduling', description: 'Assign coordinators, technicians and rooms to each event and see clashes before they happen.' },
      { title: 'Automated reminders', description: 'Emails for balance payments, final numbers and event-day details go out on time without anyone chasing.' },
      { title: 'Reports', description: 'Revenue, occupancy and enquiry-to-booking conversion per month, room and package.' },
      { title: 'Multi-venue', description: 'Run several venues from one account, each with its own rooms, prices and branding.' },
    ],
    closing: {
      heading: 'Ready to fill your calendar?',
      text: `VenuePro is live for your venue, in your brand, about ${say.turnkeyLive} after purchase. One payment, no monthly fees.`,
    },
  },
  hexacart: {
    layout: 'standard',
    heroImage: workImage('hexacart-mobile', "HexaCart on a phone: a clothing shop's storefront with products and prices"),
    summary:
      'Sell online from a store that belongs to you: no commission on every sale, no platform fee every month. Fast product pages, a smooth checkout and the back office to run it.',
    screenshots: [
      shot('hexacart-storefront', 'HexaCart storefront with featured products and category navigation', 'Storefront'),
      shot('hexacart-product', 'HexaCart product page with image gallery, variants and add-to-cart', 'Product page with variants'),
      shot('hexacart-orders', 'HexaCart order list with payment and fulfilment status', 'Order management'),
      shot('hexacart-analytics', 'HexaCart sales analytics with revenue chart and top products', 'Sales analytics'),
    ],
    features: [
      { title: 'Unlimited catalogue', description: 'Products, variants, collections and bundles without a cap or a higher price tier.' },
      { title: 'Fast checkout', description: 'A one-page checkout with card and PayPal payments, guest checkout and saved addresses.' },
      { title: 'Inventory', description: 'Stock levels across warehouses, low-stock alerts and automatic hiding of sold-out variants.' },
      { title: 'Promotions', description: 'Discount codes, automatic discounts, free-shipping thresholds and bundle pricing.' },
      { title: 'Cart recovery', description: 'Reminder emails for abandoned carts that bring back a share of lost sales on autopilot.' },
      { title: 'Multi-currency', description: "Show prices in your visitors' currencies with your own rounding rules." },
      { title: 'Orders and returns', description: 'Fulfil, refund and handle returns from one screen, with emails at each step.' },
      { title: 'SEO-ready', description: 'Clean URLs, structured data and fast pages that search engines can index properly.' },
    ],
    closing: {
      heading: 'Own your store from day one',
      text: `HexaCart goes live with your products, payments and brand about ${say.turnkeyLive} after purchase.`,
    },
  },
  'restaurant-manager': {
    layout: 'standard',
    heroImage: workImage('restaurant-manager-mobile', 'Restaurant Manager on a phone: the QR-code menu a diner opens at the table'),
    summary:
      'Online orders, table reservations and the kitchen screen in one system. The front of house, the kitchen and the owner see the same service, in real time.',
    screenshots: [
      shot('restaurant-manager-floor', 'Restaurant Manager floor plan with free, seated and reserved tables', 'Floor plan and table status'),
      shot('restaurant-manager-kitchen', 'Restaurant Manager kitchen display with tickets ordered by time', 'Kitchen display'),
      shot('restaurant-manager-menu', 'Restaurant Manager QR-code menu a diner opens at the table, with dishes, prices and their order', 'QR-code menu'),
      shot('restaurant-manager-reports', 'Restaurant Manager daily sales report by hour and by dish', 'Daily sales report'),
    ],
    features: [
      { title: 'Online ordering', description: 'Takeaway and delivery orders from your own website, without a marketplace commission.' },
      { title: 'Reservations', description: 'Guests book a table online; you control covers per slot, deposits and no-show rules.' },
      { title: 'Kitchen display', description: 'Tickets appear on the kitchen screen in order, with timers and allergy notes highlighted.' },
      { title: 'QR-code menus', description: 'Menus guests open at the table, updated the moment a dish sells out.' },
      { title: 'Floor plan', description: 'See which tables are free, seated or reserved and move bookings with a drag.' },
      { title: 'Staff rota', description: 'Shifts, roles and permissions for servers, chefs and managers.' },
      { title: 'Inventory', description: 'Track stock of key ingredients and raise supplier orders before you run out.' },
      { title: 'Sales reports', description: 'Daily takings by hour, dish and channel, ready for the accountant.' },
    ],
    closing: {
      heading: 'Pre-order Restaurant Manager',
      text: 'Reserve the launch price now. We set it up with your menu, tables and branding as soon as it is released.',
    },
  },
  medflow: {
    layout: 'standard',
    heroImage: workImage('medflow-mobile', "MedFlow on a phone: a clinic's appointment booking with doctors and free times"),
    summary:
      'Patients book, reschedule and get reminded online; your reception stops living on the phone. Schedules, records and billing in one secure system.',
    screenshots: [
      shot('medflow-schedule', 'MedFlow day schedule for three doctors with booked and free slots', 'Doctor schedules'),
      shot('medflow-booking', 'MedFlow patient booking screen with specialty, doctor and time slot', 'Online appointment booking'),
      shot('medflow-records', 'MedFlow patient record with visit history and notes', 'Patient records'),
      shot('medflow-reports', 'MedFlow clinic report with appointments, no-shows and revenue', 'Clinic reports'),
    ],
    features: [
      { title: 'Online booking', description: 'Patients choose a specialty, doctor and time slot, day or night.' },
      { title: 'Reminders', description: 'SMS and email reminders that cut no-shows, with one-tap rescheduling.' },
      { title: 'Patient records', description: 'Visit history, notes and documents attached to each patient, searchable in seconds.' },
      { title: 'Doctor schedules', description: 'Working hours, breaks, leave and room allocation for every practitioner.' },
      { title: 'Telehealth', description: 'Video consultations booked and started from the same system as in-person visits.' },
      { title: 'Prescriptions', description: 'Issue and renew prescriptions with a record of who prescribed what and when.' },
      { title: 'Billing', description: 'Invoices, payments and insurance claims linked to each appointment.' },
      { title: 'Access controls', description: 'Role-based permissions and an access log built with HIPAA requirements in mind.' },
    ],
    closing: {
      heading: 'Bring your appointments online',
      text: 'Pre-order MedFlow and we set it up with your doctors, services and opening hours at release.',
    },
  },
  legalflow: {
    layout: 'legal',
    heroImage: workImage('legalflow-mobile', 'LegalFlow on a phone: the client portal with the case status and documents'),
    summary:
      'Cases, documents, deadlines and billable hours in one secure system, with a client portal that answers "what is happening with my case?" before the phone rings.',
    screenshots: [
      shot('legalflow-cases', 'LegalFlow case list with client, matter type, next deadline and status', 'Case management'),
      shot('legalflow-documents', 'LegalFlow document library with folders per matter and version history', 'Document management'),
      shot('legalflow-time', 'LegalFlow time tracking with billable hours per matter and lawyer', 'Time tracking'),
    ],
    solution: {
      heading: 'Your Complete Legal Practice Solution',
      text: 'Everything a firm needs to run its matters, in one place your whole team and your clients can rely on, with our team on hand around the clock if anything stops your practice.',
      points: ['Case Management', 'Document Management', 'Client Portal', '24/7 Support'],
      // The client portal is shown here, beside what it offers, rather than in the carousel above.
      image: shot('legalflow-portal', 'LegalFlow client portal with case progress, messages and shared documents', 'Client portal'),
    },
    features: [
      { title: 'Case Management', description: 'Matters, parties, deadlines and tasks, with reminders before anything is missed.' },
      { title: 'Document Management', description: 'Version history, templates and matter folders, searchable across the firm.' },
      { title: 'Client Portal', description: 'A secure place for clients to see progress, upload files and send messages.' },
      { title: 'Calendar Integration', description: 'Hearings and deadlines synced with the calendars your lawyers already use.' },
      { title: 'Time Tracking', description: 'Timers and manual entries per matter, turned into invoices in a few clicks.' },
      { title: 'Analytics Dashboard', description: 'Billable hours, realisation and matter load per lawyer and practice area.' },
      { title: 'Legal Research Tools', description: 'Save research notes, citations and precedents against the matter they belong to.' },
      { title: 'Mobile Responsive', description: 'Everything works on a phone in court or on a tablet between meetings.' },
    ],
    closing: {
      heading: 'Be among the first firms on LegalFlow',
      text: 'Early-access firms get setup priority and a say in the roadmap.',
    },
  },
  logixfleet: {
    layout: 'waitlist',
    heroImage: workImage('logixfleet-mobile', "LogixFleet on a phone: the driver's app with today's stops and the next delivery"),
    summary: 'Live positions, optimised routes and dispatch in one screen. LogixFleet gives transport companies control of every vehicle, driver and delivery.',
    placeholder: {
      heading: 'LogixFleet is in final testing',
      text: 'We are testing LogixFleet with two transport companies before release. This is the dispatcher’s live map as they use it today; join the waitlist and you will see the full demo first.',
      eta: 'Launching soon',
      preview: workImage('logixfleet-tracking', 'LogixFleet live map with vehicle positions, routes and arrival times'),
    },
    whyChoose: {
      heading: 'Why Choose LogixFleet',
      points: [
        { title: 'Cut fuel and mileage', description: 'Optimised routes and idle-time alerts attack the biggest running costs of a fleet.' },
        { title: 'Answer "where is it?" instantly', description: 'Live tracking for dispatchers and shareable tracking links for your customers.' },
        { title: 'Keep vehicles on the road', description: 'Maintenance schedules and inspection records prevent breakdowns, not just record them.' },
        { title: 'Own it outright', description: 'One payment, your own server, your data. No per-vehicle monthly fee as the fleet grows.' },
      ],
    },
    features: [
      { title: 'Real-time Tracking', description: 'Every vehicle on a live map, with speed, stops and ETA.' },
      { title: 'Route Optimization', description: 'Multi-stop routes planned around distance, time windows and vehicle capacity.' },
      { title: 'Fleet Management', description: 'Vehicles, documents, insurance and assignments in one register.' },
      { title: 'Driver Analytics', description: 'Driving behaviour, hours and on-time rates per driver.' },
      { title: 'Fuel Management', description: 'Fuel cards, consumption per vehicle and alerts for unusual use.' },
      { title: 'Maintenance Tracking', description: 'Service schedules, inspections and repair history.' },
      { title: 'Dispatch System', description: 'Assign jobs to the nearest suitable vehicle and notify the driver.' },
      { title: 'Performance Reports', description: 'On-time delivery, cost per kilometre and utilisation by week or month.' },
    ],
    planAction: { to: '/contact', label: 'Request a Quote' },
    closing: {
      heading: 'Join the LogixFleet waitlist',
      text: 'Waitlist members get the launch price and first choice of white-label countries.',
      actions: [
        { to: '/contact', label: 'Join the Waitlist' },
        { to: '/products', label: 'View All Products' },
      ],
    },
  },
  edusuite: {
    layout: 'waitlist',
    heroImage: workImage('edusuite-mobile', "EduSuite on a phone: a student's day with classes, assignments and grades"),
    summary: 'Courses, assessments, fees and attendance in one platform, with portals that keep students and parents informed without a stream of emails.',
    placeholder: {
      heading: 'EduSuite is being built with schools',
      text: 'We are shaping EduSuite with teachers and administrators before release. This is the course dashboard as it stands; get early access to try it and tell us what your school needs.',
      eta: 'Launching soon',
      preview: workImage('edusuite-courses', 'EduSuite course dashboard with classes, progress and assignments due'),
    },
    whyChoose: {
      heading: 'Why Choose EduSuite',
      points: [
        { title: 'One system, not five', description: 'Replace separate tools for courses, fees, attendance and reports.' },
        { title: 'Parents in the loop', description: 'Progress, attendance and fees visible to parents without phone calls.' },
        { title: 'Teaching, not admin', description: 'Online assessments mark themselves and attendance takes seconds.' },
        { title: 'Your data stays yours', description: 'Hosted for your school, paid once, with no per-student fee.' },
      ],
    },
    features: [
      { title: 'Student Portal', description: 'Timetables, courses, assignments and grades for every student.' },
      { title: 'Course Management', description: 'Build courses with lessons, materials and deadlines.' },
      { title: 'Online Assessments', description: 'Quizzes and exams with automatic marking and question banks.' },
      { title: 'Fee Management', description: 'Invoices, instalments, reminders and receipts.' },
      { title: 'Attendance Tracking', description: 'Register attendance per class and alert parents of absences.' },
      { title: 'Parent Portal', description: 'Progress, attendance and messages from teachers in one place.' },
      { title: 'Virtual Classrooms', description: 'Live online lessons scheduled from the timetable.' },
      { title: 'Progress Analytics', description: 'Spot students who need help early with grade and attendance trends.' },
    ],
    planAction: { to: '/contact', label: 'Request a Quote' },
    closing: {
      heading: 'Get early access to EduSuite',
      text: 'Tell us about your school and we will show you EduSuite before launch.',
      actions: [
        { to: '/contact', label: 'Get Early Access' },
        { to: '/products', label: 'View All Products' },
      ],
    },
  },
  finsecure: {
    layout: 'waitlist',
    heroImage: workImage('finsecure-mobile', 'FinSecure on a phone: balances, cash flow and the latest invoices'),
    summary: 'Invoices, expenses, tax and bank feeds in one dashboard, with an audit trail that makes year-end a formality rather than a fire drill.',
    placeholder: {
      heading: 'FinSecure is in private testing',
      text: 'FinSecure is being tested with a small group of finance teams. This is its dashboard in testing; join the waitlist to be invited to the next round.',
      eta: 'Launching soon',
      preview: workImage('finsecure-dashboard', 'FinSecure dashboard with balances, cash flow and the latest invoices'),
    },
    whyChoose: {
      heading: 'Why Choose FinSecure',
      points: [
        { title: 'See cash flow at a glance', description: 'Income, spending and runway on one screen, updated from your bank feeds.' },
        { title: 'Get paid faster', description: 'Branded invoices with reminders that go out on schedule.' },
        { title: 'Ready for the auditor', description: 'Every change recorded: who, what and when.' },
        { title: 'No subscription', description: 'One payment, your own installation, your financial data on your terms.' },
      ],
    },
    features: [
      { title: 'Financial Dashboard', description: 'Cash, receivables, payables and runway at a glance.' },
      { title: 'Invoice Management', description: 'Create, send and chase invoices with automatic reminders.' },
      { title: 'Expense Tracking', description: 'Receipts captured, categorised and approved.' },
      { title: 'Tax Calculations', description: 'Sales tax and VAT worked out per transaction and period.' },
      { title: 'Bank Integration', description: 'Import and reconcile bank transactions.' },
      { title: 'Financial Reports', description: 'Profit and loss, balance sheet and cash-flow statements.' },
      { title: 'Multi-currency', description: 'Invoice and report in several currencies with exchange rates applied.' },
      { title: 'Audit Trail', description: 'A complete, tamper-evident log of every change.' },
    ],
    planAction: { to: '/contact', label: 'Request a Quote' },
    closing: {
      heading: 'Join the FinSecure waitlist',
      text: 'Be first to try FinSecure and lock in the launch price.',
      actions: [
        { to: '/contact', label: 'Join the Waitlist' },
        { to: '/products', label: 'View All Products' },
      ],
    },
  },
} as const satisfies Record<ProductId, ProductPageContent>;

export function getProductPage(id: ProductId): ProductPageContent {
  return productPages[id];
}
