import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { site } from '@/content/site';
import type { LeadKind } from '@/leads/kinds';
import { isBookingPolicyRefusal } from '@/leads/booking-policy';
import { isSlotTakenAnswer } from '@/leads/booking-slots';
import { BOOKING_DETAIL_LABELS, LEAD_RESULT_COPY, RESULT_STATUS_COPY } from '@/leads/result-copy';
import { STUDIO_TIME_ZONE_LABEL, isCalendarDate } from '@/leads/studio-time';

/** What the JSON path answered, which the result page tells the visitor in words. */
export interface ResultAnswer {
  message?: string | undefined;
  errors?: Record<string, string> | undefined;
  /** The machine-readable reason of a refusal ('slot-taken'). */
  code?: string | undefined;
}

export interface ResultPageInput {
  kind: LeadKind;
  status: number;
  answer: ResultAnswer;
  /** The fields as the visitor sent them (a booking's result echoes its date, time and type). */
  fields?: Record<string, unknown> | undefined;
  /** A path on this site, already checked: the link back. */
  returnTo: string;
  retryAfterSeconds?: number | undefined;
}

/**
 * The site's colours and type, small enough to inline: the page needs no stylesheet, font or
 * script (the CSP allows inline style, never inline script).
 */
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #fff; color: #1a1b1e; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
header { border-bottom: 4px solid #0d5c7d; padding: 0.75rem 1.25rem; }
header a { color: #0d5c7d; font-weight: 700; text-decoration: none; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
h1 { color: #0d5c7d; font-size: 1.6rem; line-height: 1.3; margin: 0 0 1rem; }
ul.errors { color: #a61b1b; padding-left: 1.25rem; }
ul.errors li { margin: 0.35rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 1rem 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
a.button, button { display: inline-block; border: 0; cursor: pointer; font: inherit; margin-top: 1.5rem; padding: 0.75rem 1.25rem; border-radius: 0.5rem; background: #0d5c7d; color: #fff; font-weight: 600; text-decoration: none; }
a:focus-visible, button:focus-visible { outline: 3px solid #f59f00; outline-offset: 2px; }
`;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 2099-03-02 → "Monday, March 2, 2099"; anything else as it came. */
function readableDate(value: string): string {
  if (!isCalendarDate(value)) return value;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

function bookingDetails(fields: Record<string, unknown> | undefined) {
  const type = text(fields?.consultationType);
  const date = text(fields?.date);
  const time = text(fields?.time);
  const rows: [string, string][] = [];
  if (type) rows.push([BOOKING_DETAIL_LABELS.consultationType, type]);
  if (date) rows.push([BOOKING_DETAIL_LABELS.date, readableDate(date)]);
  if (time) rows.push([BOOKING_DETAIL_LABELS.time, `${time}, ${STUDIO_TIME_ZONE_LABEL}`]);
  if (rows.length === 0) return '';
  return html`<dl>${rows.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`;
}

interface PageContent {
  heading: string;
  body: HtmlEscapedString | Promise<HtmlEscapedString> | string;
  ok: boolean;
}

function contentFor(input: ResultPageInput): PageContent {
  const copy = LEAD_RESULT_COPY[input.kind];
  const message = input.answer.message ?? '';
  const paragraph = (value: string | undefined) => (value ? html`<p>${value}</p>` : '');
  if (input.status >= 200 && input.status < 300) {
    const details = input.kind === 'booking' ? bookingDetails(input.fields) : '';
    // Some outcomes depend on the server (did a confirmation mail go out?): its answer says which.
    const heading = copy.success.fromAnswer && message ? message : copy.success.heading;
    return { heading, body: html`${paragraph(copy.success.text)}${details}`, ok: true };
  }
  switch (input.status) {
    case 400: {
      const errors = Object.entries(input.answer.errors ?? {});
      if (errors.length === 0) return { heading: RESULT_STATUS_COPY.invalidRequest.heading, body: paragraph(message), ok: false };
      const items = errors.map(([field, problem]) => {
        // split() always yields a first part: the field itself, or the list a nested path is in.
        const label = copy.fieldLabels[field.split('.')[0]!];
        return label ? html`<li><strong>${label}</strong>: ${problem}</li>` : html`<li>${problem}</li>`;
      });
      return {
        heading: copy.invalid.heading,
        body: html`<ul class="errors">${items}</ul>${paragraph(RESULT_STATUS_COPY.keepYourInput)}`,
        ok: false,
      };
    }
    case 403:
      return { heading: RESULT_STATUS_COPY.crossSite.heading, body: paragraph(RESULT_STATUS_COPY.crossSite.text), ok: false };
    case 409:
      if (isSlotTakenAnswer(input.status, input.answer)) {
        // The slot the visitor asked for, and the server's word on choosing another.
        const details = input.kind === 'booking' ? bookingDetails(input.fields) : '';
        return { heading: RESULT_STATUS_COPY.slotTaken.heading, body: html`${paragraph(message)}${details}`, ok: false };
      }
      if (isBookingPolicyRefusal(input.status, input.answer)) {
        // The same message the page shows: why, and what to do.
        const details = input.kind === 'booking' ? bookingDetails(input.fields) : '';
        return { heading: RESULT_STATUS_COPY.bookingRefused.heading, body: html`${paragraph(message)}${details}`, ok: false };
      }
      return { heading: RESULT_STATUS_COPY.inFlight.heading, body: paragraph(RESULT_STATUS_COPY.inFlight.text), ok: false };
    case 413:
      return { heading: RESULT_STATUS_COPY.tooLarge.heading, body: paragraph(RESULT_STATUS_COPY.tooLarge.text), ok: false };
    case 422:
      return { heading: RESULT_STATUS_COPY.keyReused.heading, body: paragraph(RESULT_STATUS_COPY.keyReused.text), ok: false };
    case 429: {
      const copy429 = RESULT_STATUS_COPY.rateLimited(input.retryAfterSeconds ?? 60);
      return { heading: copy429.heading, body: paragraph(copy429.text), ok: false };
    }
    default:
      return input.status >= 500
        ? { heading: RESULT_STATUS_COPY.serverFault.heading, body: paragraph(RESULT_STATUS_COPY.serverFault.text), ok: false }
        : { heading: RESULT_STATUS_COPY.invalidRequest.heading, body: paragraph(message), ok: false };
  }
}

/** A link at the foot of a small page. */
export interface PageLink {
  href: string;
  label: string;
}

/**
 * A small, complete page in the site's look: a heading, the body (already escaped by `html`) and
 * a link. No script, no external resource (it renders under the strict CSP).
 */
export async function renderSmallPage(heading: string, body: PageContent['body'], link: PageLink): Promise<string> {
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} | ${site.name}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header><a href="/">${site.name}</a></header>
<main>
<h1>${heading}</h1>
${body}
<p><a class="button" href="${link.href}">${link.label}</a></p>
</main>
</body>
</html>
`;
  return String(await page);
}

/**
 * The small, complete page a form sent without JavaScript gets back: the outcome in words, with
 * a link back to the page the form was on. Every interpolated value is escaped by `html`.
 */
export async function renderResultPage(input: ResultPageInput): Promise<string> {
  const { heading, body, ok } = contentFor(input);
  return renderSmallPage(heading, body, { href: input.returnTo, label: ok ? RESULT_STATUS_COPY.backToSite : RESULT_STATUS_COPY.backToForm });
}
