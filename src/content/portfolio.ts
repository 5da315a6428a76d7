/**
 * The six portfolio projects shown in the /projects carousel, in the extended form of the spec
 * (client, industry, logo, images, live demo, before/after, metrics, testimonial). Each has a
 * case-study page at /case-studies/{slug}.
 */
import type { ImageAsset } from './types';
import { workImage } from './work-images.ts';
import { say } from './facts.ts';

export type PortfolioCategory =
  'Law Firm Websites' | 'Medical Websites' | 'Logistics Systems' | 'Corporate Websites' | 'Restaurant Services' | 'Personal Branding';

export interface PortfolioTestimonial {
  text: string;
  author: string;
  position: string;
  avatar: ImageAsset;
}

export interface PortfolioProject {
  slug: string;
  title: string;
  client: string;
  industry: string;
  location: string;
  category: PortfolioCategory;
  description: string;
  clientLogo: ImageAsset;
  /** The first image is the project's main image. */
  images: readonly [ImageAsset, ...ImageAsset[]];
  /** A local demo of the project, when the client allows one. */
  liveUrl: string | null;
  beforeAfter: { before: string; after: string };
  /** Three named percentage changes, label to value. */
  metrics: Readonly<Record<string, string>>;
  keyFeatures: readonly [string, string, string];
  testimonial: PortfolioTestimonial;
  caseStudyLink: `/case-studies/${string}`;
}

const logo = (slug: string, client: string): ImageAsset => ({
  src: `/images/portfolio/${slug}-logo.svg`,
  alt: `${client} logo`,
  width: 200,
  height: 48,
});

const avatar = (slug: string, author: string): ImageAsset => ({
  src: `/images/portfolio/${slug}-avatar.svg`,
  alt: `Portrait illustration of ${author}`,
  width: 96,
  height: 96,
});

