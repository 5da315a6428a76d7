/**
 * Numbers as the site writes them, in en-US (its language) with `Intl`, so the prerendered HTML, a
 * hydrated island and the server's answers print the same text. The lead contract states a reply time
 * and budget bands with these; content/facts.ts writes the rest of the offer with them.
 */
const LOCALE = 'en-US';

export type Currency = 'USD';

/** An amount of money in whole units of its currency. */
export interface Money {
  readonly amount: number;
  readonly currency: Currency;
}

export const usd = (amount: number): Money => ({ amount, currency: 'USD' });

const moneyFormats = new Map<Currency, Intl.NumberFormat>();

/** An amount in whole units, after its currency's own symbol, thousands separated by commas. */
export function formatMoney(money: Money): string {
  let format = moneyFormats.get(money.currency);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: money.currency, maximumFractionDigits: 0 });
    moneyFormats.set(money.currency, format);
  }
  return format.format(money.amount);
}

/** Two amounts as '<low> - <high>', spaced with a hyphen as the quote form's budget options have always been sent. */
export const formatMoneyRange = (low: Money, high: Money): `${string} - ${string}` => `${formatMoney(low)} - ${formatMoney(high)}`;

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
/** A fraction as a percentage with at most one decimal: 0.5 → '50%'. */
export const formatPercent = (fraction: number): string => percentFormat.format(fraction);

const countFormat = new Intl.NumberFormat(LOCALE);
/** 100 → '100+': the counts are floors, and the pages say so. */
export const formatAtLeast = (count: number): string => `${countFormat.format(count)}+`;

type DurationUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
const unitFormats = new Map<DurationUnit, Intl.NumberFormat>();
/** 24, 'hour' → '24 hours'; 1, 'year' → '1 year'. */
export function formatDuration(value: number, unit: DurationUnit): string {
  let format = unitFormats.get(unit);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(unit, format);
  }
  return format.format(value);
}

/** 2, 4, 'week' → '2-4 weeks' (a plain hyphen, as the site has always written ranges). */
export const formatDurationRange = (low: number, high: number, unit: DurationUnit): string =>
  formatDuration(high, unit).replace(countFormat.format(high), `${countFormat.format(low)}-${countFormat.format(high)}`);
