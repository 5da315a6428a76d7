import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { QUOTE_PATH } from '@/leads/quote';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { cutLeadEndpoint, failLeadEndpoint, storedLeads, theOnlyLead, uniqueEmail, withoutDeviceStorage } from './support/leads';
import { quote } from './support/spec-copy';

/** The spec's localStorage key for the product-page hand-off (src/components/selected-product.ts). */
const SELECTED_PRODUCT_KEY = 'selectedProduct';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const main = (page: Page) => page.getByRole('main');
const select = (page: Page, name: RegExp) => main(page).getByRole('combobox', { name });
const stepHeading = (page: Page) => main(page).getByRole('heading', { level: 3 });
const progress = (page: Page) => main(page).getByRole('progressbar', { name: 'Quote progress' });
/** Continue, as a visitor does: the next step is on screen before anything else is done. */
async function next(page: Page): Promise<void> {
  const current = await stepHeading(page).textContent();
  await main(page).getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).not.toHaveText(current ?? '');
}
const send = (page: Page) => main(page).getByRole('button', { name: /Request My Proposal|Processing/ });

async function fillAll(page: Page, email: string) {
  await select(page, /Project type/).selectOption('Web Application');
  await select(page, /Your location/).selectOption('Qatar');
  await select(page, /Budget range/).selectOption('$5,000 - $10,000');
  await next(page);
  await select(page, /Timeline/).selectOption('2-3 months');
  await main(page).getByRole('checkbox', { name: 'Multilingual' }).check();
  await main(page).getByRole('checkbox', { name: 'Payment Processing' }).check();
  await main(page)
    .getByRole('textbox', { name: /Additional information/ })
    .fill('Arabic and English, online payments.');
  await next(page);
  await main(page)
    .getByRole('textbox', { name: /Email address/ })
    .fill(email);
  await main(page).getByRole('textbox', { name: /Phone/ }).fill('+974 4444 0000');
}

test('a visitor walks the three steps and requests a proposal; one lead with the features is stored', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'quote');
  await page.goto('/get-quote');
  for (const title of quote.reassurances) await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(stepHeading(page)).toHaveText(quote.steps[0]);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');

  await select(page, /Project type/).selectOption('Web Application');
  await page.mouse.wheel(0, 600);
  await next(page);
  await expect(stepHeading(page)).toHaveText(quote.steps[1]);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
  // The wizard's card, not the page, comes to the top: 96 px down, just below the 80 px top bar.
  await expect.poll(() => page.locator('#quote-form').evaluate((card) => Math.round(card.getBoundingClientRect().top))).toBe(96);
  await expect(stepHeading(page)).toBeFocused();
  await expect(stepHeading(page)).toBeInViewport({ ratio: 1 });
  await main(page).getByRole('button', { name: 'Back' }).click();
  await expect(select(page, /Project type/)).toHaveValue('Web Application');

  await fillAll(page, email);
  await expect(stepHeading(page)).toHaveText(quote.steps[2]);
  await send(page).click();

  const message = main(page).getByRole('status');
  await expect(message).toHaveText(quote.success);
  await expect(message).toHaveAttribute('data-tone', 'success');
  await expect(stepHeading(page)).toHaveText(quote.steps[0]);
  await expect(select(page, /Project type/)).toHaveValue('');
  const lead = await theOnlyLead(request, 'quote', 'email', email);
  expect(lead.data).toEqual({
    projectType: 'Web Application',
    location: 'Qatar',
    budget: '$5,000 - $10,000',
    timeline: '2-3 months',
    email,
    phone: '+974 4444 0000',
    additionalInfo: 'Arabic and English, online payments.',
    features: ['Multilingual', 'Payment Processing'],
  });
});

test("a missing timeline says 'Please fill in all required fields' and returns to its step", async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'quote-incomplete');
  await page.goto('/get-quote');
  await select(page, /Project type/).selectOption('Business Website');
  await select(page, /Your location/).selectOption('UK');
  await select(page, /Budget range/).selectOption('Not sure yet');
  await next(page);
  await next(page);
  await main(page)
    .getByRole('textbox', { name: /Email address/ })
    .fill(email);
  await send(page).click();

  await expect(main(page).getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(stepHeading(page)).toHaveText(quote.steps[1]);
  await expect(select(page, /Timeline/)).toBeFocused();
  expect(await storedLeads(request, 'quote', 'email', email)).toHaveLength(0);
});

test('a product chosen on a product page is shown, prefilled, sent and then forgotten', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'quote-product');
  await page.goto('/get-quote');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SELECTED_PRODUCT_KEY,
    JSON.stringify({ name: 'HexaCart', tier: 'White Label', type: 'E-commerce Store' }),
  ] as const);
  await page.reload();

  const banner = main(page).getByRole('note');
  await expect(banner).toContainText('HexaCart');
  await expect(banner).toContainText('White Label');
  await expect(banner).toContainText('E-commerce Store');
  await expect(select(page, /Project type/)).toHaveValue('E-commerce Store');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SELECTED_PRODUCT_KEY)).toBeNull();

  await select(page, /Your location/).selectOption('Canada');
  await select(page, /Budget range/).selectOption('$10,000 - $20,000');
  await next(page);
  const details = main(page).getByRole('textbox', { name: /Additional information/ });
  await expect(details).toHaveValue('Product: HexaCart (White Label)\n\nAdditional Requirements:\n');
  await details.press('Control+End');
  await details.pressSequentially('French storefront');
  await select(page, /Timeline/).selectOption('ASAP (1-2 weeks)');
  await next(page);
  await main(page)
    .getByRole('textbox', { name: /Email address/ })
    .fill(email);
  await send(page).click();
  await expect(main(page).getByRole('status')).toHaveText(quote.success);

  const lead = await theOnlyLead(request, 'quote', 'email', email);
  expect(lead.data).toMatchObject({
    projectType: 'E-commerce Store',
    additionalInfo: 'Product: HexaCart (White Label)\n\nAdditional Requirements:\nFrench storefront',
    features: [],
  });
  await page.reload();
  await expect(main(page).getByRole('note')).toHaveCount(0);
});

// A failing server normally leaves the lead in the outbox (e2e/outbox.spec.ts); these are the
// messages of a browser that cannot keep it on the device.
test.describe('when the server fails and the device cannot keep the lead', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => withoutDeviceStorage(page));

  test("a 500 shows 'Failed to submit request' in red and keeps every step's data", async ({ page }, testInfo) => {
    await page.goto('/get-quote');
    await failLeadEndpoint(page, QUOTE_PATH);
    await fillAll(page, uniqueEmail(testInfo, 'quote-500'));
    await send(page).click();
    const message = main(page).getByRole('alert');
    await expect(message).toHaveText('Failed to submit request');
    await expect(message).toHaveAttribute('data-tone', 'error');
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(main(page).getByRole('checkbox', { name: 'Multilingual' })).toBeChecked();
  });

  test("a dropped connection shows 'An error occurred. Please try again later.'", async ({ page }, testInfo) => {
    await page.goto('/get-quote');
    await cutLeadEndpoint(page, QUOTE_PATH);
    await fillAll(page, uniqueEmail(testInfo, 'quote-offline'));
    await send(page).click();
    await expect(main(page).getByRole('alert')).toHaveText('An error occurred. Please try again later.');
  });
});

test('every step of the wizard has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/get-quote');
  await expectNoAxeViolations(page, 'main');
  await next(page);
  await expectNoAxeViolations(page, 'main');
  await next(page);
  await send(page).click();
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});
