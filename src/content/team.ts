import type { Figure, ImageAsset } from './types';
import { site } from './site';
import { people, say } from './facts';

/** Members link to the studio's own profiles (the identity lives in site.ts). */
const [linkedIn, gitHub] = site.social;

export const teamStats: readonly Figure[] = [
  { value: say.projects, label: 'Projects Delivered' },
  { value: say.industries, label: 'Industries Served' },
  { value: say.uptime, label: 'Uptime Target' },
  { value: '5/5', label: 'Client Happiness' },
];

export interface Skill {
  name: string;
  /** 0 to 100. */
  percentage: number;
}

export interface SocialLink {
  label: string;
  href: string;
}

/** A member of the Core Crew (spec section 3). */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: ImageAsset;
  social: readonly SocialLink[];
  skills: readonly Skill[];
  stats: { projects: number; experience: number };
}

function portrait(file: string, name: string): ImageAsset {
  return { src: `/images/team/${file}.svg`, alt: `Illustrated portrait of ${name}`, width: 320, height: 320 };
}

export const teamSections = {
  crew: { heading: 'Core Crew', intro: 'Six specialists. Each one works directly with clients, not behind an account manager.' },
  testimonials: { heading: 'What Clients Say', intro: 'From the people we have built for.' },
  stats: { heading: 'The team in numbers' },
} as const;

export const teamMembers: readonly TeamMember[] = [
  {
    name: people.designer,
    role: 'Lead Designer',
    bio: 'Designs the pages clients see first. Eight years in product and web design, with a habit of testing every layout on a cheap phone.',
    image: portrait('maya-chen', people.designer),
    social: [linkedIn],
    skills: [
      { name: 'UI design', percentage: 96 },
      { name: 'Design systems', percentage: 92 },
      { name: 'User research', percentage: 85 },
    ],
    stats: { projects: 64, experience: 8 },
  },
  {
    name: people.fullStack,
    role: 'Senior Full-Stack Developer',
    bio: 'Builds the booking engines, portals and checkouts behind our turnkey apps. Happiest when a page loads in under a second.',
    image: portrait('arjun-patel', people.fullStack),
    social: [gitHub],
    skills: [
      { name: 'React & TypeScript', percentage: 95 },
      { name: 'APIs & databases', percentage: 91 },
      { name: 'Performance', percentage: 88 },
    ],
    stats: { projects: 58, experience: 7 },
  },
  {
    name: people.growth,
    role: 'SEO & Growth Strategist',
    bio: 'Plans the keywords, content and local search work that bring clients 40-200% more organic traffic within 3-6 months.',
    image: portrait('layla-haddad', people.growth),
    social: [linkedIn],
    skills: [
      { name: 'Technical SEO', percentage: 94 },
      { name: 'Content strategy', percentage: 90 },
      { name: 'Analytics', percentage: 87 },
    ],
    stats: { projects: 47, experience: 6 },
  },
  {
    name: people.ecommerce,
    role: 'E-commerce Developer',
    bio: 'Has launched stores in six currencies. Knows tax rules, payment gateways and why shoppers abandon a cart.',
    image: portrait('lucas-moreau', people.ecommerce),
    social: [gitHub],
    skills: [
      { name: 'Checkout & payments', percentage: 93 },
      { name: 'Store integrations', percentage: 89 },
      { name: 'Conversion optimisation', percentage: 84 },
    ],
    stats: { projects: 39, experience: 6 },
  },
  {
    name: people.devops,
    role: 'Security & DevOps Engineer',
    bio: 'Keeps sites fast, patched and backed up. Responsible for the monitoring behind our uptime figures.',
    image: portrait('nadia-okafor', people.devops),
    social: [linkedIn],
    skills: [
      { name: 'Cloud hosting', percentage: 94 },
      { name: 'Security hardening', percentage: 92 },
      { name: 'Monitoring', percentage: 90 },
    ],
    stats: { projects: 71, experience: 9 },
  },
  {
    name: people.projects,
    role: 'Project Manager',
    bio: 'Your single point of contact. Runs the schedule, the 48-hour revision turnarounds and the weekly staging reviews.',
    image: portrait('ethan-brooks', people.projects),
    social: [linkedIn],
    skills: [
      { name: 'Planning & delivery', percentage: 95 },
      { name: 'Client communication', percentage: 97 },
      { name: 'Quality assurance', percentage: 86 },
    ],
    stats: { projects: 82, experience: 10 },
  },
];

export const teamCta = {
  heading: 'Work with the whole crew',
  text: 'Book a free consultation and meet the people who will design, build and grow your site.',
  actions: [
    { label: 'Book a Consultation', to: '/consultation-booking' },
    { label: 'Meet the Founder', to: '/founder' },
  ],
} as const;
