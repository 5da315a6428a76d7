/**
 * The money paths keep the visitor where they are, on a phone (390×844) and on a desktop (1440×900):
 * a task page opens with its form within reach and a hero button that points down to it; the quote
 * wizard's Continue and Back keep the wizard's card in view with the new step's heading focused; and
 * every form's answer (sent, kept on the device, refused, a field to correct) is brought into view
 * and announced (a live region, or focus on it).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BOOKING_PATH } from '@/leads/booking';
import { CONTACT_PATH } from '@/leads/contact';
import { FOUNDER_PATH } from '@/leads/founder';
import { NEWSLETTER_PATH } from '@/leads/newsletter';
import { QUOTE_PATH } from '@/leads/quote';
import { dismissCookieBanner } from './support/console';
import { fillFounderForm, leadForms } from './support/lead-forms';
import { failLeadEndpoint, uniqueEmail } from './support/leads';
import { waitForOfflineReady } from './support/pwa';
import { booking, outboxCopy } from './support/spec-copy';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The fixed top bar: whatever scrolls under it is not seen. */
const TOP_BAR_PX = 80;

/** The server's refusal the error cases get (a 400 that names no field: the form's own message shows). */
const REFUSAL = { message: 'We could not accept this request. Please try again later.', errors: {} };

const main = (page: Page) => page.getByRole('main');

/** Fully inside the part of the window the visitor sees: below the top bar, above the bottom edge. */
async function expectFullyInView(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return box !== null && box.y >= TOP_BAR_PX - 1 && box.y + box.height <= height + 1;
    })
    .toBe(true);
}

/** The answer is in view, and a screen reader hears it: it sits in a live region, or has focus. */
async function expectAnswered(page: Page, answer: Locator): Promise<void> {
  await expectFullyInView(page, answer);
  const announced = await answer.evaluate(
    (element) => element.closest('[role="status"], [role="alert"], [aria-live]') !== null || element.contains(document.activeElement),
  );
  expect(announced, 'the answer is in a live region or has focus').toBe(true);
}

/**
 * Opens the page once the service worker has saved the site (the form's code included) and cuts the
 * connection: what is sent now waits in the outbox on this device.
 */
async function openOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path);
  await waitForOfflineReady(page);
  await context.setOffline(true);
}

