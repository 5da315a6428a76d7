import { avatarImage, type CardItem, type ImageAsset, type LinkAction, type QuoteTestimonial } from './types';
import { say } from './facts';
import { workImage } from './work-images.ts';

/** The sections an industry page is composed of, in page order. */
export type IndustrySection =
  | { kind: 'cards'; id: string; heading: string; intro?: string; items: readonly CardItem[] }
  | { kind: 'checklists'; id: string; heading: string; intro?: string; lists: readonly { title: string; items: readonly string[] }[] }
  | { kind: 'highlight'; id: string; heading: string; text: string; points: readonly string[]; image: ImageAsset }
  | { kind: 'gallery'; id: string; heading: string; intro?: string; shots: readonly { label: string; caption: string; image: ImageAsset }[] }
  | { kind: 'testimonials'; id: string; heading: string; items: readonly QuoteTestimonial[] };

export interface IndustryPage {
  path: '/law' | '/medical' | '/logistics' | '/corporate' | '/restaurant' | '/branding';
  sections: readonly IndustrySection[];
  cta: { heading: string; text: string; actions: readonly LinkAction[] };
}

const contact: LinkAction = { label: 'Contact Us', to: '/contact' };
const booking: LinkAction = { label: 'Book a Consultation', to: '/consultation-booking' };

