/**
 * The studio's offer, said once: prices, payment splits, delivery and reply times, uptime, the counts
 * and percentages the pages claim, the founding year, how long things are kept and the people's names.
 * Every page, the structured data and the legal texts read these; a unit test
 * (tests/offer-facts.test.ts) fails when one of them is typed as a literal anywhere else in src/.
 *
 * Values are numbers; the `say` strings are their one spelling on the page, formatted in en-US (the
 * site's language) by leads/en-us-format.ts, so the prerendered HTML and a hydrated island print the
 * same text. The reply time and the budget bands are the lead contract's (leads/offer-terms.ts).
 * The module holds no copy beyond those phrases and imports nothing heavy: islands may read it.
 */
// Relative, not `@/…`: vite.config.ts loads this module (the manifest, the page list), and Vite loads
// its config before any alias exists.
/* eslint-disable no-restricted-imports */
import type { Money } from '../leads/en-us-format.ts';
import { formatAtLeast, formatDuration, formatDurationRange, formatMoney, formatPercent, usd } from '../leads/en-us-format.ts';
import { REPLY_HOURS, replyTime } from '../leads/offer-terms.ts';
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  IDEMPOTENCY_KEY_TTL_DAYS,
  NEWSLETTER_CONFIRM_LINK_DAYS,
  OUTBOX_ENTRY_TTL_DAYS,
  SENT_MAIL_RETENTION_DAYS,
} from '../leads/retention.ts';

export type { Money } from '../leads/en-us-format.ts';
export { formatDuration, formatMoney } from '../leads/en-us-format.ts';
export { budgetOptions } from '../leads/offer-terms.ts';
/* eslint-enable no-restricted-imports */

/** 'a payment of 30/40/30': the shares of one split. */
export const formatSplit = (shares: readonly number[]): string => shares.join('/');

// ---------------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------------

/** The catalogue's plans (spec section 9). The turnkey "from" price is the cheapest of these. */
export const cataloguePrices = {
  venuepro: { standard: usd(5_999), whiteLabel: usd(12_500) },
  hexacart: { standard: usd(6_999), whiteLabel: usd(14_500) },
  'restaurant-manager': { standard: usd(5_499), whiteLabel: usd(11_500) },
  logixfleet: { standard: usd(6_499), whiteLabel: usd(13_500) },
  edusuite: { standard: usd(6_999), whiteLabel: usd(13_500) },
  finsecure: { standard: usd(7_499), whiteLabel: usd(13_500) },
  medflow: { standard: usd(6_999), whiteLabel: usd(13_500) },
  legalflow: { standard: usd(6_999), whiteLabel: usd(13_500) },
} as const satisfies Record<string, { standard: Money; whiteLabel: Money }>;

/** What the four success stories cost (spec section 9). The custom "from" price is the cheapest of these. */
export const successStoryPrices = {
  'harbour-legal': usd(1_900),
  'northside-dental': usd(3_200),
  'coastal-kitchen': usd(2_500),
  'gulfline-logistics': usd(4_800),
} as const satisfies Record<string, Money>;

const cheapest = (prices: readonly Money[]): Money => prices.reduce((low, price) => (price.amount < low.amount ? price : low));

export const prices = {
  /** The cheapest catalogue plan: what "turnkey from" means. */
  turnkeyFrom: cheapest(Object.values(cataloguePrices).map((plans) => plans.standard)),
  /** The cheapest custom project we show as delivered: what "custom from" means. */
  customFrom: cheapest(Object.values(successStoryPrices)),
  /** The cheapest white-label plan. */
  whiteLabelFrom: cheapest(Object.values(cataloguePrices).map((plans) => plans.whiteLabel)),
  /** Maintenance after the included support, per month. */
  maintenancePerMonth: usd(99),
} as const;

/** Custom projects from this price are "large" and paid 30/40/30; below it they are "standard" and paid 50/50 (the terms). */
export const LARGE_PROJECT_FROM = usd(5_000);

// ---------------------------------------------------------------------------------------------------
// Payment splits (the terms decide; investment and paths repeat them)
// ---------------------------------------------------------------------------------------------------

export const paymentSplits = {
  /** Custom projects under {@link LARGE_PROJECT_FROM}. */
  standard: [50, 50],
  /** Custom projects from {@link LARGE_PROJECT_FROM}: start, design approval, launch. */
  large: [30, 40, 30],
  turnkey: [50, 50],
  whiteLabel: [50, 50],
} as const;

// ---------------------------------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------------------------------

