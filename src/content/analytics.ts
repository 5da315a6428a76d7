import type { Figure, IconName, LinkAction } from './types';
import { say } from './facts';

/** The headline figures of /analytics (spec sections 1 and 9). */
export const analyticsHeadline: readonly Figure[] = [
  { value: '40-200%', label: 'organic traffic growth in 3-6 months' },
  { value: '3-5x', label: 'more inquiries after a rebuild' },
  { value: `${say.uptime}`, label: 'uptime on hosted sites' },
  { value: say.retention, label: 'client retention' },
];

export interface GrowthBar {
  label: string;
  /** Percentage growth of organic sessions. */
  growth: number;
  months: number;
}

/** Typical organic-traffic gains we measured, by kind of site (within the 40-200% range). */
export const growthBars: readonly GrowthBar[] = [
  { label: 'Local service business', growth: 40, months: 3 },
  { label: 'Law firm', growth: 85, months: 4 },
  { label: 'Medical practice', growth: 120, months: 5 },
  { label: 'E-commerce store', growth: 200, months: 6 },
];

export interface MeasureItem {
  icon: IconName;
  title: string;
  description: string;
}

export const whatWeMeasure: readonly MeasureItem[] = [
  { icon: 'search', title: 'Rankings and visibility', description: 'Positions for the keywords that bring clients, tracked weekly in your city and country.' },
  { icon: 'chart', title: 'Organic traffic', description: 'Sessions from search, compared month on month and against the same month last year.' },
  { icon: 'target', title: 'Conversions', description: 'Calls, form enquiries, bookings and sales attributed to the pages that produced them.' },
  { icon: 'clock', title: 'Speed and uptime', description: 'Core Web Vitals and availability, with alerts when anything degrades.' },
  { icon: 'shield', title: 'Privacy-first analytics', description: 'Statistics only with visitor consent; no personal data in reports.' },
  { icon: 'pen', title: 'Monthly reports', description: 'One page in plain language: what changed, why, and what we do next.' },
];

export const seoTimeline: readonly { period: string; title: string; description: string }[] = [
  { period: 'Month 1', title: 'Audit and foundations', description: 'Technical fixes, speed, structured data, analytics and a keyword plan.' },
  { period: 'Months 2-3', title: 'Content and local search', description: 'Service pages rewritten, Google Business Profile optimised, first articles live.' },
  { period: 'Months 3-6', title: 'Compounding growth', description: 'Rankings climb; typical traffic gains of 40-200% and more qualified inquiries.' },
];

export const analyticsSections = {
  headline: { heading: 'Results in numbers' },
  growth: { heading: 'Typical organic traffic growth', intro: 'Measured on client sites over the first months of SEO work.' },
  measure: { heading: 'What we measure and report' },
  timeline: { heading: 'How SEO results build up' },
  note: 'Figures are typical outcomes across client projects, not guarantees; every market is different.',
} as const;

export const analyticsCtas: readonly LinkAction[] = [
  { label: 'Get a Free SEO Quote', to: '/get-quote' },
  { label: 'See Case Studies', to: '/case-studies' },
];

export const analyticsCta = {
  heading: 'Find out what your site could be earning',
  text: 'We will review your current traffic and rankings and show you where the quickest gains are.',
} as const;
