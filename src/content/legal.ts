import {
  DEFAULT_LEAD_RETENTION_DAYS,
  IDEMPOTENCY_KEY_TTL_DAYS,
  NEWSLETTER_CONFIRM_LINK_DAYS,
  OUTBOX_ENTRY_TTL_DAYS,
  SENT_MAIL_RETENTION_DAYS,
} from '@/leads/retention';
import { VISIT_SOURCE_KEY } from '@/leads/lead-source';
import { outboxCopy } from './outbox';
import { site } from './site';
import { formatDuration, periods, say, turnkeyLiveSentence } from './facts';

/**
 * The date the legal texts were last revised. Fixed in content on purpose: a policy that shows
 * today's date on every visit tells the reader nothing.
 */
export const LEGAL_LAST_UPDATED = '2026-11-01';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  path: '/privacy' | '/terms' | '/cookies';
  lastUpdated: string;
  sections: readonly LegalSection[];
  contact: { heading: string; text: string; email: string };
}

/** The browser storage keys the site uses (the spec's names), as the policy lists them; a test holds them to the code's. */
export const LOCAL_STORAGE_KEYS = { cookieConsent: 'cookieConsent', selectedProduct: 'selectedProduct' } as const;

/** The lead retention period as the policy states it: '730 days (about 24 months)'. */
export function retentionPeriodText(days: number = DEFAULT_LEAD_RETENTION_DAYS): string {
  const months = Math.round((days / 365) * 12);
  if (months >= 2) return `${days} days (about ${months} months)`;
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The privacy policy for a server that deletes leads after `leadRetentionDays` (LEAD_RETENTION_DAYS:
 * the page reads the value its build was made for, src/components/lead-retention.ts).
 */
export const privacyPolicy = (leadRetentionDays: number = DEFAULT_LEAD_RETENTION_DAYS): LegalDocument => ({
  path: '/privacy',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${site.name} ("we", "us") designs and builds websites and web applications. This policy explains what personal information we collect through this website and our enquiry forms, why we collect it and what choices you have.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Information we collect',
      paragraphs: ['We only collect what you give us and the minimum needed to run the site:'],
      list: [
        'Contact details you enter in a form: name, e-mail address, phone number (optional) and your message.',
        'Project details from the quote and booking forms: project type, location, budget, timeline, and the date and time you choose.',
        'Your e-mail address if you subscribe to our newsletter.',
        'Your cookie choice and, if you start a quote from a product page, the product you selected, both kept in your own browser.',
        'If you accept analytics cookies: anonymous page-view statistics.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use it',
      paragraphs: ['We use your information to:'],
      list: [
        'answer your enquiry and prepare proposals or consultations you asked for;',
        'send the newsletter you subscribed to (every issue has an unsubscribe link);',
        'keep the website secure and understand which pages are useful.',
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Legal basis',
      paragraphs: [
        'We process enquiry data to take steps at your request before entering into a contract, newsletter data with your consent, and analytics data only with your consent given in the cookie banner. You may withdraw consent at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing',
      paragraphs: [
        'We do not sell personal information. We share it only with service providers that host the site, deliver our e-mail or run the tools we manage enquiries in (a copy of what you send may be passed to them as it arrives), under contracts that require them to protect it, or where the law requires us to.',
      ],
    },
    {
      id: 'storage',
      heading: 'What this website stores, where and for how long',
      paragraphs: [
        "What you send through a form (the fields you filled in and when you sent it) is stored in one place: the database on this website's own server. A copy reaches the studio's inbox as a notification e-mail. A newsletter sign-up gets one e-mail asking you to confirm it and, once you have, one welcome e-mail. The server's logs never contain what you typed: a submission appears there only by its reference number and its type.",
        `With each form we also keep where it was sent from: the page of this website it was on, the website that brought you here (its address only, such as https://www.example.com, never the page or the search you came from), and the campaign tags of the link you arrived by (utm_source, utm_medium and utm_campaign), which your browser keeps for the visit in its session storage ("${VISIT_SOURCE_KEY}", gone when you close the tab). They are stored with the form and deleted with it. Nothing else about you or your visit is kept with it: not the other pages you looked at, nor anything about your device or browser.`,
      ],
      list: [
        `Enquiries, quote requests, consultation bookings, messages to the founder and newsletter sign-ups are deleted from the server automatically ${retentionPeriodText(leadRetentionDays)} after they arrive, together with the e-mails and keys below that belong to them.`,
        `Notification, confirmation and welcome e-mails wait in the server's mail queue until they are sent, and are deleted ${SENT_MAIL_RETENTION_DAYS} days after sending.`,
        `Each form is sent with a random key; the server keeps the key and its answer for ${IDEMPOTENCY_KEY_TTL_DAYS} days, so that a form your device sends twice is stored only once.`,
        `On your device: a form that cannot reach us (you are offline, or our server is failing) waits in your browser's storage (IndexedDB) and is sent automatically for up to ${OUTBOX_ENTRY_TTL_DAYS} days. It leaves your device as soon as we have it or you discard it; one not delivered within ${OUTBOX_ENTRY_TTL_DAYS} days is no longer sent and stays, marked as expired, until you discard it.`,
        `Also in your browser's local storage: "${LOCAL_STORAGE_KEYS.cookieConsent}", your cookie choice, until you clear your browser data; and "${LOCAL_STORAGE_KEYS.selectedProduct}", the product you picked on a product page, removed as soon as the quote form has read it.`,
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        `Everything you send through this website is deleted from its server ${retentionPeriodText(leadRetentionDays)} after it arrives, as described above. Client records of a project that goes ahead are kept as long as needed for the project and for our legal and accounting obligations. Your newsletter subscription (your address and when you confirmed it) is kept until you unsubscribe or ask us to erase it; an address that was never confirmed, or that unsubscribed, is deleted ${NEWSLETTER_CONFIRM_LINK_DAYS} days after its last confirmation link was sent, when that link stops working.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Forms are sent over encrypted connections, stored with restricted access and backed up securely. No method of transmission is perfectly secure, but we apply the same safeguards we build for our clients.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `Depending on where you live, you may ask to access, correct, delete or export your personal information, object to its use, or complain to your data protection authority. Privacy inquiries are answered within ${say.privacyReply}.`,
      ],
    },
    {
      id: 'erasure',
      heading: 'Asking us to erase your data',
      paragraphs: [
        `Write to ${site.email} with "Privacy" in the subject line, from the e-mail address you used in our forms or naming it. We then delete from the server, in one step, every enquiry, quote request, booking, message and newsletter sign-up made with that address (however it was capitalised), the e-mails queued about them and their keys, delete the notification e-mails about you from the studio's inbox, and confirm within ${say.privacyReply}. Anything still waiting on your own device you can discard yourself under "${outboxCopy.panelTitle}".`,
      ],
    },
  ],
  contact: {
    heading: 'Privacy contact',
    text: 'For any privacy question or request, write to us with "Privacy" in the subject line:',
    email: site.email,
  },
});

export const termsOfService: LegalDocument = {
  path: '/terms',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      paragraphs: [
        `These terms apply to the custom services, turnkey web apps and white-label licences provided by ${site.name}. A signed proposal or order may add project-specific terms; where they differ, the proposal prevails.`,
      ],
    },
    {
      id: 'proposals',
      heading: 'Proposals and scope',
      paragraphs: [
        `Every custom project starts with a written proposal, sent within ${say.proposal} of the discovery consultation, stating the scope, timeline and fixed price. Work outside that scope is quoted separately before it starts.`,
      ],
    },
    {
      id: 'payment',
      heading: 'Payment terms',
      paragraphs: ['Invoices are due within 7 days of issue.'],
      list: [
        `Standard projects (custom work under ${say.largeProjectFrom}): 50% before work starts and 50% on completion (${say.standardSplit}).`,
        `Large projects (custom work from ${say.largeProjectFrom}): 30% to start, 40% at design approval and 30% at launch (${say.largeSplit}).`,
        `Turnkey web apps and white-label licences: 50% on order and 50% on delivery (${say.turnkeySplit}).`,
        'Late payments bear interest of 1.5% per month on the overdue amount.',
      ],
    },
    {
      id: 'revisions',
      heading: 'Revisions and feedback',
      paragraphs: [
        `Design work includes 2 revision rounds, each returned within ${say.revision} of receiving your consolidated feedback. We ask clients to give feedback within 3-5 business days so the schedule holds.`,
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      paragraphs: [
        `Basic sites are delivered in ${say.basicSite} and custom sites in ${say.customSite} from receipt of the first payment and content. ${turnkeyLiveSentence}`,
      ],
    },
    {
      id: 'ownership',
      heading: 'Ownership and licences',
      paragraphs: [
        'On full payment you own the custom work we created for you, including its source code. Turnkey web apps are licensed for use by your business, with source code and no recurring fees. White-label licences grant exclusive rights in the named country, including the right to resell.',
      ],
    },
    {
      id: 'support',
      heading: 'Support and maintenance',
      paragraphs: [
        `Every project includes ${say.support} of post-launch support for fixes and small adjustments. Ongoing maintenance is available from ${say.maintenance} under a separate plan. For hosting we manage, we target ${say.uptime} uptime.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'We are responsible for delivering the agreed work with professional care. Our total liability for any project is limited to the fees paid for it, and we are not liable for indirect losses such as lost profits.',
      ],
    },
  ],
  contact: {
    heading: 'Questions about these terms',
    text: `Write to us and we will reply within ${say.reply}:`,
    email: site.email,
  },
};

export interface CookieCategory {
  name: 'Essential' | 'Performance' | 'Preference' | 'Marketing';
  duration: string;
  purpose: string;
  required: boolean;
}

/** Cookie categories and how long each lasts (spec section 9). */
export const cookieCategories: readonly CookieCategory[] = [
  { name: 'Essential', duration: 'Session', purpose: 'Keep the site working and secure while you browse.', required: true },
  {
    name: 'Performance',
    duration: formatDuration(periods.performanceCookieYears, 'year'),
    purpose: 'Anonymous statistics on which pages are visited, only after you accept.',
    required: false,
  },
  {
    name: 'Preference',
    duration: formatDuration(periods.preferenceCookieDays, 'day'),
    purpose:
      'Remember display choices between visits, only after you accept. None is set today; the product you pick for a quote is not one of them (see browser storage below).',
    required: false,
  },
  {
    name: 'Marketing',
    duration: formatDuration(periods.marketingCookieDays, 'day'),
    purpose: 'Measure whether our campaigns bring visitors, only after you accept.',
    required: false,
  },
];

export const cookiePolicy: LegalDocument = {
  path: '/cookies',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      paragraphs: [
        'Cookies and similar browser storage are small pieces of data a website keeps on your device. We use as few as we can, and nothing beyond the essentials until you accept.',
      ],
    },
    {
      id: 'your-choice',
      heading: 'Your choice',
      paragraphs: [
        'When you first visit, a banner asks you to accept or decline. Declining keeps only essential storage. Your choice is stored in your browser under the name cookieConsent; clear your browser data to be asked again.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Browser storage we use',
      paragraphs: ['Besides cookies, the site keeps two entries in your browser\u2019s local storage:'],
      list: [
        'cookieConsent: your accept or decline choice, kept until you clear your browser data (it is not a session cookie and does not expire on its own).',
        'selectedProduct: the product you chose on a product page, removed as soon as the quote form has read it.',
      ],
    },
    {
      id: 'managing',
      heading: 'Managing cookies',
      paragraphs: [
        'Most browsers let you block or delete cookies in their settings. Blocking essential storage may stop parts of the site, such as the forms, from working properly.',
      ],
    },
  ],
  contact: {
    heading: 'Questions about cookies',
    text: `Write to us and we will reply within ${say.reply}:`,
    email: site.email,
  },
};
