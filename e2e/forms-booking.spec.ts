import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { BOOKING_PATH } from '@/leads/booking';
import { todayInStudio } from '@/leads/studio-time';
import { expectNoAxeViolations } from './support/axe';
import { claimBookingDay, claimBookingSlot, pickBookingDay, type BookingSlot } from './support/booking-slots';
import { dismissCookieBanner } from './support/console';
import { cutLeadEndpoint, failLeadEndpoint, storedLeads, theOnlyLead, uniqueEmail, withoutDeviceStorage } from './support/leads';
import { booking, industries, studio, successStories } from './support/spec-copy';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const main = (page: Page) => page.getByRole('main');

/** A date `days` ahead in the studio's calendar, as the API wants it and as the calendar names it. */
function dayAhead(days: number) {
  const [year, month, day] = todayInStudio(new Date()).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1, day + days));
  return {
    iso: target.toISOString().slice(0, 10),
    label: new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(target),
  };
}

const times = (page: Page) => main(page).getByRole('radiogroup', { name: 'Time' });

/** Every slot a test picks is its own (claimBookingSlot): a stored booking holds its slot. */
async function chooseSlot(page: Page, type: RegExp, slot: BookingSlot, email: string) {
  await main(page).getByRole('radio', { name: type }).click();
  await pickBookingDay(page, slot.label);
  await times(page).getByRole('radio', { name: slot.time, exact: true }).click();
  await main(page)
    .getByRole('textbox', { name: /Email address/ })
    .fill(email);
}

/** Books `slot` as another visitor would, straight through the API. */
async function bookThroughApi(request: APIRequestContext, slot: BookingSlot, email: string) {
  const response = await request.post(BOOKING_PATH, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { email, consultationType: 'Video Strategy Session', date: slot.iso, time: slot.time },
  });
  expect(response.status()).toBe(200);
}

test('a visitor books a free session: modal, toast, success screen with a calendar file; one lead stored', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'booking');
  const day = claimBookingSlot();
  await page.goto('/consultation-booking');
  const types = main(page).getByRole('radiogroup').first().getByRole('radio');
  await expect(types).toHaveCount(3);
  await expect(types.first()).toContainText('Most Popular');

  await chooseSlot(page, /Phone Consultation/, day, email);
  await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(day.label);
  await modal.getByRole('button', { name: 'Adjust' }).click();
  await expect(modal).toHaveCount(0);
  expect(await storedLeads(request, 'booking', 'email', email)).toHaveLength(0);

  await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
  // From here the page's clock is stopped: the toast's 3 s are counted from the answer.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const answered = page.waitForResponse((response) => response.url().endsWith(BOOKING_PATH));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(booking.toast)).toBeVisible();
  const success = main(page).getByRole('heading', { name: booking.successTitle });
  await page.clock.runFor(2_999);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(booking.toast)).toBeVisible();
  await expect(success).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(success).toBeVisible();

  const lead = await theOnlyLead(request, 'booking', 'email', email);
  expect(lead.data).toEqual({ email, consultationType: 'Phone Consultation', date: day.iso, time: day.time });

  const file = main(page).getByRole('link', { name: 'Add to calendar (.ics)' });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe('consultation.ics');
  const calendar = decodeURIComponent((await file.getAttribute('href'))!.split(',')[1]!);
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toContain(`DTSTART:${day.iso.replace(/-/g, '')}T`);
  expect(calendar).toContain('SUMMARY:Phone Consultation with');

  await main(page).getByRole('button', { name: 'Book Another Consultation' }).click();
  for (const radio of await main(page).getByRole('radiogroup').first().getByRole('radio').all()) {
    await expect(radio).toHaveAttribute('aria-checked', 'false');
  }
  await expect(main(page).getByRole('textbox', { name: /Email address/ })).toHaveCount(0);
});

test('the policy is stated, past dates, today and weekends are greyed, the e-mail is needed before the modal, and a day offers its six slots', async ({
  page,
}) => {
  await page.goto('/consultation-booking');
  await main(page)
    .getByRole('radio', { name: /Chat Briefing/ })
    .click();
  await expect(main(page).getByText(booking.policy)).toBeVisible();
  for (const offset of [-1, 0]) {
    const day = main(page).getByRole('button', { name: dayAhead(offset).label, exact: true });
    if (await day.count()) await expect(day.first()).toBeDisabled();
  }
  // The first Saturday and Sunday from tomorrow on, in the calendar's first month when they are.
  for (const offset of [1, 2, 3, 4, 5, 6, 7]) {
    const day = dayAhead(offset);
    if (!/^(Saturday|Sunday)/.test(day.label)) continue;
    const button = main(page).getByRole('button', { name: day.label, exact: true });
    if (await button.count()) await expect(button.first()).toBeDisabled();
  }
  const slot = claimBookingSlot();
  await pickBookingDay(page, slot.label);
  await main(page).getByRole('radio', { name: slot.time, exact: true }).click();
  await expect(main(page).getByRole('button', { name: 'Confirm My Free Session' })).toBeDisabled();
  expect(await main(page).getByRole('radiogroup', { name: 'Time' }).getByRole('radio').count()).toBe(6);
});

