/**
 * What the pages must say, written down in the tests and not read from src/content: a wrong price,
 * message or heading in a content module then fails a test instead of changing what it expects.
 *
 * Each fact quotes the section of the product specification (/work/shared/spec/product-spec.md) it
 * comes from. Where the specification leaves the wording to the site ({email}, headings it does not
 * show, button labels it does not name), the entry says "site copy" and pins the site's current text.
 * Where the site deliberately departs from the specification's text, the entry says "differs from the
 * spec" and why.
 */

export interface LinkSpec {
  label: string;
  to: string;
}

// ---------------------------------------------------------------------------------------------------
// The studio and the shell
// ---------------------------------------------------------------------------------------------------

/** Site copy: the specification writes the address as "{email}" and does not name the studio. */
export const studio = {
  name: 'Kestrel Web Studio',
  email: 'hello@kestrelstudio.dev',
  founderName: 'Daniel Reyes',
  /** § 2 Footer: "Four social links to external profiles, opened in a new tab." (profiles are site copy) */
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kestrel-web-studio' },
    { label: 'GitHub', href: 'https://github.com/kestrel-web-studio' },
    { label: 'Instagram', href: 'https://www.instagram.com/kestrelwebstudio' },
    { label: 'X', href: 'https://x.com/kestrelstudio' },
  ],
} as const;

/**
 * § 2 Shared: top navigation bar: "Links: /about (About), /services (Services), /products (labelled
 * Solutions), /projects (labelled Portfolio), /contact (Contact). A prominent Get a Quote button links
 * to /get-quote."
 */
export const mainNav: readonly LinkSpec[] = [
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Solutions', to: '/products' },
  { label: 'Portfolio', to: '/projects' },
  { label: 'Contact', to: '/contact' },
];
export const quoteCta: LinkSpec = { label: 'Get a Quote', to: '/get-quote' };

/** Site copy: § 2 says no not-found route is shown; the site adds one (the server answers 404 with it). */
export const notFoundHeading = 'We could not find that page';

// ---------------------------------------------------------------------------------------------------
// Routes and the heading (h1) each shows
// ---------------------------------------------------------------------------------------------------

/**
 * § 2 Route list, in the specification's order, plus /paths (§ 2 Path page: "route not shown for the
 * page titled 'Two Ways to Transform Your Business'"). The h1 texts are site copy except where the
 * specification names them: /case-studies "'Our Success Stories'", /teem "Hero 'Our Elite Squad'",
 * /founder-contact "'Reach Out to the Founder'", /paths "'Two Ways to Transform Your Business'".
 */
export const pageHeadings = {
  '/': 'We build websites that win clients',
  '/about': 'A small studio with a big standard',
  '/services': 'Custom services, built around your business',
  '/projects': 'Selected work',
  '/founder': 'Meet the founder',
  '/contact': "Let's talk about your project",
  '/process': 'A clear process from first call to launch',
  '/ProjectInvestment': 'Project investment',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/cookies': 'Cookie Policy',
  '/teem': 'Our Elite Squad',
  '/law': 'Websites for law firms',
  '/medical': 'Websites for medical practices',
  '/logistics': 'Systems for logistics companies',
  '/corporate': 'Corporate websites',
  '/restaurant': 'Websites for restaurants',
  '/branding': 'Personal branding websites',
  '/consultation-booking': 'Book your free consultation',
  '/get-quote': 'Get your custom proposal',
  '/case-studies': 'Our Success Stories',
  '/founder-contact': 'Reach Out to the Founder',
  '/analytics': 'Analytics & SEO results',
  '/products': 'Turnkey web apps, ready to launch',
  '/paths': 'Two Ways to Transform Your Business',
} as const;
export type StaticPath = keyof typeof pageHeadings;

/**
 * The calls to action each page's hero opens with. Spec facts: § 2 Home "Buttons to /case-studies and
 * /products"; About "Hero with a Book Consultation link"; Path page "Custom Services links to /get-quote;
 * Turnkey Web Apps links to /products"; /medical "link to /contact labelled 'Request a Demo'"; /corporate
 * "link to /consultation-booking labelled 'Schedule Executive Briefing'". The other labels are site copy.
 */
export const heroActions = {
  '/': [
    { label: 'View Case Studies', to: '/case-studies' },
    { label: 'Browse Turnkey Apps', to: '/products' },
  ],
  '/about': [{ label: 'Book Consultation', to: '/consultation-booking' }],
  '/law': [
    { label: 'Contact Us', to: '/contact' },
    { label: 'Book a Consultation', to: '/consultation-booking' },
  ],
  '/medical': [{ label: 'Request a Demo', to: '/contact' }],
  '/logistics': [
    { label: 'Contact Us', to: '/contact' },
    { label: 'Book a Consultation', to: '/consultation-booking' },
  ],
  '/corporate': [{ label: 'Schedule Executive Briefing', to: '/consultation-booking' }],
  '/restaurant': [{ label: 'Contact Us', to: '/contact' }],
  '/branding': [
    { label: 'Contact Us', to: '/contact' },
    { label: 'Book a Consultation', to: '/consultation-booking' },
  ],
  '/paths': [
    { label: 'Custom Services', to: '/get-quote' },
    { label: 'Turnkey Web Apps', to: '/products' },
  ],
} as const satisfies Partial<Record<StaticPath, readonly LinkSpec[]>>;

/** § 2 Case studies: "Case-study slugs linked: elite-law-group, medcare-plus, globaltrans, nexus-corporate, gourmet-haven, influence-platform." Clients (h1) are site copy. */
export const caseStudyPages = [
  { slug: 'elite-law-group', client: 'Elite Law Group' },
  { slug: 'medcare-plus', client: 'MedCare Plus' },
  { slug: 'globaltrans', client: 'GlobalTrans' },
  { slug: 'nexus-corporate', client: 'Nexus Corporate' },
  { slug: 'gourmet-haven', client: 'Gourmet Haven' },
  { slug: 'influence-platform', client: 'Influence Platform' },
] as const;

// ---------------------------------------------------------------------------------------------------
// Home (/)
// ---------------------------------------------------------------------------------------------------

