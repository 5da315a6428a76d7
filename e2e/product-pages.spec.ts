import { type Page } from '@playwright/test';
import { expect, pauseClock, test, waitForIsland } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import {
  legalflowPage,
  notFoundHeading,
  products,
  productSpec as product,
  standardScreenshotCount,
  waitlistPages,
  type ProductSpec,
} from './support/spec-copy';

const main = (page: Page) => page.getByRole('main');

/**
 * Records every localStorage write, so the hand-off is visible even if the quote page consumes it;
 * kept in sessionStorage, so it survives the quote page loading as a document of its own (before
 * the router application has taken over, a link is a plain link).
 */
async function recordStorageWrites(page: Page) {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.setItem = function record(this: Storage, key: string, value: string) {
      if (this === window.localStorage) {
        const writes = JSON.parse(getItem.call(window.sessionStorage, '__storageWrites') ?? '[]') as Array<[string, string]>;
        writes.push([key, value]);
        setItem.call(window.sessionStorage, '__storageWrites', JSON.stringify(writes));
      }
      setItem.call(this, key, value);
    };
  });
}

async function selectedProductWrites(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (JSON.parse(window.sessionStorage.getItem('__storageWrites') ?? '[]') as Array<[string, string]>)
      .filter(([key]) => key === 'selectedProduct')
      .map(([, value]) => JSON.parse(value) as unknown),
  );
}

async function expectFeatures(page: Page, id: string) {
  const entry = product(id);
  const section = page.getByRole('region', { name: `${entry.name} features` });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(8);
  for (const [index, feature] of entry.pageFeatures.entries()) {
    await expect(items.nth(index).getByRole('heading', { level: 3 })).toHaveText(feature);
  }
}

async function expectPlans(page: Page, entry: ProductSpec) {
  const plans = page.getByRole('region', { name: 'Plans and pricing' });
  if (entry.plans.length === 0) {
    await expect(plans).toHaveCount(0);
    return;
  }
  await expect(plans.getByRole('article')).toHaveCount(entry.plans.length);
  for (const plan of entry.plans) {
    const card = plans.getByRole('article', { name: plan.name });
    await expect(card).toContainText(plan.price);
    for (const feature of plan.features) await expect(card).toContainText(feature);
  }
}

const selectedDot = (page: Page) =>
  page
    .getByRole('tablist', { name: 'Slides' })
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));

