import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { NEWSLETTER_PATH } from '@/leads/newsletter';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { waitForOfflineReady } from './support/pwa';
import { cutLeadEndpoint, failLeadEndpoint, storedLeads, theOnlyLead, uniqueEmail, withoutDeviceStorage } from './support/leads';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const box = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Get web tips and product news' });
const emailInput = (page: Page) => box(page).getByRole('textbox', { name: /Email address/ });

/**
 * The e2e server has no SMTP_URL: the sign-up is stored, and the page says, truthfully, that no
 * confirmation mail went out (with mail, the server answers 'Almost there! Check your email to
 * confirm your subscription'; see src/server/newsletter).
 */
const NO_MAIL_ANSWER = "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.";

test('a visitor signs up from the footer, exactly one sign-up is stored, and the page promises no mail it cannot send', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'newsletter');
  await page.goto('/services');
  await emailInput(page).fill(email);
  await emailInput(page).press('Enter');

  await expect(box(page).getByRole('status')).toHaveText(NO_MAIL_ANSWER);
  await expect(box(page).getByText(/Check your email|warm welcome/)).toHaveCount(0);
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

test("a newsletter link is the server's own page, even with the service worker in control", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await waitForOfflineReady(page);
  // A link whose signature does not match: the server refuses it with its page, not the site's not-found page.
  const response = await page.goto('/newsletter/confirm?token=c.1.cmVhZGVyQGV4YW1wbGUuY29t.AAAA');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await expect(
    page.getByText('The link may be incomplete or changed. Please open it again from the e-mail, or copy the whole address into your browser.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The page breaks no rule of the strict CSP (its 400 itself is logged as a failed load).
  expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
});
