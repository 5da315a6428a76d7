import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with a readable list when axe finds WCAG 2 A/AA violations in the given parts of the page
 * (by default the page's main content; the shared shell has its own checks).
 */
export async function expectNoAxeViolations(page: Page, include: string | readonly string[] = ['#main']): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  for (const selector of typeof include === 'string' ? [include] : include) {
    // React renders after the load event: wait until the part to check exists.
    await page.locator(selector).first().waitFor({ state: 'attached' });
    builder = builder.include(selector);
  }
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}
