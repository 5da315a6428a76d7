/**
 * The two parts of the studio's offer the lead contract itself states: the reply time its answers
 * promise and the quote form's budget bands (sent, and validated, as their text). content/facts.ts
 * builds the rest of the offer on these, so each is said once.
 */
import { formatDuration, formatMoneyRange, usd } from './en-us-format.ts';

/** Every message gets a first reply within this many hours. */
export const REPLY_HOURS = 24;

/** '24 hours': the reply time as the answers and the pages say it. */
export const replyTime = formatDuration(REPLY_HOURS, 'hour');

/**
 * The quote form's budget options, sent as their text. They start where our custom work starts: the
 * lowest band reaches the cheapest project we show, none lies wholly below it (tested beside the prices).
 */
const budgetBand = (low: number, high: number) => formatMoneyRange(usd(low), usd(high));
export const budgetOptions = [budgetBand(1_500, 3_000), budgetBand(3_000, 5_000), budgetBand(5_000, 10_000), budgetBand(10_000, 20_000)] as const;