export const portfolioProjects = [
  {
    slug: 'elite-law-group',
    title: 'A website that turns visitors into consultations',
    client: 'Elite Law Group',
    industry: 'Legal services',
    location: 'Chicago, USA',
    category: 'Law Firm Websites',
    description:
      'A corporate and employment law firm with twelve partners and a website that looked older than the firm. We rebuilt it around practice areas, attorney profiles and a confidential consultation request that reaches the right partner.',
    clientLogo: logo('elite-law-group', 'Elite Law Group'),
    images: [
      workImage('elite-law-group-home', 'Elite Law Group home page with practice areas and a consultation button'),
      workImage('elite-law-group-attorneys', 'Elite Law Group attorney profiles page with photos and specialties'),
    ],
    liveUrl: '/samples/elite-law-group/',
    beforeAfter: {
      before: 'A dated brochure site, no mobile layout, two or three enquiries a week through a generic email address.',
      after: 'A fast, mobile-first site with practice-area pages and an encrypted consultation form routed to the right partner.',
    },
    metrics: { 'Consultation requests': '+185%', 'Mobile visitors': '+120%', 'Bounce rate': '-42%' },
    keyFeatures: [
      'Confidential consultation requests routed by practice area',
      'Attorney profiles with publications and bar admissions',
      'Insights blog that ranks for local legal searches',
    ],
    testimonial: {
      text: 'Within two months of launch we were booking more first consultations than we could handle. The site finally looks like the firm we are.',
      author: 'Margaret Ellison',
      position: 'Managing Partner, Elite Law Group',
      avatar: avatar('elite-law-group', 'Margaret Ellison'),
    },
    caseStudyLink: '/case-studies/elite-law-group',
  },
  {
    slug: 'medcare-plus',
    title: 'Online appointments for a growing clinic network',
    client: 'MedCare Plus',
    industry: 'Healthcare',
    location: 'Toronto, Canada',
    category: 'Medical Websites',
    description:
      'A network of four family clinics whose reception desks spent half the day on the phone. We built a patient-friendly website with online booking per clinic and doctor, automated reminders and HIPAA-minded data handling.',
    clientLogo: logo('medcare-plus', 'MedCare Plus'),
    images: [
      workImage('medcare-plus-home', 'MedCare Plus home page with clinic finder and Book Appointment button'),
      workImage('medcare-plus-booking', 'MedCare Plus appointment booking with doctor and time slot selection'),
    ],
    liveUrl: null,
    beforeAfter: {
      before: 'Appointments by phone only, long hold times at peak hours and one in eight patients not turning up.',
      after: 'Round-the-clock online booking for all four clinics, with SMS reminders and one-tap rescheduling.',
    },
    metrics: { 'Online bookings': '+240%', 'Phone calls to reception': '-55%', 'No-show rate': '-38%' },
    keyFeatures: [
      'Online booking per clinic, specialty and doctor',
      'SMS and email reminders with rescheduling links',
      'Accessible design tested with older patients',
    ],
    testimonial: {
      text: 'Our receptionists can finally look after the patients in front of them. Most bookings now arrive online, overnight.',
      author: 'Dr. Priya Raman',
      position: 'Medical Director, MedCare Plus',
      avatar: avatar('medcare-plus', 'Dr. Priya Raman'),
    },
    caseStudyLink: '/case-studies/medcare-plus',
  },
  {
    slug: 'globaltrans',
    title: 'A tracking portal for a freight forwarder',
    client: 'GlobalTrans',
    industry: 'Logistics and freight',
    location: 'Dubai, UAE',
    category: 'Logistics Systems',
    description:
      'A freight forwarder moving sea and road shipments across the Gulf. We built a customer portal with live shipment tracking, instant quotes and document downloads, connected to their operations system.',
    clientLogo: logo('globaltrans', 'GlobalTrans'),
    images: [
      workImage('globaltrans-tracking', 'GlobalTrans shipment tracking map with route and milestones'),
      workImage('globaltrans-quote', 'GlobalTrans instant freight quote form with route, cargo and price'),
    ],
    liveUrl: null,
    beforeAfter: {
      before: 'Customers emailed for every status update; quotes took up to two days to come back.',
      after: 'Self-service tracking with milestone alerts and instant quotes for standard routes.',
    },
    metrics: { 'Status enquiries': '-70%', 'Quote requests': '+150%', 'Quote turnaround': '-90%' },
    keyFeatures: [
      'Live shipment tracking with milestone notifications',
      'Instant quotes for standard sea and road routes',
      'Customer document centre for invoices and bills of lading',
    ],
    testimonial: {
      text: 'Customers stopped calling to ask where their cargo is, and our sales team now answers quotes in minutes instead of days.',
      author: 'Omar Haddad',
      position: 'Operations Director, GlobalTrans',
      avatar: avatar('globaltrans', 'Omar Haddad'),
    },
    caseStudyLink: '/case-studies/globaltrans',
  },
  {
    slug: 'nexus-corporate',
    title: 'A corporate site that speaks to investors and talent',
    client: 'Nexus Corporate',
    industry: 'Professional services',
    location: 'London, UK',
    category: 'Corporate Websites',
    description:
      'A consulting group preparing for expansion, with a website that said little to investors or candidates. We rebuilt it with an investor centre, a careers hub and case stories from each practice.',
    clientLogo: logo('nexus-corporate', 'Nexus Corporate'),
    images: [
      workImage('nexus-corporate-home', 'Nexus Corporate home page with headline, key figures and practices'),
      workImage('nexus-corporate-careers', 'Nexus Corporate careers hub with open roles and team stories'),
    ],
    liveUrl: null,
    beforeAfter: {
      before: 'A five-page site with stock photos, no careers section and investor documents sent by email.',
      after: 'A structured corporate site with an investor centre, a careers hub and a content workflow the team runs itself.',
    },
    metrics: { 'Job applications': '+210%', 'Average session length': '+85%', 'Investor page visits': '+160%' },
    keyFeatures: [
      'Investor centre with reports and announcements',
      'Careers hub with open roles and team stories',
      'Editorial workflow with approval before publishing',
    ],
    testimonial: {
      text: 'The new site did in a quarter what our recruiters had been trying to do for a year. Investors now find what they need without asking.',
      author: 'James Whitfield',
      position: 'Chief Executive, Nexus Corporate',
      avatar: avatar('nexus-corporate', 'James Whitfield'),
    },
    caseStudyLink: '/case-studies/nexus-corporate',
  },
  {
    slug: 'gourmet-haven',
    title: 'Reservations and online orders without the commission',
    client: 'Gourmet Haven',
    industry: 'Hospitality',
    location: 'Sydney, Australia',
    category: 'Restaurant Services',
    description:
      'A modern bistro paying up to 30% commission on delivery apps and taking bookings by phone. We built a website with its own table reservations and online ordering, and a menu the chef updates in seconds.',
    clientLogo: logo('gourmet-haven', 'Gourmet Haven'),
    images: [
      workImage('gourmet-haven-home', 'Gourmet Haven home page with signature dishes and Reserve a Table button'),
      workImage('gourmet-haven-menu', 'Gourmet Haven online menu with dishes, prices and dietary labels'),
    ],
    liveUrl: '/samples/gourmet-haven/',
    beforeAfter: {
      before: 'Bookings by phone during service, most takeaway orders through apps taking up to 30% commission.',
      after: 'Online reservations and direct ordering from its own site, with the menu updated by the chef.',
    },
    metrics: { 'Online reservations': '+175%', 'Direct takeaway orders': '+130%', 'Commission paid': '-64%' },
    keyFeatures: [
      'Table reservations with deposits for large groups',
      'Direct online ordering for pickup and delivery',
      'Menu editor with dietary labels and sold-out switches',
    ],
    testimonial: {
      text: 'Direct orders now pay for the website every month. The phone stays quiet during service and the tables are still full.',
      author: 'Marco Bellini',
      position: 'Owner and Head Chef, Gourmet Haven',
      avatar: avatar('gourmet-haven', 'Marco Bellini'),
    },
    caseStudyLink: '/case-studies/gourmet-haven',
  },
  {
    slug: 'influence-platform',
    title: 'A personal brand that books speaking engagements',
    client: 'Influence Platform',
    industry: 'Personal branding and coaching',
    location: 'Austin, USA',
    category: 'Personal Branding',
    description:
      'A leadership coach and speaker whose work was scattered across social profiles. We built one home for the brand: speaking topics, a media kit, a newsletter and a booking request that qualifies enquiries.',
    clientLogo: logo('influence-platform', 'Influence Platform'),
    images: [
      workImage('influence-platform-home', 'Influence Platform home page with speaker portrait and booking button'),
      workImage('influence-platform-speaking', 'Influence Platform speaking page with topics and past events'),
    ],
    liveUrl: '/samples/influence-platform/',
    beforeAfter: {
      before: 'A link-in-bio page, enquiries lost in social media inboxes and no way to qualify them.',
      after: 'A personal brand site with speaking topics, a media kit and a booking request with budget and date.',
    },
    metrics: { 'Speaking enquiries': '+220%', 'Newsletter subscribers': '+340%', 'Average fee per booking': '+45%' },
    keyFeatures: [
      'Speaking topics with video highlights',
      'Media kit download for event organisers',
      'Booking request that captures date, audience and budget',
    ],
    testimonial: {
      text: 'Event organisers now arrive with a date and a budget instead of a vague DM. I raised my fee and the bookings kept coming.',
      author: 'Sofia Bennett',
      position: 'Leadership Coach and Speaker',
      avatar: avatar('influence-platform', 'Sofia Bennett'),
    },
    caseStudyLink: '/case-studies/influence-platform',
  },
] as const satisfies readonly PortfolioProject[];

/** The six benefits of 'Why Clients Choose Us'. */
export const whyClientsChooseUs = {
  heading: 'Why Clients Choose Us',
  benefits: [
    { title: 'Results you can measure', description: 'We agree the numbers that matter before we start, and report them after launch.' },
    {
      title: 'Built for your industry',
      description: 'Law, medical, logistics, corporate, restaurant and personal brands: we know what your visitors look for.',
    },
    {
      title: 'Fast delivery',
      description: `Basic sites in ${say.basicSite}, custom sites in ${say.customSite}, turnkey web apps live in about ${say.turnkeyLive}.`,
    },
    { title: 'Secure by default', description: 'HTTPS, hardened hosting and careful handling of every enquiry and patient or client record.' },
    { title: 'Direct contact', description: `You talk to the people who build your site, and we reply within ${say.reply}.` },
    { title: 'Support after launch', description: `${say.support} of post-launch support included, maintenance plans from ${say.maintenance} after that.` },
  ],
} as const;

export function findPortfolioProject(slug: string): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.slug === slug);
}
