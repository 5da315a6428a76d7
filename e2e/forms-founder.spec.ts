import { type Page } from '@playwright/test';
import { expect, pauseClock, test, waitForIsland } from './support/test';
import { FOUNDER_PATH } from '@/leads/founder';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { cutLeadEndpoint, failLeadEndpoint, storedLeads, theOnlyLead, uniqueEmail, withoutDeviceStorage } from './support/leads';
import { pageHeadings } from './support/spec-copy';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });
const send = (page: Page) => main(page).getByRole('button', { name: /Send Message|Sending|Success/ });

async function fill(page: Page, email: string) {
  await field(page, /Your name/).fill('Sam Lee');
  await field(page, /Email address/).fill(email);
  await field(page, /Your message/).fill('Could we partner on a white-label project?');
}

test('a visitor writes to the founder, picking the reason with the arrow keys; one lead is stored', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'founder');
  await page.goto('/founder-contact');
  await expect(page.getByRole('heading', { level: 1, name: pageHeadings['/founder-contact'] })).toBeVisible();
  await fill(page, email);
  await field(page, /Phone/).fill('+44 20 7946 0000');
  const reasons = main(page).getByRole('radiogroup', { name: /Reason for reaching out/ });
  await reasons.getByRole('radio', { name: /Collaboration/ }).focus();
  await page.keyboard.press('Space');
  await expect(reasons.getByRole('radio', { name: /Collaboration/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(reasons.getByRole('radio', { name: /Consulting/ })).toHaveAttribute('aria-checked', 'true');
  await expect(reasons.getByRole('radio', { name: /Collaboration/ })).toHaveAttribute('aria-checked', 'false');
  await send(page).click();

  await expect(send(page)).toHaveText('Success!');
  await expect(send(page)).toBeDisabled();
  const status = main(page).getByRole('status');
  await expect(status).toContainText('Message sent successfully!');
  await expect(status).toContainText('The founder will review your message and respond shortly.');
  const lead = await theOnlyLead(request, 'founder', 'email', email);
  expect(lead.data).toEqual({
    name: 'Sam Lee',
    email,
    phone: '+44 20 7946 0000',
    reason: 'consulting',
    message: 'Could we partner on a white-label project?',
  });
});

test('the success state holds for 5 s, then the form is ready again, and empty', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'founder-reset');
  await pauseClock(page);
  await page.goto('/founder-contact');
  await fill(page, email);
  // The form starts at the first pause in typing.
  await page.clock.runFor(1500);
  await waitForIsland(page, 'features/founder-contact/founder-form');
  await send(page).click();
  await expect(send(page)).toHaveText('Success!');
  expect(await storedLeads(request, 'founder', 'email', email)).toHaveLength(1);
  await page.clock.runFor(4999);
  await expect(send(page)).toHaveText('Success!');
  await expect(send(page)).toBeDisabled();
  await expect(field(page, /Your name/)).toHaveValue('Sam Lee');
  await page.clock.runFor(1);
  await expect(send(page)).toHaveText('Send Message');
  await expect(send(page)).toBeEnabled();
  await expect(field(page, /Your name/)).toHaveValue('');
  await expect(field(page, /Your message/)).toHaveValue('');
});

test('name, e-mail and message are required; nothing is sent without them', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'founder-incomplete');
  await page.goto('/founder-contact');
  await field(page, /Email address/).fill(email);
  await send(page).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please fill all required fields');
  await expect(field(page, /Your name/)).toBeFocused();
  await expect(field(page, /Your message/)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, /Phone/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(await storedLeads(request, 'founder', 'email', email)).toHaveLength(0);
});

// A failing server normally leaves the lead in the outbox (e2e/outbox.spec.ts); these are the
// messages of a browser that cannot keep it on the device.
test.describe('when the server fails and the device cannot keep the lead', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => withoutDeviceStorage(page));

  test("a 500 shows 'Something went wrong' and 'Failed to send message'; Try Again keeps the data", async ({ page }, testInfo) => {
    await page.goto('/founder-contact');
    await failLeadEndpoint(page, FOUNDER_PATH);
    await fill(page, uniqueEmail(testInfo, 'founder-500'));
    await send(page).click();
    const view = main(page).getByRole('alert');
    await expect(view.getByRole('heading', { name: 'Something went wrong' })).toBeFocused();
    await expect(view).toContainText('Failed to send message');
    await view.getByRole('button', { name: 'Try Again' }).click();
    await expect(field(page, /Your name/)).toHaveValue('Sam Lee');
    await expect(send(page)).toBeEnabled();
  });

  test('a dropped connection shows the network message', async ({ page }, testInfo) => {
    await page.goto('/founder-contact');
    await cutLeadEndpoint(page, FOUNDER_PATH);
    await fill(page, uniqueEmail(testInfo, 'founder-offline'));
    await send(page).click();
    await expect(main(page).getByRole('alert')).toContainText('Network error. Please check your connection and try again.');
  });
});

test('the founder page, idle, with errors and in the error view, has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/founder-contact');
  await expectNoAxeViolations(page, 'main');
  await send(page).click();
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});
