import { expect, type Page } from '@playwright/test';
import type { LeadKind } from '@/leads/kinds';
import { claimBookingSlot, pickBookingDay } from './booking-slots';
import { booking, outboxCopy } from './spec-copy';

/** How a visitor fills and sends each of the five forms, and the field that holds the e-mail. */
export interface LeadFormDriver {
  kind: LeadKind;
  path: string;
  emailField: string;
  send(page: Page, email: string): Promise<void>;
  /** The form's own way of saying the lead waits on this device. */
  expectQueued(page: Page): Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

async function expectQueuedText(page: Page, text: string = outboxCopy.queued) {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** The founder form's fields, as a visitor fills them (with or without the page's scripts). */
export async function fillFounderForm(page: Page, email: string): Promise<void> {
  await main(page)
    .getByRole('textbox', { name: /Your name/ })
    .fill('Sam Lee');
  await main(page)
    .getByRole('textbox', { name: /Email address/ })
    .fill(email);
  await main(page)
    .getByRole('textbox', { name: /Your message/ })
    .fill('Could we partner on a white-label project?');
}

export const leadForms: Record<LeadKind, LeadFormDriver> = {
  newsletter: {
    kind: 'newsletter',
    path: '/',
    emailField: 'email',
    async send(page, email) {
      const box = page.getByRole('contentinfo').getByRole('region', { name: 'Get web tips and product news' });
      await box.getByRole('textbox', { name: /Email address/ }).fill(email);
      await box.getByRole('button', { name: 'Subscribe' }).click();
    },
    expectQueued: (page) => expectQueuedText(page),
  },
  contact: {
    kind: 'contact',
    path: '/contact',
    emailField: 'from_email',
    async send(page, email) {
      const form = page.locator('#contact-form');
      await form.getByRole('textbox', { name: /Your name/ }).fill('Ana Ruiz');
      await form.getByRole('textbox', { name: /Email address/ }).fill(email);
      await form.getByRole('textbox', { name: /Your message/ }).fill('We need a new website for our practice.');
      await form.getByRole('button', { name: /Send Message/ }).click();
    },
    expectQueued: (page) => expectQueuedText(page),
  },
  quote: {
    kind: 'quote',
    path: '/get-quote',
    emailField: 'email',
    async send(page, email) {
      const select = (name: RegExp) => main(page).getByRole('combobox', { name });
      await select(/Project type/).selectOption('Web Application');
      await select(/Your location/).selectOption('Qatar');
      await select(/Budget range/).selectOption('$5,000 - $10,000');
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await select(/Timeline/).selectOption('2-3 months');
      await main(page).getByRole('button', { name: 'Continue' }).click();
      await main(page)
        .getByRole('textbox', { name: /Email address/ })
        .fill(email);
      await main(page).getByRole('button', { name: 'Request My Proposal' }).click();
    },
    expectQueued: (page) => expectQueuedText(page),
  },
  founder: {
    kind: 'founder',
    path: '/founder-contact',
    emailField: 'email',
    async send(page, email) {
      await fillFounderForm(page, email);
      await main(page)
        .getByRole('button', { name: /Send Message/ })
        .click();
    },
    expectQueued: (page) => expectQueuedText(page),
  },
  booking: {
    kind: 'booking',
    path: '/consultation-booking',
    emailField: 'email',
    async send(page, email) {
      // A slot of its own: a stored booking holds its slot.
      const slot = claimBookingSlot();
      await main(page)
        .getByRole('radio', { name: /Phone Consultation/ })
        .click();
      await pickBookingDay(page, slot.label);
      await main(page).getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: slot.time, exact: true }).click();
      await main(page)
        .getByRole('textbox', { name: /Email address/ })
        .fill(email);
      await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    },
    async expectQueued(page) {
      // Requested, not confirmed: no success screen, no toast.
      await expect(main(page).getByRole('heading', { name: booking.queuedTitle })).toBeVisible();
      await expectQueuedText(page, outboxCopy.bookingQueued);
      await expect(main(page).getByRole('heading', { name: booking.successTitle })).toHaveCount(0);
    },
  },
};

export interface OutboxRow {
  kind: LeadKind;
  body: Record<string, unknown>;
  idempotencyKey: string;
  /** Epoch milliseconds: the outbox sends oldest first. */
  createdAt: number;
  state: string;
  attempts: number;
  lastError?: string;
}

/** The outbox as IndexedDB holds it in this page's origin, in the store's key order (not oldest first). */
export function outboxEntries(page: Page): Promise<OutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('kestrel-lead-outbox');
        // Never create the database here: that would be the app's job (and its schema).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error ?? new Error('The outbox could not be opened')));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('leads')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('leads').objectStore('leads').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as OutboxRow[]);
          };
          request.onerror = () => reject(request.error ?? new Error('The outbox could not be read'));
        };
      }),
  );
}