export const times = {
  /** Every message gets a first reply within this many hours (the lead contract's promise). */
  replyHours: REPLY_HOURS,
  /** A written proposal follows the discovery consultation within this many hours. */
  proposalHours: 72,
  /** Each design revision round comes back within this many hours. */
  revisionHours: 48,
  revisionRounds: 2,
  /** Privacy requests are answered within this many business hours. */
  privacyReplyBusinessHours: 48,
  /** A turnkey app is live on the buyer's domain, in their brand, this many working days after purchase (hosting, domain, rebranding, launch). */
  turnkeyLiveWorkingDays: 7,
  /** Basic sites, in days. */
  basicSiteDays: 7,
  /** The phases of a custom project, in weeks; launch comes after the last. */
  designWeeks: [1, 2],
  developmentWeeks: [1, 2],
  discoveryMinutes: 30,
  supportDays: 30,
} as const;

/** A custom site, proposal to launch: the design and development phases added up. */
export const customSiteWeeks = [times.designWeeks[0] + times.developmentWeeks[0], times.designWeeks[1] + times.developmentWeeks[1]] as const;

// ---------------------------------------------------------------------------------------------------
// Claims
// ---------------------------------------------------------------------------------------------------

export const claims = {
  /** Monitored uptime of the sites we host, a target the terms also state. */
  uptime: 0.999,
  projectsDelivered: 100,
  clients: 50,
  countries: 15,
  industries: 10,
  /** The founder's survey of finished projects. */
  satisfaction: 0.95,
  retention: 0.98,
} as const;

export const FOUNDED_YEAR = 2019;

// ---------------------------------------------------------------------------------------------------
// Keeping and forgetting (the server enforces these; the privacy and cookie policies state them)
// ---------------------------------------------------------------------------------------------------

export const periods = {
  leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS,
  idempotencyKeyDays: IDEMPOTENCY_KEY_TTL_DAYS,
  sentMailDays: SENT_MAIL_RETENTION_DAYS,
  newsletterLinkDays: NEWSLETTER_CONFIRM_LINK_DAYS,
  outboxEntryDays: OUTBOX_ENTRY_TTL_DAYS,
  performanceCookieYears: 1,
  preferenceCookieDays: 30,
  marketingCookieDays: 90,
} as const;

// ---------------------------------------------------------------------------------------------------
// People: one name, one person
// ---------------------------------------------------------------------------------------------------

/** The crew by role (the founder's name is the studio's identity, src/content/site.ts). */
export const people = {
  designer: 'Maya Chen',
  fullStack: 'Arjun Patel',
  growth: 'Layla Haddad',
  ecommerce: 'Lucas Moreau',
  devops: 'Nadia Okafor',
  projects: 'Ethan Brooks',
} as const;

// ---------------------------------------------------------------------------------------------------
// The phrases the pages use
// ---------------------------------------------------------------------------------------------------

export const say = {
  turnkeyFrom: formatMoney(prices.turnkeyFrom),
  customFrom: formatMoney(prices.customFrom),
  whiteLabelFrom: formatMoney(prices.whiteLabelFrom),
  maintenance: `${formatMoney(prices.maintenancePerMonth)}/month`,
  largeProjectFrom: formatMoney(LARGE_PROJECT_FROM),
  reply: replyTime,
  proposal: formatDuration(times.proposalHours, 'hour'),
  revision: formatDuration(times.revisionHours, 'hour'),
  privacyReply: `${times.privacyReplyBusinessHours} business hours`,
  // Intl has no 'working day' unit: the day unit's own plural, qualified.
  turnkeyLive: formatDuration(times.turnkeyLiveWorkingDays, 'day').replace(/days?$/, (unit) => `working ${unit}`),
  basicSite: formatDuration(times.basicSiteDays, 'day'),
  customSite: formatDurationRange(customSiteWeeks[0], customSiteWeeks[1], 'week'),
  designPhase: formatDurationRange(times.designWeeks[0], times.designWeeks[1], 'week'),
  developmentPhase: formatDurationRange(times.developmentWeeks[0], times.developmentWeeks[1], 'week'),
  support: formatDuration(times.supportDays, 'day'),
  uptime: formatPercent(claims.uptime),
  satisfaction: formatPercent(claims.satisfaction),
  retention: formatPercent(claims.retention),
  projects: formatAtLeast(claims.projectsDelivered),
  clients: formatAtLeast(claims.clients),
  industries: formatAtLeast(claims.industries),
  outboxExpiry: formatDuration(periods.outboxEntryDays, 'day'),
  standardSplit: formatSplit(paymentSplits.standard),
  largeSplit: formatSplit(paymentSplits.large),
  turnkeySplit: formatSplit(paymentSplits.turnkey),
  whiteLabelSplit: formatSplit(paymentSplits.whiteLabel),
} as const;

/** How custom work is paid, by class (the terms' "standard" and "large" projects). */
export const customPaymentPhrase = `${say.standardSplit} under ${say.largeProjectFrom}, ${say.largeSplit} from ${say.largeProjectFrom}`;

/** The one sentence on when a turnkey app is live (it replaces "live in 24-48 hours" beside "setup about 7 working days"). */
export const turnkeyLiveSentence = `A turnkey app is live on your own domain, in your brand, about ${say.turnkeyLive} after purchase: hosting, domain, rebranding and launch included.`;