/** A task page, its form's first field, and what its hero's main button must lead to. */
const TASK_PAGES = [
  { path: '/get-quote', firstField: (page: Page) => main(page).getByRole('combobox', { name: /Project type/ }) },
  { path: '/consultation-booking', firstField: (page: Page) => main(page).getByRole('radio', { name: /Video Strategy Session/ }) },
  { path: '/contact', firstField: (page: Page) => page.locator('#contact-form').getByRole('textbox', { name: /Your name/ }) },
  { path: '/founder-contact', firstField: (page: Page) => main(page).getByRole('textbox', { name: /Your name/ }) },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => dismissCookieBanner(page));

    test.describe('a task page', () => {
      // The first screen on a desktop; a screen and a half on a phone.
      const reach = viewport.name === 'desktop' ? viewport.height : Math.round(viewport.height * 1.5);
      /** As much of the field as a text field is tall: enough of it shows to see what it asks and to tap it. */
      const FIELD_PX = 40;

      for (const task of TASK_PAGES) {
        test(`${task.path} shows its first field within ${reach} px, and its hero's main button leads down to it`, async ({ page }) => {
          await page.goto(task.path);
          const field = task.firstField(page);
          const box = await field.boundingBox();
          expect(box, 'the first field is on the page').not.toBeNull();
          expect(box!.y + Math.min(box!.height, FIELD_PX)).toBeLessThanOrEqual(reach);

          const hero = page.locator('section[aria-labelledby="page-heading"]');
          const button = hero.getByRole('link').first();
          const href = await button.getAttribute('href');
          expect(href, 'the main button is an anchor on this page').toMatch(/^#[\w-]+$/);
          await expect(page.locator(href!)).toBeAttached();
          expect(await page.locator(href!).evaluate((target, fieldHandle) => target.contains(fieldHandle), await field.elementHandle())).toBe(true);
          await button.click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          await expectFullyInView(page, field);
        });
      }
    });

    test.describe('the quote wizard', () => {
      const card = (page: Page) => page.locator(':has(> #quote-form-title)');
      const heading = (page: Page, name: string) => main(page).getByRole('heading', { name, exact: true });

      /** The card's top sits just below the top bar (its scroll margin), not far down the page and not above it. */
      async function expectCardAtTop(page: Page) {
        await expect.poll(async () => (await card(page).boundingBox())?.y ?? Number.NaN).toBeGreaterThanOrEqual(TOP_BAR_PX - 1);
        await expect.poll(async () => (await card(page).boundingBox())?.y ?? Number.NaN).toBeLessThanOrEqual(TOP_BAR_PX + 40);
      }

      test('Continue and Back keep the card at the top, the new step heading focused and in view', async ({ page }) => {
        await page.goto('/get-quote');
        await main(page).getByRole('button', { name: 'Continue' }).click();
        const second = heading(page, 'Project Details & Timeline');
        await expect(second).toBeFocused();
        await expectFullyInView(page, second);
        await expectCardAtTop(page);

        await main(page).getByRole('button', { name: 'Continue' }).click();
        const third = heading(page, 'Contact Information');
        await expect(third).toBeFocused();
        await expectFullyInView(page, third);
        await expectCardAtTop(page);

        await main(page).getByRole('button', { name: 'Back' }).click();
        await expect(second).toBeFocused();
        await expectFullyInView(page, second);
        await expectCardAtTop(page);
      });

      test('under reduced motion the card is at the top at once', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/get-quote');
        await main(page).getByRole('button', { name: 'Continue' }).click();
        await expect(heading(page, 'Project Details & Timeline')).toBeFocused();
        // No smooth scroll to wait for: the next frame already shows the card at the top.
        const top = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => resolve(document.querySelector('#quote-form-title')!.parentElement!.getBoundingClientRect().top)),
            ),
        );
        expect(top).toBeGreaterThanOrEqual(TOP_BAR_PX - 1);
        expect(top).toBeLessThanOrEqual(TOP_BAR_PX + 40);
      });
    });

    test.describe("every form's answer is in view and announced", () => {
      // The page's own fetch meets the routes below, never a worker's.
      test.use({ serviceWorkers: 'block' });

      test.describe('the newsletter box', () => {
        const box = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Get web tips and product news' });
        async function subscribe(page: Page, email: string) {
          await box(page)
            .getByRole('textbox', { name: /Email address/ })
            .fill(email);
          await box(page).getByRole('button', { name: 'Subscribe' }).click();
        }

        test('signed up', async ({ page }, testInfo) => {
          await page.goto('/about');
          await subscribe(page, uniqueEmail(testInfo, 'paths-newsletter'));
          await expectAnswered(page, box(page).getByRole('status'));
        });

        test('refused by the server', async ({ page }, testInfo) => {
          await page.goto('/about');
          await failLeadEndpoint(page, NEWSLETTER_PATH, 400, REFUSAL);
          await subscribe(page, uniqueEmail(testInfo, 'paths-newsletter-400'));
          await expectAnswered(page, box(page).getByRole('alert'));
        });

        test.describe('with the site saved on the device', () => {
          // The outbox keeps the lead: the worker has saved the form's code to run offline.
          test.use({ serviceWorkers: 'allow' });

          test('kept on the device while offline', async ({ page, context }, testInfo) => {
            await openOffline(page, context, '/about');
            await subscribe(page, uniqueEmail(testInfo, 'paths-newsletter-offline'));
            await expectAnswered(page, box(page).getByText(outboxCopy.queued));
          });
        });

        test('an address to correct', async ({ page }) => {
          await page.goto('/about');
          await subscribe(page, 'not-an-address');
          await expect(box(page).getByRole('textbox', { name: /Email address/ })).toBeFocused();
          await expectAnswered(page, box(page).getByRole('alert'));
        });
      });

      test.describe('the contact form', () => {
        const form = (page: Page) => page.locator('#contact-form');
        async function send(page: Page, email: string, name = 'Ana Ruiz') {
          await form(page)
            .getByRole('textbox', { name: /Your name/ })
            .fill(name);
          await form(page)
            .getByRole('textbox', { name: /Email address/ })
            .fill(email);
          await form(page)
            .getByRole('textbox', { name: /Your message/ })
            .fill('We need a new website for our practice.');
          await form(page).getByRole('button', { name: 'Send Message' }).click();
        }

        test('sent', async ({ page }, testInfo) => {
          await page.goto('/contact');
          await send(page, uniqueEmail(testInfo, 'paths-contact'));
          await expectAnswered(page, form(page).getByText(/Thank you/));
        });

        test('refused by the server', async ({ page }, testInfo) => {
          await page.goto('/contact');
          await failLeadEndpoint(page, CONTACT_PATH, 400, REFUSAL);
          await send(page, uniqueEmail(testInfo, 'paths-contact-400'));
          await expectAnswered(page, form(page).getByText(REFUSAL.message));
        });

        test.describe('with the site saved on the device', () => {
          // The outbox keeps the lead: the worker has saved the form's code to run offline.
          test.use({ serviceWorkers: 'allow' });

          test('kept on the device while offline', async ({ page, context }, testInfo) => {
            await openOffline(page, context, '/contact');
            await send(page, uniqueEmail(testInfo, 'paths-contact-offline'));
            await expectAnswered(page, form(page).getByText(outboxCopy.queued));
          });
        });

        test('a required field to fill', async ({ page }, testInfo) => {
          await page.goto('/contact');
          await send(page, uniqueEmail(testInfo, 'paths-contact-blank'), '');
          const name = form(page).getByRole('textbox', { name: /Your name/ });
          await expect(name).toBeFocused();
          await expectAnswered(page, name);
        });
      });

      test.describe('the quote wizard', () => {
        const select = (page: Page, name: RegExp) => main(page).getByRole('combobox', { name });
        async function send(page: Page, email: string) {
          await select(page, /Project type/).selectOption('Web Application');
          await select(page, /Your location/).selectOption('Qatar');
          await select(page, /Budget range/).selectOption('$5,000 - $10,000');
          await main(page).getByRole('button', { name: 'Continue' }).click();
          await select(page, /Timeline/).selectOption('2-3 months');
          await main(page).getByRole('button', { name: 'Continue' }).click();
          await main(page)
            .getByRole('textbox', { name: /Email address/ })
            .fill(email);
          await main(page).getByRole('button', { name: 'Request My Proposal' }).click();
        }
        const message = (page: Page) => page.locator('#quote-message');

        test('sent', async ({ page }, testInfo) => {
          await page.goto('/get-quote');
          await send(page, uniqueEmail(testInfo, 'paths-quote'));
          await expect(message(page)).toContainText('Thank you for your request!');
          await expectAnswered(page, message(page));
        });

        test('refused by the server', async ({ page }, testInfo) => {
          await page.goto('/get-quote');
          await failLeadEndpoint(page, QUOTE_PATH, 400, REFUSAL);
          await send(page, uniqueEmail(testInfo, 'paths-quote-400'));
          await expect(message(page)).toHaveText(REFUSAL.message);
          await expectAnswered(page, message(page));
        });

        test.describe('with the site saved on the device', () => {
          // The outbox keeps the lead: the worker has saved the form's code to run offline.
          test.use({ serviceWorkers: 'allow' });

          test('kept on the device while offline', async ({ page, context }, testInfo) => {
            await openOffline(page, context, '/get-quote');
            await send(page, uniqueEmail(testInfo, 'paths-quote-offline'));
            await expect(message(page)).toHaveText(outboxCopy.queued);
            await expectAnswered(page, message(page));
          });
        });

        test('a required field to fill', async ({ page }) => {
          await page.goto('/get-quote');
          await send(page, '');
          const email = main(page).getByRole('textbox', { name: /Email address/ });
          await expect(email).toBeFocused();
          await expectAnswered(page, email);
        });
      });

      test.describe('the message to the founder', () => {
        async function send(page: Page, email: string) {
          await fillFounderForm(page, email);
          await main(page).getByRole('button', { name: 'Send Message' }).click();
        }

        test('sent: the message and the greyed Success! button are in view together', async ({ page }, testInfo) => {
          await page.goto('/founder-contact');
          await send(page, uniqueEmail(testInfo, 'paths-founder'));
          const status = main(page).getByRole('status').filter({ hasText: 'Message sent successfully!' });
          await expectAnswered(page, status);
          const button = main(page).getByRole('button', { name: 'Success!' });
          await expect(button).toBeDisabled();
          await expectFullyInView(page, button);
        });

        test('refused by the server', async ({ page }, testInfo) => {
          await page.goto('/founder-contact');
          await failLeadEndpoint(page, FOUNDER_PATH, 400, REFUSAL);
          await send(page, uniqueEmail(testInfo, 'paths-founder-400'));
          await expectAnswered(page, main(page).getByRole('alert'));
          await expect(main(page).getByRole('heading', { name: 'Something went wrong' })).toBeFocused();
        });

        test.describe('with the site saved on the device', () => {
          // The outbox keeps the lead: the worker has saved the form's code to run offline.
          test.use({ serviceWorkers: 'allow' });

          test('kept on the device while offline', async ({ page, context }, testInfo) => {
            await openOffline(page, context, '/founder-contact');
            await send(page, uniqueEmail(testInfo, 'paths-founder-offline'));
            await expectAnswered(page, main(page).getByText(outboxCopy.queued));
          });
        });

        test('a required field to fill', async ({ page }) => {
          await page.goto('/founder-contact');
          await main(page).getByRole('button', { name: 'Send Message' }).click();
          const name = main(page).getByRole('textbox', { name: /Your name/ });
          await expect(name).toBeFocused();
          await expectAnswered(page, name);
        });
      });

      test.describe('the consultation booking', () => {
        const book = leadForms.booking.send;

        test('booked', async ({ page }, testInfo) => {
          await page.goto('/consultation-booking');
          await book(page, uniqueEmail(testInfo, 'paths-booking'));
          const heading = main(page).getByRole('heading', { name: booking.successTitle });
          await expect(heading).toBeFocused();
          await expectAnswered(page, heading);
        });

        test('refused by the server', async ({ page }, testInfo) => {
          await page.goto('/consultation-booking');
          await failLeadEndpoint(page, BOOKING_PATH, 400, REFUSAL);
          await book(page, uniqueEmail(testInfo, 'paths-booking-400'));
          await expectAnswered(page, page.getByRole('dialog').getByRole('alert'));
        });

        test.describe('with the site saved on the device', () => {
          // The outbox keeps the lead: the worker has saved the form's code to run offline.
          test.use({ serviceWorkers: 'allow' });

          test('kept on the device while offline', async ({ page, context }, testInfo) => {
            await openOffline(page, context, '/consultation-booking');
            await book(page, uniqueEmail(testInfo, 'paths-booking-offline'));
            const heading = main(page).getByRole('heading', { name: booking.queuedTitle });
            await expect(heading).toBeFocused();
            await expectAnswered(page, heading);
            await expectAnswered(page, main(page).getByText(outboxCopy.bookingQueued));
          });
        });
      });
    });
  });
}
