import { expect, test } from './support/test';
import { allRoutes } from './support/routes';
import { notFoundHeading } from './support/spec-copy';
import { collectPageErrors, dismissCookieBanner } from './support/console';

test.describe('every route', () => {
  for (const route of allRoutes) {
    test(`${route.path} answers and shows its heading`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await dismissCookieBanner(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toContainText(route.heading);
      await expect(page).toHaveTitle(/Kestrel Web Studio/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/products/no-such-product', '/case-studies/no-such-study']) {
    test(`${path} shows the not-found page with links back`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
      await expect(page).toHaveTitle(/Page not found/);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
