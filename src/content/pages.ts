/**
 * Per-route facts: document title, meta description, the page's heading and its lead paragraph,
 * and the calls to action it opens with. Routes read their entry; head tags and tests use it too.
 */
import { claims, customPaymentPhrase, formatDuration, FOUNDED_YEAR, periods, say, times } from './facts.ts';

export interface PageAction {
  to: string;
  label: string;
}

export interface PageEntry {
  title: string;
  description: string;
  heading: string;
  summary: string;
  eyebrow?: string;
  actions: readonly PageAction[];
}

const quote: PageAction = { to: '/get-quote', label: 'Get a Quote' };
const booking: PageAction = { to: '/consultation-booking', label: 'Book a Consultation' };
const contact: PageAction = { to: '/contact', label: 'Contact Us' };

export const pages = {
  '/': {
    title: 'Web Design & Development Studio',
    description: `Custom websites, e-commerce and SEO, plus turnkey web apps you own outright and launch in about ${say.turnkeyLive}.`,
    eyebrow: 'Web design & development studio',
    heading: 'We build websites that win clients',
    summary: `Custom web development, e-commerce solutions and SEO for growing businesses, and a catalogue of turnkey web apps you pay for once and own forever, live in about ${say.turnkeyLive}.`,
    actions: [
      { to: '/case-studies', label: 'View Case Studies' },
      { to: '/products', label: 'Browse Turnkey Apps' },
    ],
  },
  '/about': {
    title: 'About Us',
    description: `A small web studio founded in ${FOUNDED_YEAR}, building secure, fast websites for clients in 15 countries.`,
    eyebrow: 'About the studio',
    heading: 'A small studio with a big standard',
    summary: `Since ${FOUNDED_YEAR} we have designed and built websites and web apps for law firms, clinics, logistics companies, restaurants and personal brands. Small team, direct contact with the people who build your site.`,
    actions: [{ to: '/consultation-booking', label: 'Book Consultation' }],
  },
  '/services': {
    title: 'Services',
    description: `Custom web development, e-commerce solutions and SEO & digital marketing, from a ${times.discoveryMinutes}-minute consultation to ${say.support} of post-launch support.`,
    eyebrow: 'Custom services',
    heading: 'Custom services, built around your business',
    summary: `Custom Web Development, E-commerce Solutions and SEO & Digital Marketing. Every project starts with a ${times.discoveryMinutes}-minute consultation and ends with ${say.support} of post-launch support.`,
    actions: [
      { to: '/get-quote', label: 'Get Your Free Quote' },
      { to: '/products', label: 'Explore Turnkey Web Apps' },
    ],
  },
  '/projects': {
    title: 'Portfolio',
    description: 'Websites and systems we have built for law firms, clinics, logistics, corporate, restaurant and personal-brand clients.',
    eyebrow: 'Portfolio',
    heading: 'Selected work',
    summary:
      'Law firm websites, medical websites, logistics systems, corporate websites, restaurant services and personal branding: each project with its key features, results and what the client said.',
    actions: [{ to: '/case-studies', label: 'Read Our Success Stories' }, quote],
  },
  '/founder': {
    title: 'Meet the Founder',
    description: `Meet the founder: ${say.projects} projects completed, 5+ years of experience, ${say.satisfaction} client satisfaction.`,
    eyebrow: 'Founder',
    heading: 'Meet the founder',
    summary: `More than ${claims.projectsDelivered} projects completed over 5+ years, with ${say.satisfaction} client satisfaction. You work directly with the person responsible for your project.`,
    actions: [{ to: '/founder-contact', label: 'Reach Out to the Founder' }, booking],
  },
  '/contact': {
    title: 'Contact',
    description: `Tell us about your project. We respond within ${say.reply}.`,
    eyebrow: 'Contact',
    heading: "Let's talk about your project",
    summary: `Tell us what you need and we will reply within ${say.reply}, usually much sooner.`,
    // A task page: its compact hero's one button leads down to the form (contact-page.ts).
    actions: [],
  },
  '/process': {
    title: 'Our Process',
    description: 'Discovery consultation, strategic proposal, design sprint, development, launch & growth.',
    eyebrow: 'How we work',
    heading: 'A clear process from first call to launch',
    summary:
      'Five steps: Discovery Consultation, Strategic Proposal, Design Sprint, Development, and Launch & Growth. You always know what happens next and when.',
    actions: [booking, { to: '/projects', label: 'See Our Work' }],
  },
  '/ProjectInvestment': {
    title: 'Project Investment',
    description: `Pricing and payment terms: custom projects from ${say.customFrom}, turnkey web apps from ${say.turnkeyFrom}, maintenance from ${say.maintenance}.`,
    eyebrow: 'Pricing',
    heading: 'Project investment',
    summary: `Custom projects start from ${say.customFrom} and turnkey web apps from ${say.turnkeyFrom}, paid once with no monthly fees. Turnkey apps are paid ${say.turnkeySplit}; custom projects ${customPaymentPhrase}. Maintenance plans start from ${say.maintenance}.`,
    actions: [quote, booking],
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect the information you share with us.',
    eyebrow: 'Legal',
    heading: 'Privacy Policy',
    summary: `What we collect when you use this site or send us an enquiry, why, and the choices you have. Privacy inquiries are answered within ${say.privacyReply}.`,
    actions: [contact],
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms that apply to our services, turnkey web apps and white-label licences.',
    eyebrow: 'Legal',
    heading: 'Terms of Service',
    summary: `The terms for our custom services, turnkey web apps and white-label licences, including payment terms: standard projects ${say.standardSplit}, large projects (from ${say.largeProjectFrom}) ${say.largeSplit}.`,
    actions: [contact],
  },
  '/cookies': {
    title: 'Cookie Policy',
    description: 'Which cookies and local storage this site uses, and for how long.',
    eyebrow: 'Legal',
    heading: 'Cookie Policy',
    summary: `Which cookies and browser storage this site uses and for how long: essential for the session, performance ${formatDuration(periods.performanceCookieYears, 'year')}, preference ${formatDuration(periods.preferenceCookieDays, 'day')}, marketing ${formatDuration(periods.marketingCookieDays, 'day')}.`,
    actions: [contact],
  },
  '/teem': {
    title: 'Meet Our Team',
    description: `The designers and developers behind ${say.projects} delivered projects in ${say.industries} industries.`,
    eyebrow: 'Meet our team',
    heading: 'Our Elite Squad',
    summary: `${say.projects} projects delivered across ${say.industries} industries, with ${say.uptime} uptime and 5/5 client happiness.`,
    actions: [booking, { to: '/founder', label: 'Meet the Founder' }],
  },
  '/law': {
    title: 'Law Firm Websites',
    description: 'Secure, confidential websites for solo practitioners, law firms and specialty practices.',
    eyebrow: 'Industries · Legal',
    heading: 'Websites for law firms',
    summary:
      'For solo practitioners, law firms and specialty practices: websites built around confidentiality and security that turn visitors into consultations.',
    actions: [contact, booking],
  },
  '/medical': {
    title: 'Medical Websites',
    description: 'HIPAA-compliant websites for clinics and medical practices.',
    eyebrow: 'Industries · Healthcare',
    heading: 'Websites for medical practices',
    summary: 'HIPAA-compliant websites for clinics and practices, with online appointments and patient-friendly design.',
    actions: [{ to: '/contact', label: 'Request a Demo' }],
  },
  '/logistics': {
    title: 'Logistics Systems',
    description: 'Websites and systems for logistics and transport companies.',
    eyebrow: 'Industries · Logistics',
    heading: 'Systems for logistics companies',
    summary: 'Websites and web systems for logistics and transport companies: tracking, quoting and operations in one place.',
    actions: [contact, booking],
  },
  '/corporate': {
    title: 'Corporate Websites',
    description: 'Corporate websites with the essentials executives expect.',
    eyebrow: 'Industries · Corporate',
    heading: 'Corporate websites',
    summary: 'Corporate websites that present your company with authority and give every stakeholder what they look for.',
    actions: [{ to: '/consultation-booking', label: 'Schedule Executive Briefing' }],
  },
  '/restaurant': {
    title: 'Restaurant Websites',
    description: 'Restaurant websites with menus, reservations and online ordering.',
    eyebrow: 'Industries · Hospitality',
    heading: 'Websites for restaurants',
    summary: 'Restaurant websites with menus, reservations and online ordering that fill tables.',
    actions: [contact],
  },
  '/branding': {
    title: 'Personal Branding Websites',
    description: 'Personal branding websites for consultants, creators and professionals.',
    eyebrow: 'Industries · Personal branding',
    heading: 'Personal branding websites',
    summary: 'Websites for consultants, creators and professionals who want their name to bring in work.',
    actions: [contact, booking],
  },
  '/consultation-booking': {
    title: 'Book a Free Consultation',
    description: 'Book a free video, phone or chat consultation. Sessions are usually scheduled within 1-3 business days.',
    eyebrow: 'Free consultation',
    heading: 'Book your free consultation',
    summary: `Choose a Video Strategy Session (30 mins), a Phone Consultation (20 mins) or a Chat Briefing (reply within ${say.reply}). All consultations are free; sessions are usually scheduled within 1-3 business days.`,
    // A task page: its compact hero's one button leads down to the booking (booking.ts).
    actions: [],
  },
  '/get-quote': {
    title: 'Get a Quote',
    description: 'Tell us about your project in three short steps and receive a custom proposal.',
    eyebrow: 'Free quote',
    heading: 'Get your custom proposal',
    summary: `Three short steps: your project, its details and timeline, and how to reach you. We reply within ${say.reply} and send your custom proposal within ${say.proposal} of our first conversation.`,
    // A task page: its compact hero's one button leads down to the wizard (quote-page.ts).
    actions: [],
  },
  '/case-studies': {
    title: 'Case Studies',
    description: 'Our success stories: the challenge, the solution and the results for four client projects.',
    eyebrow: 'Case studies',
    heading: 'Our Success Stories',
    summary: 'Four client projects from brief to launch: the challenge, what we built, what it cost, how long it took and the results.',
    actions: [
      { to: '/get-quote', label: 'Get a Free Quote' },
      { to: '/consultation-booking', label: 'Schedule Consultation' },
    ],
  },
  '/founder-contact': {
    title: 'Reach Out to the Founder',
    description: 'Send a message straight to the founder: collaboration, consulting, a project or a concern.',
    eyebrow: 'Founder',
    heading: 'Reach Out to the Founder',
    summary: 'Collaboration, consulting, a new project or a concern about one: your message goes straight to the founder.',
    // A task page: its compact hero's one button leads down to the form (founder-contact.ts).
    actions: [],
  },
  '/analytics': {
    title: 'Analytics & SEO Results',
    description: 'SEO and analytics results: traffic gains of 40-200% in 3-6 months.',
    eyebrow: 'Analytics & SEO',
    heading: 'Analytics & SEO results',
    summary: 'Our SEO work typically grows organic traffic by 40-200% within 3-6 months, measured and reported openly.',
    actions: [quote],
  },
  '/products': {
    title: 'Turnkey Web Apps',
    description: `Ready-to-deploy web apps with source code, a one-time payment and no monthly fees. Live in about ${say.turnkeyLive}.`,
    eyebrow: 'Turnkey web apps',
    heading: 'Turnkey web apps, ready to launch',
    summary: `Ready-to-deploy products with source code for a one-time payment: no monthly fees, no annual charges, no hidden costs. Live in about ${say.turnkeyLive}; white-label licences with exclusive rights per country.`,
    actions: [{ to: '/get-quote', label: 'Get Custom Quote' }],
  },
  '/paths': {
    title: 'Two Ways to Transform Your Business',
    description: `Choose custom services built for you, or a turnkey web app live in about ${say.turnkeyLive}.`,
    eyebrow: 'Choose your path',
    heading: 'Two Ways to Transform Your Business',
    summary: `A custom website or system built around your business, or a turnkey web app you own outright and launch in about ${say.turnkeyLive}.`,
    actions: [
      { to: '/get-quote', label: 'Custom Services' },
      { to: '/products', label: 'Turnkey Web Apps' },
    ],
  },
} as const satisfies Record<string, PageEntry>;

export type PagePath = keyof typeof pages;

export const notFoundPage = {
  title: 'Page not found',
  eyebrow: 'Error 404',
  heading: 'We could not find that page',
  summary: 'The address may be mistyped, or the page may have moved. These are good places to continue:',
  /** The main pages, as cards: the top bar's links and home, each with what a visitor finds there. */
  destinations: [
    { to: '/', label: 'Home', text: 'Websites, web apps and turnkey products for growing businesses.' },
    { to: '/about', label: 'About', text: `Who we are and how we have worked since ${FOUNDED_YEAR}.` },
    { to: '/services', label: 'Services', text: 'Custom web development, e-commerce and SEO.' },
    { to: '/products', label: 'Solutions', text: 'Turnkey web apps you pay for once and own.' },
    { to: '/projects', label: 'Portfolio', text: 'Sites and systems we have launched for clients.' },
    { to: '/contact', label: 'Contact', text: `Tell us what you need; we reply within ${say.reply}.` },
  ],
  emailLabel: 'Email us',
} as const;
