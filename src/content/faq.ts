import { claims, say, times, turnkeyLiveSentence } from './facts';

/** A question with its answer and a practical next step. */
export interface FaqItem {
  question: string;
  answer: string;
  followUp: string;
  /** Words of the follow-up that link to the page they name. */
  followUpLink?: { text: string; to: string };
}

/** The home page accordion: 10 questions. */
export const homeFaq: readonly FaqItem[] = [
  {
    question: 'How long does it take to build a website?',
    answer: `A basic site is ready in ${say.basicSite}. A custom website takes ${say.customSite}, depending on the number of pages, integrations and how quickly content is approved.`,
    followUp:
      'Our process page shows what happens in each phase. Need a date fixed from day one? Tell us your deadline on the quote form and we will plan backwards from it.',
    followUpLink: { text: 'Our process page', to: '/process' },
  },
  {
    question: 'How much does a website cost?',
    answer: `Custom projects start from ${say.customFrom} and turnkey web apps from ${say.turnkeyFrom}. Every quote is a fixed price with the scope written down, so the number does not move halfway through.`,
    followUp: 'The Project Investment page lists our prices, payment stages and maintenance plans.',
    followUpLink: { text: 'The Project Investment page', to: '/ProjectInvestment' },
  },
  {
    question: 'What is the difference between custom services and turnkey web apps?',
    answer: `Custom services are designed and built for you from scratch. Turnkey web apps are finished products (venue booking, e-commerce, clinic and law practice systems) that we rebrand and deploy for you in about ${say.turnkeyLive}.`,
    followUp: `Not sure which fits? A free ${times.discoveryMinutes}-minute consultation usually settles it.`,
  },
  {
    question: 'Are there monthly fees for turnkey web apps?',
    answer: 'No monthly fees, no annual charges, no hidden costs. You pay once and own it forever, including the complete source code.',
    followUp: 'Hosting is yours to choose; we can set it up for you or hand over to your own provider.',
  },
  {
    question: 'How do payments work?',
    answer: `Turnkey web apps and white-label licences are paid 50% upfront and 50% on delivery (${say.turnkeySplit}). Custom projects under ${say.largeProjectFrom} are paid the same way; from ${say.largeProjectFrom} they are paid in three stages: 30% to start, 40% at design approval and 30% at launch (${say.largeSplit}).`,
    followUp: 'Invoices are sent at each milestone; nothing is charged before you approve the stage.',
  },
  {
    question: 'Will my website rank on Google?',
    answer:
      'Every site ships with technical SEO in place: fast pages, clean markup, structured data and a sitemap. With ongoing SEO work our clients typically see 40-200% more organic traffic within 3-6 months.',
    followUp: 'We report on rankings and traffic monthly so you can see what the work returns.',
  },
  {
    question: 'Can I update the website myself?',
    answer: 'Yes. We build on a content system your team can use without code, and we record a short walkthrough of the editing screens at handover.',
    followUp: `Prefer not to? Maintenance plans start from ${say.maintenance} and include content updates.`,
  },
  {
    question: 'Do you work with clients outside the USA?',
    answer: `Yes. We have delivered ${say.projects} projects for ${say.clients} clients in ${claims.countries} countries, mostly in the USA, UK, Canada, Australia and the Gulf. We schedule calls in your time zone.`,
    followUp: 'Multilingual and right-to-left sites are part of what we build.',
  },
  {
    question: 'What happens after launch?',
    answer: `Every project includes ${say.support} of post-launch support: fixes, small changes and help for your team. After that you can continue with a maintenance plan or take over entirely.`,
    followUp: `We monitor uptime on the sites we host and target ${say.uptime}.`,
  },
  {
    question: 'How do we get started?',
    answer: `Book a free consultation or send the quote form. We reply within ${say.reply} and send a written proposal within ${say.proposal} of our first call.`,
    followUp: 'You can also write straight to the founder; every message is read personally.',
  },
];

/** The path page's five questions, shown or hidden as a group. */
export const pathFaq: readonly FaqItem[] = [
  {
    question: 'Which path is faster?',
    answer: `${turnkeyLiveSentence} Custom sites take ${say.customSite}.`,
    followUp: `Basic custom sites can be ready in ${say.basicSite}.`,
  },
  {
    question: 'Can a turnkey web app be customised?',
    answer: 'Yes. We rebrand every app with your logo, colours and content, and custom features can be quoted on top.',
    followUp: 'Describe the changes on the quote form and we will price them separately.',
  },
  {
    question: 'Do I own the code?',
    answer: 'Yes, on both paths. Custom projects and turnkey apps are handed over with the complete source code.',
    followUp: 'White-label licences add exclusive rights in your country.',
  },
  {
    question: 'What does each path cost?',
    answer: `Custom projects start from ${say.customFrom}; turnkey web apps from ${say.turnkeyFrom}, paid once with no monthly fees.`,
    followUp: 'See the Project Investment page for payment stages.',
    followUpLink: { text: 'the Project Investment page', to: '/ProjectInvestment' },
  },
  {
    question: 'What if I choose the wrong path?',
    answer: `A free ${times.discoveryMinutes}-minute consultation comes first, and we will tell you honestly which path fits your budget and deadline.`,
    followUp: 'If a turnkey app covers 80% of what you need, we will say so.',
  },
];
