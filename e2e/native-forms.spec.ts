/**
 * The five lead forms with JavaScript disabled: each posts natively to its endpoint, the server
 * stores the lead exactly once (read back through the admin API) and answers with its result
 * page, which leads back to the form's page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storedLeads, theOnlyLead, uniqueEmail } from './support/leads';
import type { LeadKind } from '@/leads/kinds';
import { claimBookingSlot, type BookingSlot } from './support/booking-slots';
import { fillFounderForm } from './support/lead-forms';

test.use({ javaScriptEnabled: false });

const main = (page: Page) => page.getByRole('main');

/** The booking's own slot (a stored booking holds its slot), claimed when its test first asks. */
let claimed: BookingSlot | undefined;
const slot = () => (claimed ??= claimBookingSlot());

interface NativeForm {
  kind: LeadKind;
  path: string;
  emailField: string;
  fill(page: Page, email: string): Promise<void>;
  submit: string | RegExp;
  heading: string;
  /** A field the stored lead must carry, as the visitor gave it. */
  stored: Record<string, unknown>;
}

const forms: NativeForm[] = [
  {
    kind: 'newsletter',
    path: '/',
    emailField: 'email',
    async fill(page, email) {
      const box = page.getByRole('contentinfo').getByRole('region', { name: 'Get web tips and product news' });
      await box.getByRole('textbox', { name: /Email address/ }).fill(email);
    },
    submit: 'Subscribe',
    // No SMTP_URL on the e2e server: stored, and no confirmation mail promised.
    heading: "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
    stored: {},
  },
  {
    kind: 'contact',
    path: '/contact',
    emailField: 'from_email',
    async fill(page, email) {
      const form = page.locator('#contact-form');
      await form.getByRole('textbox', { name: /Your name/ }).fill('Ana Ruiz');
      await form.getByRole('textbox', { name: /Email address/ }).fill(email);
      await form.getByRole('combobox', { name: /Service you are interested in/ }).selectOption('Medical Websites');
      await form.getByRole('textbox', { name: /Your message/ }).fill('We need a new website for our practice.');
    },
    submit: 'Send Message',
    heading: "Thank you! Your message has been sent. We'll get back to you within 24 hours.",
    stored: { from_name: 'Ana Ruiz', service: 'Medical Websites', message: 'We need a new website for our practice.' },
  },
  {
    kind: 'quote',
    path: '/get-quote',
    emailField: 'email',
    async fill(page, email) {
      // Without a script the three steps are one form, every field on show.
      const select = (name: RegExp) => main(page).getByRole('combobox', { name });
      await select(/Project type/).selectOption('Web Application');
      await select(/Your location/).selectOption('Qatar');
      await select(/Budget range/).selectOption('$5,000 - $10,000');
      await select(/Timeline/).selectOption('2-3 months');
      await main(page).getByRole('checkbox', { name: 'SEO Optimization' }).check();
      await main(page).getByRole('checkbox', { name: 'Multilingual' }).check();
      await main(page)
        .getByRole('textbox', { name: /Email address/ })
        .fill(email);
    },
    submit: 'Request My Proposal',
    heading: "Thank you for your request! We'll prepare a custom proposal and contact you within 24 hours.",
    stored: { projectType: 'Web Application', location: 'Qatar', timeline: '2-3 months', features: ['SEO Optimization', 'Multilingual'] },
  },
  {
    kind: 'founder',
    path: '/founder-contact',
    emailField: 'email',
    fill: fillFounderForm,
    submit: 'Send Message',
    heading: 'Message sent successfully!',
    stored: { name: 'Sam Lee', message: 'Could we partner on a white-label project?' },
  },
  {
    kind: 'booking',
    path: '/consultation-booking',
    emailField: 'email',
    async fill(page, email) {
      await main(page)
        .getByRole('radio', { name: /Phone Consultation/ })
        .check();
      await main(page).getByLabel('Date', { exact: true }).fill(slot().iso);
      await main(page).getByRole('radio', { name: slot().time, exact: true }).check();
      await main(page)
        .getByRole('textbox', { name: /Email address/ })
        .fill(email);
    },
    submit: 'Confirm My Free Session',
    heading: 'Booking Confirmed!',
    get stored() {
      return { consultationType: 'Phone Consultation', date: slot().iso, time: slot().time };
    },
  },
];

test.describe('with JavaScript disabled', () => {
  for (const form of forms) {
    test(`the ${form.kind} form on ${form.path} stores one lead and shows the result`, async ({ page, request }, testInfo) => {
      const email = uniqueEmail(testInfo, `native-${form.kind}`);
      await page.goto(form.path);
      await form.fill(page, email);
      const scope = form.kind === 'newsletter' ? page.getByRole('contentinfo') : main(page);
      await scope.getByRole('button', { name: form.submit }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.heading);
      const lead = await theOnlyLead(request, form.kind, form.emailField, email);
      expect(lead.data).toMatchObject(form.stored);

      // Back on the form's page, a reload of the result would not store it again: the browser
      // re-sends the same post, with the same key.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.heading);
      expect(await storedLeads(request, form.kind, form.emailField, email)).toHaveLength(1);
      await page.getByRole('link', { name: 'Back to the site' }).click();
      await expect(page).toHaveURL(new RegExp(`${form.path === '/' ? '/$' : `${form.path}$`}`));
    });
  }
});