export const home = {
  /**
   * § 2 Home: "Five client avatars with the claims 'Trusted by 50+ professionals' and '100% Client Satisfaction'."
   * Differs from the spec: the founder page's 95% (§ 2 Founder) contradicts the 100%; the site states one
   * satisfaction figure, 95% (src/content/facts.ts).
   */
  avatarCount: 5,
  professionals: 'Trusted by 50+ professionals',
  satisfaction: '95% Client Satisfaction',
  /** § 2 Home: "Stats strip" (labels are site copy; the turnkey figure is '~7', its unit in its label). */
  statLabels: ['Projects launched', 'Countries served', 'Working days to a live turnkey app', 'Response guarantee'],
  /** § 2 Home: "four core-service cards"; § 1: web development, e-commerce, SEO and digital marketing, turnkey web apps. */
  coreServices: ['Custom Web Development', 'E-commerce Solutions', 'SEO & Digital Marketing', 'Turnkey Web Apps'],
  /** § 2 Home: "Choose Your Path: Custom Services (button Get Custom Quote to /get-quote) and Turnkey Web Apps badged Most Popular (button Browse Products to /products)." */
  choosePath: { heading: 'Choose Your Path', custom: 'Custom Services', turnkey: 'Turnkey Web Apps' },
  /** § 2 Home: "Four-step process: Discovery, Strategy, Design, Launch." */
  process: ['Discovery', 'Strategy', 'Design', 'Launch'],
  /** § 2 Home: "Three figures: 50+ projects in 15 countries, 98% retention, 100% secure." */
  trustFigureValues: ['50+', '98%', '100%'],
  /** § 2 Home: "Call to action: Book a Consultation and Contact Our Team." (destinations are site copy) */
  ctaActions: [
    { label: 'Book a Consultation', to: '/consultation-booking' },
    { label: 'Contact Our Team', to: '/contact' },
  ],
  /** § 2 Home: "FAQ accordion of 10 questions"; § 9 "Home FAQ 10 items". Questions are site copy. */
  faqQuestions: [
    'How long does it take to build a website?',
    'How much does a website cost?',
    'What is the difference between custom services and turnkey web apps?',
    'Are there monthly fees for turnkey web apps?',
    'How do payments work?',
    'Will my website rank on Google?',
    'Can I update the website myself?',
    'Do you work with clients outside the USA?',
    'What happens after launch?',
    'How do we get started?',
  ],
  /** Site copy carrying § 9 "basic sites in 7 days; custom sites in 2-4 weeks". */
  faqFirstAnswer:
    'A basic site is ready in 7 days. A custom website takes 2-4 weeks, depending on the number of pages, integrations and how quickly content is approved.',
  /** § 3 "Testimonial (home carousel, 6 items)"; § 9 "6 testimonials". Names are site copy. */
  testimonialCount: 6,
  firstTestimonialName: 'Rachel Whitmore',
  lastTestimonialName: 'Ben Carter',
} as const;

// ---------------------------------------------------------------------------------------------------
// About (/about)
// ---------------------------------------------------------------------------------------------------

export const about = {
  /**
   * § 2 About: "Animated counters: 100 Projects Completed, 50 Happy Clients, 5 Years Experience, 24
   * Support Hours"; § 9 "Counter targets 100, 50, 5, 24 over 2, 2.5, 1.5 and 3 seconds respectively."
   * Differs from the spec: the site shows the first three with a "+" (100+, 50+, 5+).
   */
  counters: [
    { text: '100+', label: 'Projects Completed', durationMs: 2000 },
    { text: '50+', label: 'Happy Clients', durationMs: 2500 },
    { text: '5+', label: 'Years Experience', durationMs: 1500 },
    { text: '24', label: 'Support Hours', durationMs: 3000 },
  ],
  /** § 2 About: "Our Story (founded 2019) with buttons to /teem and /founder." (labels are site copy) */
  story: {
    heading: 'Our Story',
    foundedLabel: 'Founded 2019',
    actions: [
      { label: 'Meet Our Team', to: '/teem' },
      { label: 'Meet the Founder', to: '/founder' },
    ],
  },
  /** § 2 About: "Four core values, three expertise cards." (titles are site copy) */
  coreValues: ['Results over decoration', 'Plain, honest communication', 'Security as a habit', 'Partnerships that last'],
  expertise: ['Design that converts', 'Engineering that lasts', 'Growth you can measure'],
  /** § 2 About: "Call-to-action band: Book Consultation and Reach Out to Founder (to /founder), with the text 'We respond within 24 hours guaranteed'." */
  ctaActions: [
    { label: 'Book Consultation', to: '/consultation-booking' },
    { label: 'Reach Out to Founder', to: '/founder' },
  ],
  guarantee: 'We respond within 24 hours guaranteed',
} as const;

// ---------------------------------------------------------------------------------------------------
// Services (/services) and the industries
// ---------------------------------------------------------------------------------------------------

export const services = {
  /** § 2 Services: "Three expandable service blocks (Custom Web Development, E-commerce Solutions, SEO & Digital Marketing), each with 12 features. The first 3 show by default". */
  blocks: ['Custom Web Development', 'E-commerce Solutions', 'SEO & Digital Marketing'],
  featuresShown: 3,
  featuresEach: 12,
  /** § 2 Services: "Four-step process: 30-minute consultation, proposal, design and development, 30-day post-launch support." */
  process: ['30-minute consultation', 'Proposal', 'Design and development', '30-day post-launch support'],
  /** § 2 Services: "Six why-choose cards" (titles are site copy). */
  whyChoose: ['Fast delivery', 'Secure by default', 'Measurable results', 'A 24-hour response', 'You own the code', 'Clients who stay'],
  /** § 2 Services: "Calls to action: Get Your Free Quote and Explore Turnkey Web Apps." (destinations are site copy) */
  ctaActions: [
    { label: 'Get Your Free Quote', to: '/get-quote' },
    { label: 'Explore Turnkey Web Apps', to: '/products' },
  ],
} as const;

/**
 * § 2 Services: "six industry cards linking to /law, /medical, /logistics, /corporate, /restaurant,
 * /branding"; § 5 Contact form service options "Law Firm Websites, Medical Websites, Logistics Systems,
 * Corporate Websites, Restaurant Websites, Personal Branding" (the same six titles). Ids are the
 * site's test ids.
 */
export const industries = [
  { id: 'law-firm', title: 'Law Firm Websites', to: '/law' },
  { id: 'medical', title: 'Medical Websites', to: '/medical' },
  { id: 'logistics', title: 'Logistics Systems', to: '/logistics' },
  { id: 'corporate', title: 'Corporate Websites', to: '/corporate' },
  { id: 'restaurant', title: 'Restaurant Websites', to: '/restaurant' },
  { id: 'personal-branding', title: 'Personal Branding', to: '/branding' },
] as const;
export type IndustryPath = (typeof industries)[number]['to'];

