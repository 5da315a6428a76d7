import type { CardItem, IconName } from './types';
import { say } from './facts';

export interface CoreValue extends CardItem {
  icon: IconName;
}

/** The four core values of /about. */
export const coreValues: readonly CoreValue[] = [
  {
    icon: 'target',
    title: 'Results over decoration',
    description: 'Every page has a job: a call, a booking, a sale. We design for that job first and for awards never.',
  },
  {
    icon: 'chat',
    title: 'Plain, honest communication',
    description: `Fixed prices, written scopes and a reply within ${say.reply}. If something slips, you hear it from us first.`,
  },
  {
    icon: 'shield',
    title: 'Security as a habit',
    description: 'Encrypted forms, updates and daily backups are part of every project, not an upsell.',
  },
  {
    icon: 'heart',
    title: 'Partnerships that last',
    description: '98% of our clients stay with us after launch, for the next project or for ongoing care.',
  },
];
