import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { CARD_FEATURE_LIMIT, catalogueNotice, pageHeadings, productSpec, products as catalogue, soldNotices, whiteLabelLicensing } from './support/spec-copy';

const actionLabel = (status: string) => (status === 'Available' ? 'Learn More' : 'View Details');

test.describe('products catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/products');
  });

  test('shows the hero and one card per product, linking to its page', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeadings['/products']);
    // § 2: "a grid of 8 product cards".
    await expect(page.locator('article[data-product-id]')).toHaveCount(8);
    for (const product of catalogue) {
      const card = page.locator(`article[data-product-id="${product.id}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.name);
      await expect(card).toContainText(product.fromPrice);
      const link = card.getByRole('link', { name: `${actionLabel(product.status)} about ${product.name}` });
      await expect(link).toHaveAttribute('href', `/products/${product.id}`);
    }
  });

  test('lists the first four features, then +N more features', async ({ page }) => {
    for (const product of catalogue) {
      const card = page.locator(`article[data-product-id="${product.id}"]`);
      const items = card.getByRole('list', { name: `${product.name} features` }).getByRole('listitem');
      const shown = product.cardFeatures.slice(0, CARD_FEATURE_LIMIT);
      const hidden = Math.max(0, product.cardFeatures.length - CARD_FEATURE_LIMIT);
      await expect(items).toHaveCount(shown.length + (hidden > 0 ? 1 : 0));
      for (const [index, feature] of shown.entries()) await expect(items.nth(index)).toHaveText(feature);
      if (hidden > 0) await expect(items.last()).toHaveText(`+${hidden} more features`);
      for (const feature of product.cardFeatures.slice(CARD_FEATURE_LIMIT)) await expect(card).not.toContainText(feature);
    }
  });

  test('badges: red N Sold with its notice on hover and on focus; grey Coming Soon with pre-orders', async ({ page }) => {
    for (const product of catalogue) {
      const card = page.locator(`article[data-product-id="${product.id}"]`);
      const badge = card.getByTestId('product-status-badge');
      if (product.status === 'Available' && product.soldCount > 0) {
        await expect(badge).toHaveText(`${product.soldCount} Sold`);
        await expect(badge).toHaveCSS('background-color', 'rgb(201, 42, 42)');
      } else if (product.status === 'Coming Soon') {
        await expect(badge).toHaveText('Coming Soon');
        await expect(badge).toHaveCSS('background-color', 'rgb(73, 80, 87)');
      } else {
        await expect(badge).toHaveCount(0);
      }
    }

    const sold = catalogue.filter((product) => product.status === 'Available' && product.soldCount > 0);
    // § 9: "Sold badges: venue system 6, e-commerce 7."
    expect(sold.map((product) => `${product.id} ${product.soldCount}`)).toEqual(['venuepro 6', 'hexacart 7']);
    for (const product of sold) {
      const card = page.locator(`article[data-product-id="${product.id}"]`);
      await card.getByTestId('product-status-badge').hover();
      await expect(page.getByRole('tooltip')).toContainText(soldNotices[product.id]!);
      await expect(page.getByRole('tooltip')).toContainText(product.soldCountries);
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    }

    // Keyboard: focusing the badge shows the same notice.
    const first = sold[0];
    if (!first) throw new Error('no sold product');
    await page.locator(`article[data-product-id="${first.id}"]`).getByRole('button', { name: /Sold/ }).focus();
    await expect(page.getByRole('tooltip')).toContainText(soldNotices[first.id]!);
    // Escape hides it (WCAG 1.4.13) while the focus stays on the badge.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.locator(`article[data-product-id="${first.id}"]`).getByRole('button', { name: /Sold/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const soon = catalogue.find((product) => product.status === 'Coming Soon');
    if (!soon) throw new Error('no coming-soon product');
    await page
      .locator(`article[data-product-id="${soon.id}"]`)
      .getByRole('button', { name: /Coming Soon/ })
      .focus();
    await expect(page.getByRole('tooltip')).toContainText('Pre-orders available');
    // The notice's own sentence starts with a capital after the heading.
    await expect(page.getByRole('tooltip')).toHaveText(/^Pre-orders available\. [A-Z]/);
  });

  test('white-label licensing, the notice and the custom quote link', async ({ page }) => {
    const licensing = page.getByRole('region', { name: whiteLabelLicensing.heading });
    await expect(licensing).toContainText(whiteLabelLicensing.priceNote);
    await expect(licensing).toContainText(whiteLabelLicensing.fromPrice);
    await expect(licensing.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    const notice = page.getByRole('region', { name: catalogueNotice.heading });
    for (const point of catalogueNotice.points) await expect(notice).toContainText(point);

    await page.getByRole('main').getByRole('link', { name: 'Get Custom Quote' }).last().click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test('a card opens its product page', async ({ page }) => {
    const product = productSpec('venuepro');
    await page.getByRole('link', { name: `${actionLabel(product.status)} about ${product.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  });

  test('has no WCAG A/AA violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
