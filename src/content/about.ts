import type { CardItem, IconName, ImageAsset, LinkAction } from './types';
import { site } from './site';
import { claims, FOUNDED_YEAR, say } from './facts';
import { workImage } from './work-images.ts';

/** An animated counter of /about: counts from 0 to `target` over `durationMs` once visible. */
export interface CounterStat {
  target: number;
  durationMs: number;
  label: string;
  suffix?: string;
}

export const aboutCounters: readonly CounterStat[] = [
  { target: claims.projectsDelivered, durationMs: 2000, label: 'Projects Completed', suffix: '+' },
  { target: claims.clients, durationMs: 2500, label: 'Happy Clients', suffix: '+' },
  { target: 5, durationMs: 1500, label: 'Years Experience', suffix: '+' },
  { target: 24, durationMs: 3000, label: 'Support Hours' },
];

export const aboutStory: {
  heading: string;
  foundedLabel: string;
  paragraphs: readonly string[];
  actions: readonly LinkAction[];
  showcase: { desktop: ImageAsset; phone: ImageAsset };
} = {
  heading: 'Our Story',
  foundedLabel: `Founded ${FOUNDED_YEAR}`,
  paragraphs: [
    `${site.name} started in ${FOUNDED_YEAR} when ${site.founder.name} built a booking site for a small law practice that had been losing clients to a slow, outdated website. Within three months its consultation requests had tripled, and the next two clients came from referrals.`,
    'We have stayed deliberately small. The people you meet on the first call are the people who design, build and support your site, for law firms, clinics, logistics companies, restaurants and personal brands in 15 countries.',
    `Alongside custom work we now build turnkey web apps: proven systems we rebrand and deploy in about ${say.turnkeyLive} for a single payment, so smaller businesses get the same quality without the custom price.`,
  ],
  actions: [
    { label: 'Meet Our Team', to: '/teem' },
    { label: 'Meet the Founder', to: '/founder' },
  ],
  /** Two pieces of our work: a client's website and a turnkey app on a phone. */
  showcase: {
    desktop: workImage('medcare-plus-home', 'MedCare Plus’s clinic website, designed and built by the studio'),
    phone: workImage('legalflow-mobile', 'LegalFlow’s client portal, a turnkey app, on a phone'),
  },
};

export interface ExpertiseCard extends CardItem {
  icon: IconName;
  points: readonly string[];
}

/** The three expertise cards of /about. */
export const aboutExpertise: readonly ExpertiseCard[] = [
  {
    icon: 'pen',
    title: 'Design that converts',
    description: 'Layouts built from how your clients decide, tested on real phones before anything is coded.',
    points: ['Conversion-focused layouts', 'Brand-consistent design systems', 'Accessibility to WCAG 2.1 AA'],
  },
  {
    icon: 'code',
    title: 'Engineering that lasts',
    description: 'Modern, well-documented code that loads fast, stays secure and that any good developer can maintain.',
    points: ['Core Web Vitals in the green', 'Security headers and daily backups', 'Complete source code handed over'],
  },
  {
    icon: 'chart',
    title: 'Growth you can measure',
    description: 'SEO and analytics from day one, so you can see what each page returns.',
    points: ['Technical and local SEO', 'Conversion tracking', 'Monthly reports in plain language'],
  },
];

export const aboutCta: { heading: string; text: string; guarantee: string; actions: readonly LinkAction[] } = {
  heading: 'Let\u2019s build something that works as hard as you do',
  text: 'Book a free consultation with the team, or write to the founder directly.',
  guarantee: `We respond within ${say.reply} guaranteed`,
  actions: [
    { label: 'Book Consultation', to: '/consultation-booking' },
    { label: 'Reach Out to Founder', to: '/founder' },
  ],
};

export const aboutSections = {
  counters: { label: 'The studio in numbers' },
  values: { heading: 'Our core values' },
  expertise: {
    heading: 'What we are good at',
    intro: 'Three disciplines under one roof, so nothing is lost between designer, developer and marketer.',
  },
} as const;