export const lawPage: IndustryPage = {
  path: '/law',
  sections: [
    {
      kind: 'cards',
      id: 'audiences',
      heading: 'Built for every kind of practice',
      items: [
        {
          icon: 'users',
          title: 'Solo Practitioners',
          description: 'A professional presence that books consultations while you are in court: one clear page per service, a secure form, your calendar.',
        },
        {
          icon: 'building',
          title: 'Law Firms',
          description: 'Attorney profiles, practice-area hubs and intake routed to the right partner, with the authority clients expect from a firm.',
        },
        {
          icon: 'scale',
          title: 'Specialty Practices',
          description: 'Immigration, family, injury or corporate law: pages that answer the exact questions your clients search for.',
        },
      ],
    },
    {
      kind: 'highlight',
      id: 'confidentiality',
      heading: 'Confidentiality and security, by design',
      text: 'Prospective clients share sensitive facts in the first message. We treat every form like a privileged conversation.',
      points: [
        'Encrypted intake forms with no data kept in the browser',
        'Enquiries delivered only to the addresses you approve',
        'SSL, security headers and daily backups as standard',
        'Clear disclaimers and privacy notices drafted with you',
      ],
      image: workImage('elite-law-group-consultation', 'A confidential consultation request form on a law firm website, marked encrypted'),
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'Features your clients will use',
      items: [
        { icon: 'chat', title: 'Consultation booking', description: 'Clients pick a time that suits your calendar, with reminders by e-mail.' },
        { icon: 'layers', title: 'Practice-area pages', description: 'One focused page per service, written for the questions clients search.' },
        { icon: 'users', title: 'Attorney profiles', description: 'Credentials, bar admissions and results presented with care.' },
        { icon: 'search', title: 'Local SEO', description: 'Rank for "lawyer near me" in the cities you serve.' },
        { icon: 'lock', title: 'Secure client portal', description: 'Optional document exchange instead of e-mail attachments.' },
        { icon: 'globe', title: 'Multilingual', description: 'Serve clients in English, Arabic, Spanish or French.' },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonials',
      heading: 'What firms say',
      items: [
        {
          quote: 'Consultation requests tripled within three months, and they arrive with the facts we need to qualify them.',
          name: 'Rachel Whitmore',
          role: 'Managing Partner, Whitmore & Cole LLP',
          avatar: avatarImage('client-rachel', 'Rachel Whitmore'),
        },
        {
          quote: 'They understood confidentiality better than our previous IT provider. Clients comment on how professional the site feels.',
          name: 'Karim Nassar',
          role: 'Partner, Nassar Legal, Doha',
          avatar: avatarImage('client-karim', 'Karim Nassar'),
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready for a website that wins cases?',
    text: `Talk to us about your practice. We reply within ${say.reply} and keep every conversation confidential.`,
    actions: [contact, booking],
  },
};

export const medicalPage: IndustryPage = {
  path: '/medical',
  sections: [
    {
      kind: 'checklists',
      id: 'hipaa',
      heading: 'HIPAA-compliant by design',
      intro: 'Patient data is handled with the safeguards healthcare requires, from the first form to the last backup.',
      lists: [
        {
          title: 'Patient privacy',
          items: [
            'Encrypted appointment and intake forms',
            'Signed business associate agreements with hosting providers',
            'Access limited to the staff you authorise',
            'Audit logs of who viewed what',
          ],
        },
        {
          title: 'Patient experience',
          items: [
            'Online booking and rescheduling',
            'Automated appointment reminders',
            'Doctor and service pages patients understand',
            'Accessible to WCAG 2.1 AA',
          ],
        },
      ],
    },
    {
      kind: 'checklists',
      id: 'perfect-for',
      heading: 'Perfect For',
      lists: [
        {
          title: 'Practices we build for',
          items: [
            'Family and general practices',
            'Dental clinics',
            'Specialist clinics',
            'Physiotherapy and rehabilitation',
            'Mental health practices',
            'Multi-location medical groups',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'What patients and staff get',
      items: [
        { icon: 'clock', title: 'Online appointments', description: 'Patients book in two minutes, day or night; your front desk answers fewer calls.' },
        { icon: 'lock', title: 'Secure patient forms', description: 'Intake and consent forms completed before the visit, encrypted end to end.' },
        { icon: 'device', title: 'Telehealth ready', description: 'Video consultation links and reminders built into the booking flow.' },
      ],
    },
    {
      kind: 'gallery',
      id: 'designs',
      heading: 'Design examples',
      intro: 'Three screens from clinic websites we designed.',
      shots: [
        {
          label: 'Clinic homepage',
          caption: 'Services, doctors and the booking button above the fold.',
          image: workImage('northside-dental-home', 'A dental clinic homepage with a booking button and its treatments'),
        },
        {
          label: 'Appointment booking',
          caption: 'Choose a doctor, a date and a time slot in three steps.',
          image: workImage('medcare-plus-booking', 'An appointment booking screen with doctors, a calendar and free time slots'),
        },
        {
          label: 'Patient portal',
          caption: 'Upcoming visits, forms and messages in one secure place.',
          image: workImage('medcare-plus-portal', 'A patient portal with upcoming appointments, messages and prescriptions'),
        },
      ],
    },
  ],
  cta: {
    heading: 'See it working for your practice',
    text: 'We will walk you through a clinic site and its booking flow, configured with your services.',
    actions: [{ label: 'Request a Demo', to: '/contact' }],
  },
};

export const logisticsPage: IndustryPage = {
  path: '/logistics',
  sections: [
    {
      kind: 'cards',
      id: 'capabilities',
      heading: 'What we build for logistics companies',
      items: [
        { icon: 'globe', title: 'Real-time shipment tracking', description: 'Customers follow their goods on a map without calling your office.' },
        { icon: 'chat', title: 'Instant quote requests', description: 'One structured form replaces e-mails in every format; quotes go out the same day.' },
        { icon: 'truck', title: 'Fleet management', description: 'Vehicles, drivers, maintenance and fuel in one dashboard.' },
        { icon: 'target', title: 'Route optimisation', description: 'Plan multi-stop routes that save hours and fuel each week.' },
        { icon: 'users', title: 'Customer portal', description: 'Bookings, documents and invoices for your account customers.' },
        { icon: 'chart', title: 'Performance reports', description: 'On-time rates, costs per route and driver performance at a glance.' },
      ],
    },
    {
      kind: 'cards',
      id: 'technology',
      heading: 'Technology that keeps up with your fleet',
      items: [
        { icon: 'device', title: 'Mobile driver app', description: 'Proof of delivery, photos and signatures from the driver\u2019s phone.' },
        { icon: 'layers', title: 'API integrations', description: 'Connect your ERP, accounting and carrier systems.' },
        { icon: 'shield', title: 'Secure cloud hosting', description: `${say.uptime} uptime, daily backups and encrypted data.` },
        { icon: 'globe', title: 'GPS and telematics', description: 'Live positions from the trackers you already use.' },
        { icon: 'clock', title: 'Automated notifications', description: 'E-mail and SMS updates at every stage of delivery.' },
        { icon: 'chart', title: 'Analytics dashboards', description: 'The numbers your operations meeting needs, updated live.' },
      ],
    },
  ],
  cta: {
    heading: 'Let\u2019s map out your system',
    text: 'Book a free consultation and we will sketch the tracking, quoting and fleet tools your operation needs.',
    actions: [booking, contact],
  },
};

export const corporatePage: IndustryPage = {
  path: '/corporate',
  sections: [
    {
      kind: 'cards',
      id: 'essentials',
      heading: 'Corporate essentials',
      items: [
        {
          icon: 'building',
          title: 'Company story and leadership',
          description: 'Who you are, who leads you and what you stand for, presented with authority.',
        },
        { icon: 'chart', title: 'Investor relations', description: 'Reports, announcements and key figures in a section investors trust.' },
        { icon: 'users', title: 'Careers', description: 'Open roles, culture and a straightforward application flow.' },
        { icon: 'pen', title: 'Newsroom', description: 'Press releases and media kits your communications team can publish.' },
        { icon: 'globe', title: 'Multi-office and multilingual', description: 'Every region, every language, one consistent brand.' },
        { icon: 'shield', title: 'Security and compliance', description: 'Accessibility, privacy and security standards documented for your IT review.' },
      ],
    },
    {
      kind: 'gallery',
      id: 'styles',
      heading: 'Two style examples',
      intro: 'Every corporate site is designed for its audience. Two directions we often start from:',
      shots: [
        {
          label: 'Classic Executive',
          caption: 'Deep navy, serif headlines and generous white space for professional services and finance.',
          image: workImage('corporate-classic', 'A classic corporate homepage in navy with a serif headline'),
        },
        {
          label: 'Modern Innovator',
          caption: 'Bright accents, bold type and motion for technology and growth companies.',
          image: workImage('corporate-modern', 'A modern corporate homepage with bold type and bright accents'),
        },
      ],
    },
  ],
  cta: {
    heading: 'Brief us like you would your board',
    text: 'A focused call with the decision makers: goals, audiences, timeline. We come prepared.',
    actions: [{ label: 'Schedule Executive Briefing', to: '/consultation-booking' }],
  },
};

export const restaurantPage: IndustryPage = {
  path: '/restaurant',
  sections: [
    {
      kind: 'cards',
      id: 'services',
      heading: 'Three ways we fill your tables',
      items: [
        {
          icon: 'utensils',
          title: 'Restaurant websites',
          description: 'Menus, photos, opening hours and directions that look good on the phone in a guest\u2019s hand.',
        },
        { icon: 'clock', title: 'Online reservations', description: 'Guests book a table in seconds; you set covers, times and deposits.' },
        { icon: 'cart', title: 'Direct online ordering', description: 'Takeaway and delivery orders without marketplace commission.' },
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'Features that matter during service',
      items: [
        { icon: 'pen', title: 'Menu updates in minutes', description: 'Change dishes and prices yourself, from your phone.' },
        { icon: 'globe', title: 'Bilingual menus', description: 'English and Arabic, or any languages your guests read.' },
        { icon: 'search', title: 'Local search', description: 'Show up for "restaurants near me" and on maps.' },
        { icon: 'heart', title: 'Reviews and loyalty', description: 'Encourage reviews and bring regulars back with offers.' },
        { icon: 'users', title: 'Private events', description: 'Enquiry forms for group bookings and private dining.' },
        { icon: 'chart', title: 'Sales insights', description: 'See which dishes and nights bring in the most.' },
      ],
    },
  ],
  cta: {
    heading: 'Hungry for more bookings?',
    text: `Tell us about your restaurant; we reply within ${say.reply} with ideas, and a fixed quote follows within ${say.proposal} of our call.`,
    actions: [{ label: 'Contact Us', to: '/contact' }],
  },
};

export const brandingPage: IndustryPage = {
  path: '/branding',
  sections: [
    {
      kind: 'cards',
      id: 'features',
      heading: 'Everything your name needs online',
      items: [
        { icon: 'sparkles', title: 'Signature design', description: 'A look as distinctive as your work, not a template others use.' },
        { icon: 'layers', title: 'Portfolio and case studies', description: 'Show results, not only logos: the problem, your approach, the outcome.' },
        { icon: 'chat', title: 'Speaking and booking', description: 'Packages, availability and an enquiry form for talks and sessions.' },
        { icon: 'pen', title: 'Blog and newsletter', description: 'Publish ideas and grow a list you own.' },
        { icon: 'search', title: 'Personal SEO', description: 'Rank for your name and the topics you want to be known for.' },
        { icon: 'cart', title: 'Courses and products', description: 'Sell digital products, courses or consultations directly.' },
      ],
    },
    {
      kind: 'testimonials',
      id: 'testimonials',
      heading: 'From the people behind the brands',
      items: [
        {
          quote: 'Speaking enquiries doubled after launch, and for the first time my website looks like the stage I want to be on.',
          name: 'Emily Zhang',
          role: 'Founder, Lumen Studio',
          avatar: avatarImage('client-emily', 'Emily Zhang'),
        },
        {
          quote: 'They turned ten years of scattered work into a portfolio that sells my consulting without me in the room.',
          name: 'Marcus Bell',
          role: 'Leadership Coach, London',
          avatar: avatarImage('client-marcus', 'Marcus Bell'),
        },
      ],
    },
  ],
  cta: {
    heading: 'Make your name work harder',
    text: 'Book a call or send us a note about where you want your personal brand to be next year.',
    actions: [contact, booking],
  },
};

export const industryPages = {
  '/law': lawPage,
  '/medical': medicalPage,
  '/logistics': logisticsPage,
  '/corporate': corporatePage,
  '/restaurant': restaurantPage,
  '/branding': brandingPage,
} as const;