/**
 * Each industry page's closing call to action (headings are site copy). Spec facts: § 2 Industry pages
 * "/law ... links to /contact and /consultation-booking", "/medical ... link to /contact labelled
 * 'Request a Demo'", "/logistics ... link to /consultation-booking", "/corporate ... link to
 * /consultation-booking labelled 'Schedule Executive Briefing'", "/restaurant ... links to /contact",
 * "/branding ... links to /contact and /consultation-booking".
 */
export const industryClosings: Record<IndustryPath, { heading: string; actions: readonly LinkSpec[] }> = {
  '/law': {
    heading: 'Ready for a website that wins cases?',
    actions: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Book a Consultation', to: '/consultation-booking' },
    ],
  },
  '/medical': { heading: 'See it working for your practice', actions: [{ label: 'Request a Demo', to: '/contact' }] },
  '/logistics': {
    heading: 'Let\u2019s map out your system',
    actions: [
      { label: 'Book a Consultation', to: '/consultation-booking' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  '/corporate': { heading: 'Brief us like you would your board', actions: [{ label: 'Schedule Executive Briefing', to: '/consultation-booking' }] },
  '/restaurant': { heading: 'Hungry for more bookings?', actions: [{ label: 'Contact Us', to: '/contact' }] },
  '/branding': {
    heading: 'Make your name work harder',
    actions: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Book a Consultation', to: '/consultation-booking' },
    ],
  },
};

/** § 2 Industry pages: "/law: hero, three audience cards (Solo Practitioners, Law Firms, Specialty Practices)". */
export const lawAudiences = ['Solo Practitioners', 'Law Firms', 'Specialty Practices'] as const;

// ---------------------------------------------------------------------------------------------------
// Portfolio (/projects)
// ---------------------------------------------------------------------------------------------------

export const portfolio = {
  /** § 3 "Portfolio project / case study (6 items)"; titles, clients and demos are site copy. */
  projects: [
    { client: 'Elite Law Group', title: 'A website that turns visitors into consultations', liveUrl: '/samples/elite-law-group/' },
    { client: 'MedCare Plus', title: 'Online appointments for a growing clinic network', liveUrl: null },
    { client: 'GlobalTrans', title: 'A tracking portal for a freight forwarder', liveUrl: null },
    { client: 'Nexus Corporate', title: 'A corporate site that speaks to investors and talent', liveUrl: null },
    { client: 'Gourmet Haven', title: 'Reservations and online orders without the commission', liveUrl: '/samples/gourmet-haven/' },
    { client: 'Influence Platform', title: 'A personal brand that books speaking engagements', liveUrl: '/samples/influence-platform/' },
  ],
  /**
   * The first project's tabs (site copy). § 3: "metrics (three named percentage changes), keyFeatures
   * (three strings), testimonial {text, author, position}"; extended form "beforeAfter (before, after)".
   */
  first: {
    imageAlt: 'Elite Law Group home page with practice areas and a consultation button',
    keyFeatures: [
      'Confidential consultation requests routed by practice area',
      'Attorney profiles with publications and bar admissions',
      'Insights blog that ranks for local legal searches',
    ],
    before: 'A dated brochure site, no mobile layout, two or three enquiries a week through a generic email address.',
    after: 'A fast, mobile-first site with practice-area pages and an encrypted consultation form routed to the right partner.',
    metrics: [
      ['Consultation requests', '+185%'],
      ['Mobile visitors', '+120%'],
      ['Bounce rate', '-42%'],
    ],
    testimonial: 'Within two months of launch we were booking more first consultations than we could handle. The site finally looks like the firm we are.',
    author: 'Margaret Ellison',
    caseStudyLink: '/case-studies/elite-law-group',
  },
  /** § 2 Portfolio: "A 'Why Clients Choose Us' block with six benefits." (benefits are site copy) */
  whyClientsChooseUs: {
    heading: 'Why Clients Choose Us',
    benefits: ['Results you can measure', 'Built for your industry', 'Fast delivery', 'Secure by default', 'Direct contact', 'Support after launch'],
  },
} as const;

// ---------------------------------------------------------------------------------------------------
// Case studies (/case-studies)
// ---------------------------------------------------------------------------------------------------

/**
 * § 2 Case studies: "'Our Success Stories' with four stories"; § 9 "Success-story prices and durations:
 * $1,900 and 2 weeks; $3,200 and 3 weeks; $2,500 and 10 days; $4,800 and 4 weeks." Slugs, titles,
 * clients, places and sample addresses are site copy.
 */
export const successStories = [
  {
    slug: 'harbour-legal',
    client: 'Harbour Legal Partners',
    title: 'A boutique law firm that now books consultations online',
    country: 'United Kingdom',
    location: 'Bristol',
    price: '$1,900',
    duration: '2 weeks',
    liveUrl: '/samples/harbour-legal/',
  },
  {
    slug: 'northside-dental',
    client: 'Northside Dental Care',
    title: 'A dental clinic that filled its diary without extra reception staff',
    country: 'Canada',
    location: 'Calgary, Alberta',
    price: '$3,200',
    duration: '3 weeks',
    liveUrl: '/samples/northside-dental/',
  },
  {
    slug: 'coastal-kitchen',
    client: 'Coastal Kitchen',
    title: 'A seaside restaurant that cut delivery-app commission',
    country: 'Australia',
    location: 'Gold Coast, Queensland',
    price: '$2,500',
    duration: '10 days',
    liveUrl: '/samples/coastal-kitchen/',
  },
  {
    slug: 'gulfline-logistics',
    client: 'Gulfline Logistics',
    title: 'A logistics company that gave customers self-service tracking',
    country: 'United Arab Emirates',
    location: 'Abu Dhabi',
    price: '$4,800',
    duration: '4 weeks',
    liveUrl: '/samples/gulfline-logistics/',
  },
] as const;

/**
 * § 2 Case studies: "View Live first shows a notice modal (the sample is a basic demo; the client site
 * cannot be shared for privacy reasons); on 'I Understand' the sample site opens". Title, wording and
 * Cancel are site copy.
 */
export const sampleNotice = {
  title: 'Before you view this sample',
  text: "This is a basic demo that shows the structure and style of the site we built. The client's live site cannot be shared for privacy reasons.",
  confirm: 'I Understand',
  cancel: 'Cancel',
} as const;

// ---------------------------------------------------------------------------------------------------
// Founder (/founder) and founder contact (/founder-contact)
// ---------------------------------------------------------------------------------------------------

export const founder = {
  /** Site copy. */
  portraitAlt: 'Illustrated portrait of Daniel Reyes, Founder & Lead Developer',
  /** § 2 Founder: "Achievements (100+ projects completed, 5+ years experience, 95% client satisfaction)". */
  achievements: [
    { value: '100+', label: 'projects completed' },
    { value: '5+', label: 'years experience' },
    { value: '95%', label: 'client satisfaction' },
  ],
  /** § 2 Founder: "six 'Why Work With Me' reasons" (titles are site copy). */
  reasonsHeading: 'Why Work With Me',
  reasons: ['Direct access', 'Business first', 'Deadlines kept', 'Fixed, fair pricing', 'Security built in', 'Support after launch'],
  /** Site copy. */
  ctaActions: [
    { label: 'Reach Out to the Founder', to: '/founder-contact' },
    { label: 'Book a Consultation', to: '/consultation-booking' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------------
// Contact (/contact)
// ---------------------------------------------------------------------------------------------------

export const contact = {
  /** § 2 Contact: "a card linking to /founder-contact" (label is site copy). */
  founderCardLink: 'Reach Out to the Founder',
  /** § 5 Contact form: "Service optional, chosen from: Law Firm Websites, Medical Websites, Logistics Systems, Corporate Websites, Restaurant Websites, Personal Branding." */
  services: ['Law Firm Websites', 'Medical Websites', 'Logistics Systems', 'Corporate Websites', 'Restaurant Websites', 'Personal Branding'],
  /** § 7: "On success the message field is shown" (the server's text; the site's server sends this). */
  success: "Thank you! Your message has been sent. We'll get back to you within 24 hours.",
} as const;

// ---------------------------------------------------------------------------------------------------
// Process (/process)
// ---------------------------------------------------------------------------------------------------

export const processPage = {
  /**
   * § 2 Process: "Five steps as tabs: Discovery Consultation, Strategic Proposal, Design Sprint,
   * Development, Launch & Growth." Summaries are site copy carrying § 9 "2 revision rounds with 48 h
   * turnaround; ... 30-day post-launch support; maintenance from $99/month".
   */
  steps: [
    {
      title: 'Discovery Consultation',
      summary:
        'We start by listening: your business, your clients, what the website must achieve and by when. You leave the call knowing whether we are the right fit.',
    },
    {
      title: 'Strategic Proposal',
      summary: 'A written proposal with the sitemap, features, timeline, fixed price and payment stages. Nothing vague, nothing hidden.',
    },
    {
      title: 'Design Sprint',
      summary: 'We design your key pages for phone and desktop and refine them with you: 2 revision rounds, each back within 48 hours.',
    },
    {
      title: 'Development',
      summary: 'We build on a fast, secure foundation, connect your forms and tools, and test on real devices. You follow progress on a staging site.',
    },
    {
      title: 'Launch & Growth',
      summary: 'We launch, monitor and fine-tune. For 30 days after launch support is included; after that, maintenance plans start from $99/month.',
    },
  ],
  /** § 2 Process: "Expected outcomes" (labels are site copy). */
  outcomes: ['to launch', 'more organic traffic', 'more inquiries', 'uptime'],
  /** § 2 Process: "expandable client testimonials (one at a time)": the first two (site copy). */
  firstTestimonials: [
    'We had been burned by an agency that kept adding costs. Here the proposal arrived in two days with a fixed price and milestones, and the final invoice matched it to the dollar. The design sprint was the first time a designer asked how our clients actually choose a lawyer.',
    'Being able to click through the staging site every week meant our front-desk team tested the booking flow long before launch. By launch day there was nothing left to surprise us, and the 30 days of support covered the two small changes we wanted.',
  ],
  /** § 2 Process: "buttons to /consultation-booking and /projects" (labels are site copy). */
  ctaActions: [
    { label: 'Book Your Discovery Call', to: '/consultation-booking' },
    { label: 'See Our Work', to: '/projects' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------------
// Team (/teem)
// ---------------------------------------------------------------------------------------------------

export const team = {
  /**
   * § 2 Team: "statistic tiles: 100+ Projects Delivered, 10+ Industries Served, 99.5% Uptime Guaranteed, 5/5 Client Happiness".
   * Differs from the spec: § 9 and every other page state 99.9% uptime as a monitored target, not a
   * guarantee; the tile says the same (src/content/facts.ts).
   */
  stats: [
    { value: '100+', label: 'Projects Delivered' },
    { value: '10+', label: 'Industries Served' },
    { value: '99.9%', label: 'Uptime Target' },
    { value: '5/5', label: 'Client Happiness' },
  ],
  /** § 2 Team: "'Core Crew' grid of six member cards"; "'What Clients Say' grid of four testimonials". */
  crewHeading: 'Core Crew',
  testimonialsHeading: 'What Clients Say',
  /** § 3 Team member: "name, role, bio, image, social, skills (name, percentage), stats (projects, experience)" (values are site copy). */
  members: [
    { name: 'Maya Chen', role: 'Lead Designer', skills: [96, 92, 85], projects: 64 },
    { name: 'Arjun Patel', role: 'Senior Full-Stack Developer', skills: [95, 91, 88], projects: 58 },
    { name: 'Layla Haddad', role: 'SEO & Growth Strategist', skills: [94, 90, 87], projects: 47 },
    { name: 'Lucas Moreau', role: 'E-commerce Developer', skills: [93, 89, 84], projects: 39 },
    { name: 'Nadia Okafor', role: 'Security & DevOps Engineer', skills: [94, 92, 90], projects: 71 },
    { name: 'Ethan Brooks', role: 'Project Manager', skills: [95, 97, 86], projects: 82 },
  ],
  /** Site copy. */
  testimonials: [
    'Every person we spoke to knew our project. The designer, the developer and the SEO lead were on the same page from the first call.',
    'They caught a data-protection gap in our old intake form before we even asked. That is the kind of team you keep.',
    'Two revision rounds, each back within 48 hours, exactly as promised. The launch was the calmest we have had.',
    'Our fleet dashboard has not gone down once since launch. When we had a question at 10 pm, someone answered.',
  ],
} as const;

// ---------------------------------------------------------------------------------------------------
// Path page (/paths)
// ---------------------------------------------------------------------------------------------------

export const paths = {
  /** § 2 Path page: "Custom Services links to /get-quote; Turnkey Web Apps links to /products" (button labels are site copy). */
  choices: [
    { title: 'Custom Services', action: { label: 'Get a Custom Quote', to: '/get-quote' } },
    { title: 'Turnkey Web Apps', action: { label: 'Browse Turnkey Web Apps', to: '/products' } },
  ],
  /** § 2 Path page: "FAQ toggle with five questions"; § 9 "path-page FAQ 5". Wording is site copy. */
  faqShow: 'Show questions',
  faqHide: 'Hide questions',
  faqQuestions: [
    'Which path is faster?',
    'Can a turnkey web app be customised?',
    'Do I own the code?',
    'What does each path cost?',
    'What if I choose the wrong path?',
  ],
  /** § 2 Path page: "two testimonials" (site copy). */
  testimonials: [
    'We chose the custom path because our intake process is unusual. They designed around it instead of forcing a template.',
    // Differs from the earlier copy ("in two days"): a turnkey app is live about 7 working days after purchase.
    'The turnkey venue system was live on our domain within a week and a half. It paid for itself in the first season.',
  ],
  /** § 2 Path page: "call to action to /get-quote" (label is site copy). */
  cta: { label: 'Get Your Free Quote', to: '/get-quote' },
} as const;

// ---------------------------------------------------------------------------------------------------
// Legal pages (/privacy, /terms, /cookies)
// ---------------------------------------------------------------------------------------------------

export const legal = {
  /**
   * Differs from the spec: § 2 Legal pages says "dates shown as today's date"; the site shows a fixed
   * revision date instead (a policy dated "today" on every visit tells the reader nothing).
   */
  lastUpdated: '2026-11-01',
  lastUpdatedText: 'November 1, 2026',
  /** Section ids and headings of each document (site copy). */
  documents: [
    {
      path: '/privacy',
      sections: [
        ['who-we-are', 'Who we are'],
        ['what-we-collect', 'Information we collect'],
        ['how-we-use', 'How we use it'],
        ['legal-basis', 'Legal basis'],
        ['sharing', 'Sharing'],
        ['storage', 'What this website stores, where and for how long'],
        ['retention', 'How long we keep it'],
        ['security', 'Security'],
        ['your-rights', 'Your rights'],
        ['erasure', 'Asking us to erase your data'],
      ],
    },
    {
      path: '/terms',
      sections: [
        ['scope', 'Scope'],
        ['proposals', 'Proposals and scope'],
        ['payment', 'Payment terms'],
        ['revisions', 'Revisions and feedback'],
        ['delivery', 'Delivery'],
        ['ownership', 'Ownership and licences'],
        ['support', 'Support and maintenance'],
        ['liability', 'Liability'],
      ],
    },
    {
      path: '/cookies',
      sections: [
        ['what-are-cookies', 'What cookies are'],
        ['your-choice', 'Your choice'],
        ['local-storage', 'Browser storage we use'],
        ['managing', 'Managing cookies'],
      ],
    },
  ],
  /**
   * The privacy policy's storage and erasure sections, word for word (site copy). Spec facts: § 7
   * "Browser storage is used for selectedProduct and cookieConsent"; § 9 "privacy inquiries answered
   * within 48 business hours". The 730 days are the server's default lead retention (the e2e server
   * sets no LEAD_RETENTION_DAYS).
   */
  privacySections: [
    {
      heading: 'What this website stores, where and for how long',
      texts: [
        "What you send through a form (the fields you filled in and when you sent it) is stored in one place: the database on this website's own server. A copy reaches the studio's inbox as a notification e-mail. A newsletter sign-up gets one e-mail asking you to confirm it and, once you have, one welcome e-mail. The server's logs never contain what you typed: a submission appears there only by its reference number and its type.",
        'Enquiries, quote requests, consultation bookings, messages to the founder and newsletter sign-ups are deleted from the server automatically 730 days (about 24 months) after they arrive, together with the e-mails and keys below that belong to them.',
        "Notification, confirmation and welcome e-mails wait in the server's mail queue until they are sent, and are deleted 30 days after sending.",
        'Each form is sent with a random key; the server keeps the key and its answer for 30 days, so that a form your device sends twice is stored only once.',
        "On your device: a form that cannot reach us (you are offline, or our server is failing) waits in your browser's storage (IndexedDB) and is sent automatically for up to 30 days. It leaves your device as soon as we have it or you discard it; one not delivered within 30 days is no longer sent and stays, marked as expired, until you discard it.",
        'Also in your browser\'s local storage: "cookieConsent", your cookie choice, until you clear your browser data; and "selectedProduct", the product you picked on a product page, removed as soon as the quote form has read it.',
      ],
    },
    {
      heading: 'Asking us to erase your data',
      texts: [
        'Write to hello@kestrelstudio.dev with "Privacy" in the subject line, from the e-mail address you used in our forms or naming it. We then delete from the server, in one step, every enquiry, quote request, booking, message and newsletter sign-up made with that address (however it was capitalised), the e-mails queued about them and their keys, delete the notification e-mails about you from the studio\'s inbox, and confirm within 48 business hours. Anything still waiting on your own device you can discard yourself under "Messages on this device".',
      ],
    },
  ],
  /** § 9 "Cookie durations: Essential session; Performance 1 year; Preference 30 days; Marketing 90 days." */
  cookieCategories: [
    ['Essential', 'Session'],
    ['Performance', '1 year'],
    ['Preference', '30 days'],
    ['Marketing', '90 days'],
  ],
} as const;

// ---------------------------------------------------------------------------------------------------
// Project investment (/ProjectInvestment) and analytics (/analytics): § 2 says their content is not
// shown; the figures come from § 9.
// ---------------------------------------------------------------------------------------------------

export const investment = {
  /**
   * § 9 Prices: "custom from $2,500; turnkey from $2,999 (marketing text) ...; white-label licensing from $11,500 per product".
   * Differs from the spec, whose "from" prices contradict its own catalogue and success stories: turnkey
   * starts at the cheapest catalogue plan ($5,499), custom at the cheapest project shown ($1,900, § 9
   * success stories). Titles are site copy.
   */
  pricing: [
    { title: 'Custom Services', price: 'From $1,900' },
    { title: 'Turnkey Web Apps', price: 'From $5,499' },
    { title: 'White Label Licence', price: 'From $11,500' },
  ],
  /**
   * § 9 Payment terms: "turnkey 50/50; custom 30/40/30; the terms page says standard 50/50 and large projects
   * 30/40/30 ...; white label 50/50". The terms decide, and say where a large project starts ($5,000);
   * titles are site copy.
   */
  paymentSchedules: ['Turnkey web apps and custom projects under $5,000', 'Custom projects from $5,000', 'White-label licences'],
  /** § 9: "maintenance from $99/month". */
  maintenance: 'From $99/month',
  /** § 9 Delivery and service promises (labels are site copy). */
  deliveryPromises: [
    'Basic sites',
    'Custom sites',
    // Differs from the spec's "turnkey live in 24-48 hours" beside "setup about 7 working days": one promise.
    'Turnkey apps live: hosting, domain, rebranding, launch',
    'Proposal after your consultation',
    'Design revisions, 48 h turnaround each',
    'Free discovery consultation',
    'Post-launch support included',
  ],
  /** Site copy. */
  ctaActions: [
    { label: 'Get Your Free Quote', to: '/get-quote' },
    { label: 'Browse Turnkey Web Apps', to: '/products' },
  ],
} as const;

export const analytics = {
  /** § 1 claims "3-5x more inquiries, 99.9% uptime", "98% retention"; § 9 "SEO traffic gains 40-200% in 3-6 months". Labels are site copy. */
  headline: [
    { value: '40-200%', label: 'organic traffic growth in 3-6 months' },
    { value: '3-5x', label: 'more inquiries after a rebuild' },
    { value: '99.9%', label: 'uptime on hosted sites' },
    { value: '98%', label: 'client retention' },
  ],
  /** Site copy, within § 9's 40-200%. */
  growthBars: [40, 85, 120, 200],
  whatWeMeasure: ['Rankings and visibility', 'Organic traffic', 'Conversions', 'Speed and uptime', 'Privacy-first analytics', 'Monthly reports'],
  ctaActions: [
    { label: 'Get a Free SEO Quote', to: '/get-quote' },
    { label: 'See Case Studies', to: '/case-studies' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------------
// Consultation booking (/consultation-booking)
// ---------------------------------------------------------------------------------------------------

export const booking = {
  /** § 3 Consultation type: "Types: Video Strategy Session (30 mins), Phone Consultation (20 mins), Chat Briefing (24-hour response window)"; "'Most Popular' on the video session". */
  types: [
    { title: 'Video Strategy Session', duration: '30 mins' },
    { title: 'Phone Consultation', duration: '20 mins' },
    { title: 'Chat Briefing', duration: '24-hour response window' },
  ],
  /** § 8 Booking: "any failure shows 'Something went wrong! Please try again or contact our support team at {email}.'" */
  failure: 'Something went wrong! Please try again or contact our support team at hello@kestrelstudio.dev.',
  /** § 4 Booking: "a 'Booking Confirmed!' toast shows 3 s, then the success screen appears. 'Book Another Consultation' ..." */
  toast: 'Booking Confirmed!',
  /** Site copy (issue 29): the booking policy in one line, with the server's default horizon. */
  policy: 'Weekdays only, from tomorrow up to 60 days ahead; one booking per e-mail address a day.',
  /** Site copy: the success screen's and the queued screen's headings. */
  successTitle: 'Your consultation is booked',
  queuedTitle: 'Your request is saved, not yet sent',
  /** § 3 "booking-page FAQ: id, question, answer (6 items)"; questions are site copy. */
  faqQuestions: [
    'Is the consultation really free?',
    'How soon will my session take place?',
    'Can I reschedule?',
    'What should I prepare?',
    'Which time zone are the slots in?',
    'What happens after the consultation?',
  ],
  /** Site copy carrying § 9 "sessions usually scheduled within 1-3 business days; confirmation within about 24 hours". */
  faqSecondAnswer: 'Sessions are usually scheduled within 1-3 business days, and we confirm your booking by e-mail within about 24 hours.',
  /** § 3 "booking-page testimonials ... (3 items)": the first and the third (site copy). */
  firstTestimonial:
    'The free video session was worth more than most paid workshops. We left with a clear plan for our site and a fixed price, and the new site went live three weeks later.',
  thirdTestimonial:
    'I sent our requirements by chat late in the evening; the written recommendations were waiting the next morning, ready to share with our board.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Quote wizard (/get-quote)
// ---------------------------------------------------------------------------------------------------

export const quote = {
  /** § 2 Quote wizard: "Step 1 'Tell Us About Your Project', step 2 'Project Details & Timeline', step 3 'Contact Information'." */
  steps: ['Tell Us About Your Project', 'Project Details & Timeline', 'Contact Information'],
  /** § 2 Quote wizard: "Three reassurance cards above the form (secure process, client-focused, no spam)." */
  reassurances: ['Secure process', 'Client-focused', 'No spam'],
  /** § 8 Quote: "Success: 'Thank you for your request! We'll prepare a custom proposal and contact you within 24 hours.'" */
  success: "Thank you for your request! We'll prepare a custom proposal and contact you within 24 hours.",
} as const;

// ---------------------------------------------------------------------------------------------------
// Products catalogue (/products) and product pages
// ---------------------------------------------------------------------------------------------------

export interface PlanSpec {
  name: string;
  price: string;
  features: readonly string[];
}

export interface ProductSpec {
  id: string;
  name: string;
  fromPrice: string;
  status: 'Available' | 'Coming Soon';
  soldCount: number;
  /** The countries as the sold notice names them. */
  soldCountries: string;
  /** The catalogue card's features, in order (only the first 4 show). */
  cardFeatures: readonly string[];
  /** The product page's eight feature titles. */
  pageFeatures: readonly string[];
  plans: readonly PlanSpec[];
  /** The quote wizard's project type a plan button hands over. */
  quoteProjectType: string;
}

/** § 9 Prices: "white-label licensing from $11,500 per product, negotiable". The other points are site copy. */
export const whiteLabelLicensing = {
  heading: 'White-Label Licensing',
  priceNote: 'From $11,500 per product, negotiable',
  fromPrice: '$11,500',
} as const;

/**
 * § 2 Products catalogue: "an Important Notice section". § 9 "Guarantee text: No monthly fees, no annual
 * charges, no hidden costs. Pay once and own it forever." and "setup after purchase about 7 working days
 * (hosting, domain, rebranding, launch)". Differs from the spec: the first point runs the guarantee on
 * after a colon, so it starts with a small "no".
 */
export const catalogueNotice = {
  heading: 'Important Notice',
  points: [
    'Every product is a one-time purchase: no monthly fees, no annual charges, no hidden costs. Pay once and own it forever.',
    // Differs from the spec: "turnkey live in 24-48 hours" and "setup after purchase about 7 working days" become one sentence.
    'A turnkey app is live on your own domain, in your brand, about 7 working days after purchase: hosting, domain, rebranding and launch included.',
    'White-label rights are exclusive per country. When a country is licensed, that product is no longer sold there.',
    'Coming Soon products can be pre-ordered now; pre-orders keep the listed price.',
  ],
} as const;

/** § 2 Products catalogue: "Only the first 4 features show; the rest appear as '+N more features'." */
export const CARD_FEATURE_LIMIT = 4;

/** The white-label benefits § 9 lists for the legal and fleet systems, in the site's words ("no competition from the provider" reads "No competition from us"). */
const whiteLabelBenefits = ['Everything in Standard', 'Complete source code', 'Exclusive rights', 'No competition from us', 'Unlimited reselling rights'];

/**
 * § 3 Catalogue content (id, from price, status, sold counts) and § 9 Plans (prices; the legal and fleet
 * plans' features). § 3 names the sold countries "UK" and "CAD and AUS"; the site writes them out.
 * Names, card features and the other plan features are site copy; the product-page features of
 * legalflow, logixfleet, edusuite and finsecure are § 2's lists.
 */
export const products: readonly ProductSpec[] = [
  {
    id: 'venuepro',
    name: 'VenuePro',
    fromPrice: '$5,999',
    status: 'Available',
    soldCount: 6,
    soldCountries: 'United Kingdom',
    cardFeatures: [
      'Live availability calendar',
      'Online booking with deposits',
      'Event package builder',
      'Client portal with contracts',
      'Staff and room scheduling',
      'Automated reminder emails',
      'Revenue and occupancy reports',
      'Multi-venue management',
    ],
    pageFeatures: [
      'Live availability',
      'Online deposits',
      'Package builder',
      'Client portal',
      'Staff scheduling',
      'Automated reminders',
      'Reports',
      'Multi-venue',
    ],
    plans: [
      {
        name: 'Standard',
        price: '$5,999',
        features: ['5 user accounts', 'Booking calendar and online deposits', 'Client portal', 'Reports dashboard', '30 days of post-launch support'],
      },
      { name: 'White Label', price: '$12,500', features: ['Unlimited accounts', 'Exclusive ownership in your country', ...whiteLabelBenefits] },
    ],
    quoteProjectType: 'Event Venue Booking System',
  },
  {
    id: 'hexacart',
    name: 'HexaCart',
    fromPrice: '$6,999',
    status: 'Available',
    soldCount: 7,
    soldCountries: 'Canada and Australia',
    cardFeatures: [
      'Unlimited products and variants',
      'Card and PayPal checkout',
      'Inventory across warehouses',
      'Discount codes and bundles',
      'Abandoned-cart recovery',
      'Multi-currency pricing',
      'Orders, returns and refunds',
    ],
    pageFeatures: ['Unlimited catalogue', 'Fast checkout', 'Inventory', 'Promotions', 'Cart recovery', 'Multi-currency', 'Orders and returns', 'SEO-ready'],
    plans: [
      {
        name: 'Standard',
        price: '$6,999',
        features: [
          'Unlimited products',
          'Checkout and payments set up',
          'Inventory and order management',
          'SEO-ready product pages',
          '30 days of post-launch support',
        ],
      },
      { name: 'White Label', price: '$14,500', features: ['Exclusive ownership in your country', ...whiteLabelBenefits] },
    ],
    quoteProjectType: 'E-commerce Store',
  },
  {
    id: 'restaurant-manager',
    name: 'Restaurant Manager',
    fromPrice: '$5,499',
    status: 'Coming Soon',
    soldCount: 0,
    soldCountries: '',
    cardFeatures: [
      'Online ordering and takeaway',
      'Table reservations',
      'Kitchen display screen',
      'QR-code menus',
      'Staff rota and roles',
      'Daily sales reports',
    ],
    pageFeatures: ['Online ordering', 'Reservations', 'Kitchen display', 'QR-code menus', 'Floor plan', 'Staff rota', 'Inventory', 'Sales reports'],
    plans: [
      {
        name: 'Standard',
        price: '$5,499',
        features: ['Online ordering and reservations', 'Kitchen display screen', 'QR-code menus', 'Sales reports', '30 days of post-launch support'],
      },
      { name: 'White Label', price: '$11,500', features: ['Exclusive ownership in your country', ...whiteLabelBenefits] },
    ],
    quoteProjectType: 'Web Application',
  },
  {
    id: 'logixfleet',
    name: 'LogixFleet',
    fromPrice: '$6,499',
    status: 'Coming Soon',
    soldCount: 0,
    soldCountries: '',
    cardFeatures: [
      'Real-time Tracking',
      'Route Optimization',
      'Fleet Management',
      'Driver Analytics',
      'Fuel Management',
      'Maintenance Tracking',
      'Dispatch System',
      'Performance Reports',
    ],
    pageFeatures: [
      'Real-time Tracking',
      'Route Optimization',
      'Fleet Management',
      'Driver Analytics',
      'Fuel Management',
      'Maintenance Tracking',
      'Dispatch System',
      'Performance Reports',
    ],
    plans: [
      { name: 'Standard', price: '$6,499', features: ['Real-time Tracking', 'Route Optimization', 'Fleet Management', 'Driver Analytics'] },
      { name: 'White Label', price: '$13,500', features: ['Exclusive ownership in your country', ...whiteLabelBenefits] },
    ],
    quoteProjectType: 'Web Application',
  },
  {
    id: 'edusuite',
    name: 'EduSuite',
    fromPrice: '$6,999',
    status: 'Coming Soon',
    soldCount: 0,
    soldCountries: '',
    cardFeatures: [
      'Student Portal',
      'Course Management',
      'Online Assessments',
      'Fee Management',
      'Attendance Tracking',
      'Parent Portal',
      'Virtual Classrooms',
      'Progress Analytics',
    ],
    pageFeatures: [
      'Student Portal',
      'Course Management',
      'Online Assessments',
      'Fee Management',
      'Attendance Tracking',
      'Parent Portal',
      'Virtual Classrooms',
      'Progress Analytics',
    ],
    plans: [],
    quoteProjectType: 'Web Application',
  },
  {
    id: 'finsecure',
    name: 'FinSecure',
    fromPrice: '$7,499',
    status: 'Coming Soon',
    soldCount: 0,
    soldCountries: '',
    cardFeatures: [
      'Financial Dashboard',
      'Invoice Management',
      'Expense Tracking',
      'Tax Calculations',
      'Bank Integration',
      'Financial Reports',
      'Multi-currency',
      'Audit Trail',
    ],
    pageFeatures: [
      'Financial Dashboard',
      'Invoice Management',
      'Expense Tracking',
      'Tax Calculations',
      'Bank Integration',
      'Financial Reports',
      'Multi-currency',
      'Audit Trail',
    ],
    plans: [],
    quoteProjectType: 'Web Application',
  },
  {
    id: 'medflow',
    name: 'MedFlow',
    fromPrice: '$6,999',
    status: 'Coming Soon',
    soldCount: 0,
    soldCountries: '',
    cardFeatures: [
      'Online appointment booking',
      'Patient records and history',
      'SMS and email reminders',
      'Doctor schedules',
      'Telehealth consultations',
      'Billing and insurance claims',
      'Role-based access controls',
      'Clinic performance reports',
    ],
    pageFeatures: ['Online booking', 'Reminders', 'Patient records', 'Doctor schedules', 'Telehealth', 'Prescriptions', 'Billing', 'Access controls'],
    plans: [
      {
        name: 'Standard',
        price: '$6,999',
        features: ['Online booking and reminders', 'Patient records', 'Doctor schedules', 'Role-based access controls', '30 days of post-launch support'],
      },
      { name: 'White Label', price: '$13,500', features: ['Exclusive ownership in your country', ...whiteLabelBenefits] },
    ],
    quoteProjectType: 'Web Application',
  },
  {
    id: 'legalflow',
    name: 'LegalFlow',
    fromPrice: '$6,999',
    /**
     * Differs from the spec: § 3 has it "Coming Soon in catalogue; the product page presents it as
     * live with a quote path". One status everywhere, Coming Soon: its quote buttons stay, as the
     * pre-order quotes every Coming Soon product offers, and its closing call is early access.
     */
    status: 'Coming Soon',
    soldCount: 0,
    soldCountries: '',
    cardFeatures: [
      'Case Management',
      'Document Management',
      'Client Portal',
      'Calendar Integration',
      'Time Tracking',
      'Analytics Dashboard',
      'Legal Research Tools',
      'Mobile Responsive',
    ],
    pageFeatures: [
      'Case Management',
      'Document Management',
      'Client Portal',
      'Calendar Integration',
      'Time Tracking',
      'Analytics Dashboard',
      'Legal Research Tools',
      'Mobile Responsive',
    ],
    plans: [
      { name: 'Standard', price: '$6,999', features: ['Case Management', 'Client Portal', 'Document Management', 'Time Tracking'] },
      { name: 'White Label', price: '$13,500', features: whiteLabelBenefits },
    ],
    quoteProjectType: 'Web Application',
  },
];

/** The catalogue entry with this id (the fixture's, not the site's). */
export function productSpec(id: string): ProductSpec {
  const found = products.find((entry) => entry.id === id);
  if (!found) throw new Error(`no product ${id} in the spec copy`);
  return found;
}

/** The sold badges' hover notices (site copy). */
export const soldNotices: Record<string, string> = {
  venuepro: 'Six venues in the United Kingdom already take bookings with VenuePro, and UK white-label rights are taken. Other countries are still open.',
  hexacart: 'Seven stores in Canada and Australia launched on HexaCart, and white-label rights there are taken. Your country may still be available.',
};

/** § 2 Product pages: "screenshot carousel" (the standard pages' count of slides is site copy). */
export const standardScreenshotCount = 4;

/**
 * § 2 Product pages, legalflow: "Section 'Your Complete Legal Practice Solution' listing Case Management,
 * Document Management, Client Portal, 24/7 Support ... Ends with Get Early Access (/contact) and View
 * All Products". The carousel's image list is not shown in the spec. The solution's points are a short
 * list beside a screen, not cards: the eight feature cards follow it (site copy).
 */
export const legalflowPage = {
  solutionHeading: 'Your Complete Legal Practice Solution',
  solutionPoints: ['Case Management', 'Document Management', 'Client Portal', '24/7 Support'],
  screenshotCount: 3,
  closingAction: { label: 'Get Early Access', to: '/contact' },
} as const;

/**
 * § 2 Product pages: logixfleet "placeholder panel, Why Choose block, ... two plan cards whose quote
 * buttons link to /contact, waitlist call to action to /contact and /products"; edusuite "buttons Get
 * Early Access (/contact) and View All Products (/products)"; finsecure "buttons to /contact and
 * /products". Headings and the other labels are site copy.
 */
export const waitlistPages = {
  logixfleet: {
    placeholderHeading: 'LogixFleet is in final testing',
    whyChooseHeading: 'Why Choose LogixFleet',
    planActionLabel: 'Request a Quote',
    closingHeading: 'Join the LogixFleet waitlist',
    closingActions: [
      { label: 'Join the Waitlist', to: '/contact' },
      { label: 'View All Products', to: '/products' },
    ],
  },
  edusuite: {
    placeholderHeading: 'EduSuite is being built with schools',
    whyChooseHeading: 'Why Choose EduSuite',
    planActionLabel: 'Request a Quote',
    closingHeading: 'Get early access to EduSuite',
    closingActions: [
      { label: 'Get Early Access', to: '/contact' },
      { label: 'View All Products', to: '/products' },
    ],
  },
  finsecure: {
    placeholderHeading: 'FinSecure is in private testing',
    whyChooseHeading: 'Why Choose FinSecure',
    planActionLabel: 'Request a Quote',
    closingHeading: 'Join the FinSecure waitlist',
    closingActions: [
      { label: 'Join the Waitlist', to: '/contact' },
      { label: 'View All Products', to: '/products' },
    ],
  },
} as const;

// ---------------------------------------------------------------------------------------------------
// The lead outbox and the installable app: not in the specification (the site keeps a lead that
// cannot be sent on the device); all site copy.
// ---------------------------------------------------------------------------------------------------

export const leadKindLabels = {
  newsletter: 'Newsletter sign-up',
  contact: 'Contact message',
  quote: 'Quote request',
  founder: 'Message to the founder',
  booking: 'Consultation request',
} as const;

export const outboxCopy = {
  queued: 'Saved on this device. It will be sent automatically when you are back online.',
  bookingQueued:
    'Your consultation request is saved on this device and will be sent automatically when you are back online. The slot is requested, not yet confirmed: we confirm it by e-mail once the request arrives.',
  indicatorLabel: (count: number) => (count === 1 ? '1 message waiting to be sent' : `${count} messages waiting to be sent`),
  panelTitle: 'Messages on this device',
  empty: 'Nothing is waiting to be sent.',
  states: { pending: 'Waiting to send', failed: 'Needs attention' },
  retry: 'Retry',
  discard: 'Discard',
  discardConfirmTitle: 'Discard this message?',
  discardConfirm: 'Discard message',
  keep: 'Keep it',
  delivered: (label: string) => `${label} reached us. Thank you!`,
  /** A queued sign-up delivered later says what the server answered: here, with no mail server, that no confirmation went out. */
  deliveredSignup:
    "Newsletter sign-up reached us. Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
  failedTitle: 'A message needs your attention',
  /** Site copy: the footer's quiet line once the site is saved on the device (never a notice over the page). */
  offlineReady: 'Available offline',
  updateTitle: 'New version available',
  reload: 'Reload',
  install: 'Install app',
  iosHintTitle: 'Add to Home Screen',
  iosHint: 'Tap the Share button, then "Add to Home Screen" to install this site as an app.',
} as const;
