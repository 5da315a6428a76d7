/**
 * What a visitor reads after sending a lead form: the page's success and error banners, and the
 * server's result page for a form sent without JavaScript. One entry per kind; texts from the
 * product specification where it gives them.
 */
import type { LeadKind } from './kinds';
import { CONTACT_SUCCESS_MESSAGE } from './contact';
import { formLabelsOf } from './lead-field-table';
import { NEWSLETTER_SUCCESS_MESSAGE } from './newsletter';
import { QUOTE_SUCCESS_MESSAGE } from './quote';

export interface LeadResultCopy {
  /**
   * What a stored (or replayed) lead shows: a heading, and a sentence under it when there is one.
   * `fromAnswer`: the server's message is the heading (it depends on the server: a newsletter
   * sign-up says whether a confirmation mail went out); `heading` only when it gave none.
   */
  success: { heading: string; text?: string; fromAnswer?: true };
  /** The heading above the list of field errors when the form is refused. */
  invalid: { heading: string };
  /** Each field's label as the form shows it, to name the field an error is about (from the field table). */
  fieldLabels: Record<string, string>;
}

export const LEAD_RESULT_COPY: { readonly [K in LeadKind]: LeadResultCopy } = {
  newsletter: {
    success: { heading: NEWSLETTER_SUCCESS_MESSAGE, fromAnswer: true },
    invalid: { heading: 'Please check the form' },
    fieldLabels: formLabelsOf('newsletter'),
  },
  contact: {
    success: { heading: CONTACT_SUCCESS_MESSAGE },
    invalid: { heading: 'Please fill all required fields' },
    fieldLabels: formLabelsOf('contact'),
  },
  quote: {
    success: { heading: QUOTE_SUCCESS_MESSAGE },
    invalid: { heading: 'Please fill in all required fields' },
    fieldLabels: formLabelsOf('quote'),
  },
  founder: {
    success: { heading: 'Message sent successfully!', text: 'The founder will review your message and respond shortly.' },
    invalid: { heading: 'Please check the form' },
    fieldLabels: formLabelsOf('founder'),
  },
  booking: {
    success: { heading: 'Booking Confirmed!' },
    invalid: { heading: 'Please check the form' },
    fieldLabels: formLabelsOf('booking'),
  },
};

/** The labels of the booked session the booking's result echoes back. */
export const BOOKING_DETAIL_LABELS = {
  consultationType: 'Consultation',
  date: 'Date',
  time: 'Time',
} as const;

/** Outcomes that are not about one form: a heading and the sentence that says what to do. */
export const RESULT_STATUS_COPY = {
  rateLimited: (seconds: number) => ({
    heading: 'Please wait a moment',
    text: `You have sent several forms in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  }),
  tooLarge: {
    heading: 'Your message is too long',
    text: 'The form is too large to send. Please shorten your message and try again.',
  },
  keyReused: {
    heading: 'This form was already sent',
    text: 'This form was already sent with different details. Please reload the form page and send it again.',
  },
  /** A booking whose slot another booking holds; the server's message says what to do. */
  slotTaken: {
    heading: 'This time is already booked',
  },
  /** A booking the booking policy refuses (the address's booking that day, the day's limit); the server's message says why. */
  bookingRefused: {
    heading: 'This booking cannot be made',
  },
  inFlight: {
    heading: 'Still sending',
    text: 'Your form is still being sent. Please wait a moment, then reload this page.',
  },
  crossSite: {
    heading: 'Form not accepted',
    text: 'This form can only be sent from our own website. Please open the form on our site and send it there.',
  },
  serverFault: {
    heading: 'Something went wrong',
    text: 'Something went wrong on our side and your form was not saved. Please go back and try again in a moment.',
  },
  invalidRequest: {
    heading: 'Please check the form',
  },
  /** Shown under the field errors: the browser's Back button keeps what the visitor typed. */
  keepYourInput: "Use your browser's Back button to correct the form without typing it again.",
  backToForm: 'Back to the form',
  backToSite: 'Back to the site',
} as const;
