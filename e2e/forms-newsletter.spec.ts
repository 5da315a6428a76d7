import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { NEWSLETTER_PATH, NEWSLETTER_SUCCESS_MESSAGE } from '../src/leads/newsletter';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { cutLeadEndpoint, failLeadEndpoint, storedLeads, theOnlyLead, uniqueEmail, withoutDeviceStorage } from './support/leads';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const box = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Get web tips and product news' });
const emailInput = (page: Page) => box(page).getByRole('textbox', { name: /Email address/ });

test('a visitor subscribes from the footer and exactly one subscription is stored', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'newsletter');
  await page.goto('/services');
  await emailInput(page).fill(email);
  await emailInput(page).press('Enter');

  await expect(box(page).getByText(NEWSLETTER_SUCCESS_MESSAGE)).toBeVisible();
  await expect(emailInput(page)).toHaveCount(0);
  const lead = await theOnlyLead(request, 'newsletter', 'email', email);
  expect(lead.data).toEqual({ email });
});

test('an empty or malformed address is refused in the browser', async ({ page, request }, testInfo) => {
  await page.goto('/');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('alert')).toHaveText('Please enter your email address');
  await expect(emailInput(page)).toBeFocused();

  const bad = `not-an-address-${testInfo.workerIndex}`;
  await emailInput(page).fill(bad);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('alert')).toHaveText('Please enter a valid email address');
  expect(await storedLeads(request, 'newsletter', 'email', bad)).toHaveLength(0);
});

// A failing server normally leaves the lead in the outbox (e2e/outbox.spec.ts); these are the
// messages of a browser that cannot keep it on the device.
test.describe('when the server fails and the device cannot keep the lead', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => withoutDeviceStorage(page));

  test("shows 'Subscription failed', then the server's own message", async ({ page }, testInfo) => {
    await page.goto('/');
    await failLeadEndpoint(page, NEWSLETTER_PATH);
    await emailInput(page).fill(uniqueEmail(testInfo, 'newsletter-500'));
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(box(page).getByRole('alert')).toHaveText('Subscription failed');

    await page.unroute(`**${NEWSLETTER_PATH}`);
    await failLeadEndpoint(page, NEWSLETTER_PATH, 503, { message: 'Subscriptions are paused for maintenance' });
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(box(page).getByRole('alert')).toHaveText('Subscriptions are paused for maintenance');
  });

  test("shows 'An error occurred while subscribing' when the call fails", async ({ page }, testInfo) => {
    await page.goto('/');
    await cutLeadEndpoint(page, NEWSLETTER_PATH);
    await emailInput(page).fill(uniqueEmail(testInfo, 'newsletter-offline'));
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(box(page).getByRole('alert')).toHaveText('An error occurred while subscribing');
  });
});

test('stacks the input and the button on a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const input = await emailInput(page).boundingBox();
  const button = await box(page).getByRole('button', { name: 'Subscribe' }).boundingBox();
  expect(button!.y).toBeGreaterThan(input!.y + input!.height - 1);
  expect(input!.width).toBeGreaterThan(250);
});

test('the footer with the sign-up, idle and with an error, has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/contact');
  await expectNoAxeViolations(page, 'footer');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'footer');
});
