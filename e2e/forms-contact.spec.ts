import { type Page } from '@playwright/test';
import { expect, pauseClock, test, waitForIsland } from './support/test';
import { CONTACT_PATH } from '@/leads/contact';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { cutLeadEndpoint, failLeadEndpoint, storedLeads, theOnlyLead, uniqueEmail, withoutDeviceStorage } from './support/leads';
import { contact, pageHeadings, studio } from './support/spec-copy';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const form = (page: Page) => page.locator('#contact-form');
const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });
const send = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending/ });

async function fill(page: Page, email: string) {
  await field(page, /Your name/).fill('Ana Ruiz');
  await field(page, /Email address/).fill(email);
  await form(page)
    .getByRole('combobox', { name: /Service/ })
    .selectOption('Law Firm Websites');
  await field(page, /Your message/).fill('We need a new website for our practice.');
}

test('the page shows its hero anchor, the e-mail and founder cards, the expertise list and the tiles', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: pageHeadings['/contact'] })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
  await expect(main.getByRole('link', { name: contact.founderCardLink })).toHaveAttribute('href', '/founder-contact');
  for (const service of contact.services) await expect(main.getByRole('listitem').filter({ hasText: service })).toBeVisible();
  await expect(main.getByText('24h', { exact: true })).toBeVisible();
  await expect(main.getByText('response time')).toBeVisible();
  await expect(main.getByText('95%', { exact: true })).toBeVisible();
  await expect(main.getByText('satisfaction', { exact: true })).toBeVisible();

  await main.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(form(page)).toBeInViewport();
  expect(errors).toEqual([]);
});

test('a visitor using only the keyboard sends a message; one lead is stored and the form is reset', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'contact');
  await page.goto('/contact');
  await field(page, /Your name/).focus();
  await page.keyboard.type('Ana Ruiz');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('combobox', { name: /Service/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(form(page).getByRole('combobox', { name: /Service/ })).toHaveValue('Medical Websites');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Our clinic needs online appointments.');
  await page.keyboard.press('Tab');
  await expect(send(page)).toBeFocused();
  await page.keyboard.press('Enter');

  const banner = form(page).getByRole('status');
  await expect(banner).toHaveText(contact.success);
  await expect(field(page, /Your name/)).toHaveValue('');
  await expect(field(page, /Your message/)).toHaveValue('');
  const lead = await theOnlyLead(request, 'contact', 'from_email', email);
  expect(lead.data).toEqual({
    from_name: 'Ana Ruiz',
    from_email: email,
    service: 'Medical Websites',
    message: 'Our clinic needs online appointments.',
  });
});

test('the success banner stays 5 s, then goes', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'contact-banner');
  await pauseClock(page);
  await page.goto('/contact');
  const name = field(page, /Your name/);
  await name.fill('Ana Ruiz');
  await field(page, /Email address/).fill(email);
  await field(page, /Your message/).fill('We need a new website for our practice.');
  // The form starts at the first pause in typing.
  await page.clock.runFor(1500);
  await waitForIsland(page, 'features/contact/contact-form');
  await form(page)
    .getByRole('button', { name: /Send Message/ })
    .click();
  const banner = form(page).getByRole('status');
  await expect(banner).toHaveText(contact.success);
  expect(await storedLeads(request, 'contact', 'from_email', email)).toHaveLength(1);
  await page.clock.runFor(4999);
  await expect(banner).toHaveText(contact.success);
  await page.clock.runFor(1);
  await expect(banner).toHaveCount(0);
});

test("an incomplete form says 'Please fill all required fields' and sends nothing", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'contact-incomplete');
  await page.goto('/contact');
  await field(page, /Email address/).fill(email);
  await send(page).click();
  await expect(form(page).getByRole('alert')).toHaveText('Please fill all required fields');
  await expect(field(page, /Your name/)).toBeFocused();
  await expect(field(page, /Your name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, /Your message/)).toHaveAttribute('aria-invalid', 'true');
  expect(await storedLeads(request, 'contact', 'from_email', email)).toHaveLength(0);
});

// A failing server normally leaves the lead in the outbox (e2e/outbox.spec.ts); these are the
// messages of a browser that cannot keep it on the device.
test.describe('when the server fails and the device cannot keep the lead', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => withoutDeviceStorage(page));

  test("a 500 shows 'Failed to send message' in red and keeps the data", async ({ page }, testInfo) => {
    await page.goto('/contact');
    await failLeadEndpoint(page, CONTACT_PATH);
    await fill(page, uniqueEmail(testInfo, 'contact-500'));
    await send(page).click();
    const banner = form(page).getByRole('alert');
    await expect(banner).toHaveText('Failed to send message');
    await expect(banner).toHaveAttribute('data-tone', 'error');
    await expect(field(page, /Your name/)).toHaveValue('Ana Ruiz');
  });

  test("a dropped connection shows 'Failed to submit form. Please try again.'", async ({ page }, testInfo) => {
    await page.goto('/contact');
    await cutLeadEndpoint(page, CONTACT_PATH);
    await fill(page, uniqueEmail(testInfo, 'contact-offline'));
    await send(page).click();
    await expect(form(page).getByRole('alert')).toHaveText('Failed to submit form. Please try again.');
  });
});

test('the contact page, idle and with errors, has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/contact');
  await expectNoAxeViolations(page, 'main');
  await send(page).click();
  await expect(form(page).getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});