test('the page links onward and carries testimonials, expertise, FAQ, stories and the support address', async ({ page }) => {
  await page.goto('/consultation-booking');
  await expect(main(page).getByRole('link', { name: 'Explore Services' }).first()).toHaveAttribute('href', '/services');
  await expect(main(page).getByRole('link', { name: 'View Portfolio' }).first()).toHaveAttribute('href', '/projects');
  await expect(main(page).getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);

  const carousel = main(page).getByRole('region', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText(booking.firstTestimonial)).toBeInViewport();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(carousel.getByText(booking.thirdTestimonial)).toBeInViewport();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel.getByText(booking.firstTestimonial)).toBeInViewport();

  for (const item of industries) await expect(main(page).getByRole('link', { name: item.title })).toHaveAttribute('href', item.to);
  for (const question of booking.faqQuestions) await expect(main(page).getByRole('button', { name: question })).toBeVisible();
  await main(page).getByRole('button', { name: booking.faqQuestions[1] }).click();
  await expect(main(page).getByText(booking.faqSecondAnswer)).toBeVisible();
  for (const story of successStories) await expect(main(page).getByRole('heading', { name: story.client })).toBeVisible();
  for (const option of booking.types) await expect(main(page).getByRole('radio', { name: new RegExp(option.title) })).toContainText(option.duration);
});

// A failing server normally leaves the lead in the outbox (e2e/outbox.spec.ts); these are the
// messages of a browser that cannot keep it on the device.
test.describe('when the server fails and the device cannot keep the lead', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => withoutDeviceStorage(page));

  for (const [name, breakIt] of [
    ['a 500', (page: Page) => failLeadEndpoint(page, BOOKING_PATH)],
    ['a dropped connection', (page: Page) => cutLeadEndpoint(page, BOOKING_PATH)],
  ] as const) {
    test(`${name} shows the support message and the visitor can try again`, async ({ page }, testInfo) => {
      await page.goto('/consultation-booking');
      await breakIt(page);
      await chooseSlot(page, /Video Strategy Session/, claimBookingSlot(), uniqueEmail(testInfo, 'booking-fail'));
      await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(modal.getByRole('alert')).toHaveText(booking.failure);
      await expect(modal.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
      await expect(page.getByText(booking.toast)).toHaveCount(0);
    });
  }
});

test('the booking page, its steps and the confirm modal have no axe violations', async ({ page }, testInfo) => {
  // Three full axe scans of a long page.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/consultation-booking');
  await expectNoAxeViolations(page, 'main');
  await chooseSlot(page, /Video Strategy Session/, claimBookingSlot(), uniqueEmail(testInfo, 'booking-axe'));
  await expectNoAxeViolations(page, 'main');
  await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test('a slot one visitor has booked shows as unavailable to the next, with its reason', async ({ page, request }, testInfo) => {
  const [booked, other] = claimBookingDay();
  await bookThroughApi(request, booked!, uniqueEmail(testInfo, 'booking-first'));
  await page.goto('/consultation-booking');
  await main(page)
    .getByRole('radio', { name: /Chat Briefing/ })
    .click();
  await pickBookingDay(page, booked!.label);
  const taken = times(page).getByRole('radio', { name: `${booked!.time}, already booked`, exact: true });
  await expect(taken).toBeDisabled();
  await expect(taken).toContainText('Booked');
  await expect(times(page).getByRole('radio', { name: other!.time, exact: true })).toBeEnabled();
  await expect(times(page).getByRole('radio')).toHaveCount(6);
  await expectNoAxeViolations(page, 'main');
});

test('a slot booked while a second visitor was choosing it: the second is told, keeps the e-mail and books another time', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const [raced, other] = claimBookingDay();
  const email = uniqueEmail(testInfo, 'booking-second');
  // The second visitor's page loaded, and read the taken times, before the slot went.
  await page.goto('/consultation-booking');
  await chooseSlot(page, /Phone Consultation/, raced!, email);
  await expect(times(page).getByRole('radio', { name: /already booked/ })).toHaveCount(0);

  // The first visitor books it in another browser.
  const first = await browser.newPage();
  await dismissCookieBanner(first);
  await first.goto(new URL('/consultation-booking', page.url()).href);
  await waitForHydration(first);
  await chooseSlot(first, /Video Strategy Session/, raced!, uniqueEmail(testInfo, 'booking-first'));
  await first.getByRole('main').getByRole('button', { name: 'Confirm My Free Session' }).click();
  await first.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(first.getByText(booking.toast)).toBeVisible();
  await first.close();

  await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith(BOOKING_PATH));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  expect((await answered).status()).toBe(409);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main(page).getByRole('alert')).toHaveText('That time has just been booked by someone else. Please choose another slot.');
  await expect(times(page).getByRole('radio', { name: `${raced!.time}, already booked`, exact: true })).toBeDisabled();
  await expect(page.getByText(booking.toast)).toHaveCount(0);
  expect(await storedLeads(request, 'booking', 'email', email)).toHaveLength(0);

  await times(page).getByRole('radio', { name: other!.time, exact: true }).click();
  await expect(main(page).getByRole('textbox', { name: /Email address/ })).toHaveValue(email);
  await main(page).getByRole('button', { name: 'Confirm My Free Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText(booking.toast)).toBeVisible();
  const lead = await theOnlyLead(request, 'booking', 'email', email);
  expect(lead.data).toMatchObject({ date: raced!.iso, time: other!.time });
});
