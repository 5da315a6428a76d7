import type { IconName, LinkAction, QuoteTestimonial } from './types';
import { avatarImage } from './types';
import { say } from './facts';

/** A tab of /process. */
export interface ProcessStep {
  id: string;
  icon: IconName;
  title: string;
  duration: string;
  summary: string;
  activities: readonly string[];
  deliverables: readonly string[];
}

export const processSteps: readonly ProcessStep[] = [
  {
    id: 'discovery',
    icon: 'chat',
    title: 'Discovery Consultation',
    duration: '30 minutes, free',
    summary:
      'We start by listening: your business, your clients, what the website must achieve and by when. You leave the call knowing whether we are the right fit.',
    activities: ['Goals, audience and competitors', 'Budget and deadline', 'Existing site and content review', 'Custom build or turnkey app?'],
    deliverables: ['Call summary by e-mail the same day', 'Recommended path and rough budget'],
  },
  {
    id: 'proposal',
    icon: 'pen',
    title: 'Strategic Proposal',
    duration: `Within ${say.proposal}`,
    summary: 'A written proposal with the sitemap, features, timeline, fixed price and payment stages. Nothing vague, nothing hidden.',
    activities: ['Sitemap and page priorities', 'Feature list with what is out of scope', 'Timeline with milestones', 'Fixed price and payment stages'],
    deliverables: ['Proposal document', 'Project schedule', 'Agreement ready to sign'],
  },
  {
    id: 'design',
    icon: 'layers',
    title: 'Design Sprint',
    duration: say.designPhase,
    summary: `We design your key pages for phone and desktop and refine them with you: 2 revision rounds, each back within ${say.revision}.`,
    activities: ['Wireframes of key pages', 'Visual design in your brand', '2 revision rounds, 48-hour turnaround', 'Content and copy guidance'],
    deliverables: ['Approved designs for every key page', 'Clickable prototype'],
  },
  {
    id: 'development',
    icon: 'code',
    title: 'Development',
    duration: say.developmentPhase,
    summary: 'We build on a fast, secure foundation, connect your forms and tools, and test on real devices. You follow progress on a staging site.',
    activities: [
      'Build on a staging site you can visit',
      'Forms, bookings and integrations',
      'Technical SEO and analytics',
      'Testing on phones, tablets and desktops',
    ],
    deliverables: ['Staging site for review', 'Feedback period of 3-5 business days', 'Launch checklist signed off'],
  },
  {
    id: 'launch',
    icon: 'rocket',
    title: 'Launch & Growth',
    duration: `Launch day + ${say.support}`,
    summary: `We launch, monitor and fine-tune. For ${say.support} after launch support is included; after that, maintenance plans start from ${say.maintenance}.`,
    activities: ['Launch and domain switch-over', 'Uptime and error monitoring', 'Team training and handover', 'SEO and conversion follow-up'],
    deliverables: ['Live site with complete source code', `${say.support} of post-launch support`, 'Growth report after the first month'],
  },
];

export const processOutcomes: { heading: string; items: readonly { value: string; label: string; description: string }[] } = {
  heading: 'Expected outcomes',
  items: [
    {
      value: say.customSite,
      label: 'to launch',
      description: `For a custom site, design and development together; basic sites in ${say.basicSite}, turnkey apps in about ${say.turnkeyLive}.`,
    },
    { value: '40-200%', label: 'more organic traffic', description: 'Typical gains within 3-6 months when SEO is part of the project.' },
    { value: '3-5x', label: 'more inquiries', description: 'What clients commonly report once enquiry forms and calls to action are rebuilt.' },
    { value: `${say.uptime}`, label: 'uptime', description: 'Monitored hosting for the sites we keep running for you.' },
  ],
};

export interface ExpandableTestimonial extends QuoteTestimonial {
  id: string;
  summary: string;
}

/** Client stories of /process: one open at a time. */
export const processTestimonials: readonly ExpandableTestimonial[] = [
  {
    id: 'whitmore',
    summary: 'The proposal matched the final invoice to the dollar.',
    quote:
      'We had been burned by an agency that kept adding costs. Here the proposal arrived in two days with a fixed price and milestones, and the final invoice matched it to the dollar. The design sprint was the first time a designer asked how our clients actually choose a lawyer.',
    name: 'Rachel Whitmore',
    role: 'Managing Partner, Whitmore & Cole LLP',
    avatar: avatarImage('client-rachel', 'Rachel Whitmore'),
  },
  {
    id: 'crescent',
    summary: 'Staging site from week one, no surprises at launch.',
    quote: `Being able to click through the staging site every week meant our front-desk team tested the booking flow long before launch. By launch day there was nothing left to surprise us, and the ${say.support} of support covered the two small changes we wanted.`,
    name: 'Dr. Aisha Rahman',
    role: 'Clinic Director, Crescent Family Clinic',
    avatar: avatarImage('client-aisha', 'Aisha Rahman'),
  },
  {
    id: 'fischer',
    summary: 'Inquiries tripled within two months of launch.',
    quote:
      'The discovery call changed our brief: we thought we needed a new homepage, they showed us our quote form was the problem. Two months after launch our inquiries had tripled, and they still send us a growth report every month.',
    name: 'Tom Fischer',
    role: 'COO, Fischer Logistics',
    avatar: avatarImage('client-tom', 'Tom Fischer'),
  },
];

export const processCta: { heading: string; text: string; actions: readonly LinkAction[] } = {
  heading: 'Start with a free discovery call',
  text: 'Thirty minutes, no obligation. You will know the scope, timeline and price range before you commit.',
  actions: [
    { label: 'Book Your Discovery Call', to: '/consultation-booking' },
    { label: 'See Our Work', to: '/projects' },
  ],
};

export const processSections = {
  steps: { heading: 'How we work, step by step', activities: 'What happens', deliverables: 'What you receive' },
  stories: { heading: 'What the process felt like for our clients', open: 'Read full story', close: 'Hide full story' },
} as const;
