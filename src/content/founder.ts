import type { Figure, IconName, ImageAsset, LinkAction } from './types';
import { site } from './site';
import { FOUNDED_YEAR, say } from './facts';

export const founderProfile: { portrait: ImageAsset; bio: readonly string[] } = {
  portrait: {
    src: '/images/team/founder.svg',
    alt: `Illustrated portrait of ${site.founder.name}, ${site.founder.role}`,
    width: 400,
    height: 480,
  },
  bio: [
    `I started ${site.name} in ${FOUNDED_YEAR} after years of watching good businesses lose clients to slow, confusing websites. My first project was a booking site for a small law practice; its consultation requests tripled in three months.`,
    'Today I still lead every project personally: I join the discovery call, review each design and sign off every launch. When you write to me, I answer.',
  ],
};

export const founderAchievements: { heading: string; items: readonly Figure[] } = {
  heading: 'Achievements',
  items: [
    { value: say.projects, label: 'projects completed' },
    { value: '5+', label: 'years experience' },
    { value: say.satisfaction, label: 'client satisfaction' },
  ],
};

export interface FounderReason {
  icon: IconName;
  title: string;
  description: string;
}

export const founderReasons: { heading: string; items: readonly FounderReason[] } = {
  heading: 'Why Work With Me',
  items: [
    { icon: 'users', title: 'Direct access', description: 'You talk to the person responsible for your project, not a sales team.' },
    { icon: 'target', title: 'Business first', description: 'I ask about your clients and revenue before colours and fonts.' },
    { icon: 'clock', title: 'Deadlines kept', description: `Basic sites in ${say.basicSite}, custom sites in ${say.customSite}, with the dates written down.` },
    { icon: 'scale', title: 'Fixed, fair pricing', description: 'A written scope and a fixed price; payment in stages you approve.' },
    { icon: 'shield', title: 'Security built in', description: 'Encrypted forms, backups and updates on every site, without an upsell.' },
    { icon: 'support', title: 'Support after launch', description: `${say.support} included, then maintenance from ${say.maintenance} if you want it.` },
  ],
};

export const founderCta: { heading: string; text: string; actions: readonly LinkAction[] } = {
  heading: 'Have a project in mind?',
  text: `Write to me directly. I reply personally within ${say.reply}.`,
  actions: [
    { label: 'Reach Out to the Founder', to: '/founder-contact' },
    { label: 'Book a Consultation', to: '/consultation-booking' },
  ],
};

export const founderStory = { heading: 'Why I started the studio' } as const;