test.describe('product pages', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  for (const id of ['venuepro', 'hexacart', 'restaurant-manager', 'medflow'] as const) {
    test(`${id}: the standard layout`, async ({ page }) => {
      const entry = product(id);
      await page.goto(`/products/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name);
      await expect(page.locator('[data-layout="standard"]')).toBeVisible();
      const carousel = page.getByRole('region', { name: `${entry.name} screenshots` });
      // The carousel wakes when it comes into view (below the hero).
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('group')).toHaveCount(standardScreenshotCount);
      await expect(page.getByRole('tablist', { name: 'Slides' }).getByRole('tab')).toHaveCount(standardScreenshotCount);
      await expect(carousel.getByRole('button', { name: 'Next screenshot' })).toBeVisible();
      await expectFeatures(page, id);
      await expectPlans(page, entry);
      for (const href of ['/products', '/contact', '/get-quote']) {
        await expect(main(page).locator(`a[href="${href}"]`).first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }

  test('venuepro: screenshots advance every 5 s, wrap, and the dots jump', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/products/venuepro');
    await waitForIsland(page, 'features/product-pages/screenshot-carousel');
    const count = standardScreenshotCount;
    // The pointer passes over it and leaves: its 5 s start again from now.
    const autoplay = page.locator('[data-autoplay]');
    await autoplay.hover();
    await expect(autoplay).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(0, 0);
    await expect(autoplay).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(4999);
    expect(await selectedDot(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => selectedDot(page)).toBe(1);
    await page.clock.runFor(4999);
    expect(await selectedDot(page)).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => selectedDot(page)).toBe(2);
    const carousel = page.getByRole('region', { name: 'VenuePro screenshots' });
    await carousel.getByRole('button', { name: 'Previous screenshot' }).click();
    await carousel.getByRole('button', { name: 'Previous screenshot' }).click();
    await carousel.getByRole('button', { name: 'Previous screenshot' }).click();
    await expect.poll(() => selectedDot(page)).toBe(count - 1);
    await page.getByRole('tab', { name: /Show screenshot 3/ }).click();
    await expect.poll(() => selectedDot(page)).toBe(2);
  });

  test('legalflow: no auto-advance, wraps both ways, its sections, features, plans and buttons', async ({ page }) => {
    const entry = product('legalflow');
    await pauseClock(page);
    await page.goto('/products/legalflow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name);
    await expect(page.locator('[data-layout="legal"]')).toBeVisible();
    await waitForIsland(page, 'features/product-pages/screenshot-carousel');
    await page.mouse.move(0, 0);
    await expect(page.locator('[data-autoplay]')).toHaveAttribute('data-autoplay', 'off');

    await page.clock.runFor(20_000);
    expect(await selectedDot(page)).toBe(0);
    // Time flows again for the rest (the accessibility scan counts on timers of its own).
    await page.clock.resume();
    const carousel = page.getByRole('region', { name: 'LegalFlow screenshots' });
    await carousel.getByRole('button', { name: 'Previous screenshot' }).click();
    await expect.poll(() => selectedDot(page)).toBe(legalflowPage.screenshotCount - 1);
    await carousel.getByRole('button', { name: 'Next screenshot' }).click();
    await expect.poll(() => selectedDot(page)).toBe(0);

    const solution = page.getByRole('region', { name: legalflowPage.solutionHeading });
    await expect(solution.getByRole('listitem')).toHaveText([...legalflowPage.solutionPoints]);
    await expect(solution.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(solution.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
    await expect(solution.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expectFeatures(page, 'legalflow');
    await expectPlans(page, entry);
    await expect(page.getByRole('article', { name: 'White Label' })).toContainText('Popular');
    await expect(main(page).getByRole('link', { name: legalflowPage.closingAction.label })).toHaveAttribute('href', legalflowPage.closingAction.to);
    await expect(main(page).getByRole('link', { name: 'View All Products' }).first()).toHaveAttribute('href', '/products');
    await expectNoAxeViolations(page);
  });

  for (const id of ['logixfleet', 'edusuite', 'finsecure'] as const) {
    test(`${id}: the waitlist layout`, async ({ page }) => {
      const entry = product(id);
      const content = waitlistPages[id];
      await page.goto(`/products/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.name);
      await expect(page.locator('[data-layout="waitlist"]')).toBeVisible();
      await expect(page.getByTestId('coming-soon-badge')).toHaveText('Coming Soon');
      await expect(page.getByTestId('floating-circles').locator('span')).toHaveCount(6);
      await expect(page.getByTestId('placeholder-panel')).toContainText(content.placeholderHeading);
      await expect(page.getByRole('region', { name: content.whyChooseHeading })).toBeVisible();
      await expectFeatures(page, id);
      await expectPlans(page, entry);
      if (entry.plans.length > 0) {
        const buttons = page.getByRole('region', { name: 'Plans and pricing' }).getByRole('link', { name: new RegExp(content.planActionLabel) });
        await expect(buttons).toHaveCount(entry.plans.length);
        for (const button of await buttons.all()) await expect(button).toHaveAttribute('href', '/contact');
      }
      const closing = page.getByRole('region', { name: content.closingHeading });
      for (const action of content.closingActions) {
        await expect(closing.getByRole('link', { name: action.label })).toHaveAttribute('href', action.to);
      }
      await expect(page.getByTestId('floating-circles').locator('span').first()).toHaveCSS('animation-name', /float/);
      await expectNoAxeViolations(page);
    });
  }

  test('the waitlist circles stand still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/products/edusuite');
    await expect(page.getByTestId('floating-circles').locator('span').first()).toHaveCSS('animation-name', 'none');
  });

  test('a plan button stores selectedProduct and opens the quote page', async ({ page }) => {
    await recordStorageWrites(page);
    const entry = product('venuepro');
    await page.goto('/products/venuepro');
    await page.getByRole('link', { name: 'Get Started with White Label' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    expect(await selectedProductWrites(page)).toEqual([{ name: entry.name, tier: 'White Label', type: entry.quoteProjectType }]);
  });

  test('LegalFlow Get Started Today starts a White Label quote', async ({ page }) => {
    await recordStorageWrites(page);
    const entry = product('legalflow');
    await page.goto('/products/legalflow');
    await page.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    expect(await selectedProductWrites(page)).toEqual([{ name: entry.name, tier: 'White Label', type: entry.quoteProjectType }]);
  });

  test('every product has one status: its catalogue card, its hero and its closing call agree', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/products');
    for (const entry of products) {
      const card = page.locator(`article[data-product-id="${entry.id}"]`);
      const soon = entry.status === 'Coming Soon';
      await expect(card.getByTestId('product-status-badge').filter({ hasText: 'Coming Soon' }), entry.id).toHaveCount(soon ? 1 : 0);
      await expect(card.getByRole('link', { name: `${soon ? 'View Details' : 'Learn More'} about ${entry.name}` }), entry.id).toBeVisible();
    }
    for (const entry of products) {
      await page.goto(`/products/${entry.id}`);
      const hero = page.locator('section[aria-labelledby="page-heading"]');
      const closing = page.locator('section[aria-labelledby="closing-heading"]');
      if (entry.status === 'Coming Soon') {
        await expect(hero.getByTestId('coming-soon-badge'), entry.id).toHaveText('Coming Soon');
        await expect(main(page).getByText(/Available now/i), entry.id).toHaveCount(0);
      } else {
        await expect(hero.getByText('Available now', { exact: true }), entry.id).toBeVisible();
        await expect(main(page).getByText(/Coming Soon|early access|pre-order/i), entry.id).toHaveCount(0);
        await expect(closing.getByRole('link', { name: 'Get a Quote' }), entry.id).toHaveAttribute('href', '/get-quote');
      }
    }
    await page.goto('/products/legalflow');
    const closing = page.locator('section[aria-labelledby="closing-heading"]');
    await expect(closing.getByRole('link', { name: legalflowPage.closingAction.label })).toHaveAttribute('href', legalflowPage.closingAction.to);
  });

  test('no section of a product page repeats the cards of the section before it', async ({ page }) => {
    test.setTimeout(60_000);
    for (const entry of products) {
      await page.goto(`/products/${entry.id}`);
      const sections = await page.locator('[data-layout] > section').evaluateAll((bands) =>
        bands.map((band) => ({
          name: band.querySelector('h1, h2')?.textContent ?? '',
          cards: [...band.querySelectorAll('h3')].map((title) => title.textContent?.trim().toLowerCase() ?? ''),
        })),
      );
      expect(sections.length, entry.id).toBeGreaterThan(3);
      for (const [index, section] of sections.entries()) {
        const before = sections[index - 1];
        if (before === undefined) continue;
        const repeated = section.cards.filter((title) => before.cards.includes(title));
        expect(repeated, `${entry.id}: "${section.name}" after "${before.name}"`).toEqual([]);
      }
    }
  });

  test('an unknown product id shows the not-found page', async ({ page }) => {
    await page.goto('/products/not-a-product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
  });
});
