import { expect, type Locator, type Page } from '@playwright/test';
import type { LinkAction } from '@/content/types';

/** Every link in `scope` with this exact name points at `to` (there is at least one). */
export async function expectLinks(scope: Locator | Page, actions: readonly LinkAction[]): Promise<void> {
  for (const action of actions) {
    const links = scope.getByRole('link', { name: action.label, exact: true });
    await expect(links.first(), `link "${action.label}"`).toBeVisible();
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', action.to);
  }
}

/** Each of these headings is on the page (any level unless given). */
export async function expectHeadings(scope: Locator | Page, names: readonly string[], level?: number): Promise<void> {
  for (const name of names) {
    await expect(scope.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) }).first(), `heading "${name}"`).toBeVisible();
  }
}

/** One h1, and heading levels never skip on the way down. */
export async function expectHeadingOutline(page: Page): Promise<void> {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).map((node) => Number(node.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index += 1) {
    expect(levels[index]! - levels[index - 1]!, `heading levels ${levels.join(',')}`).toBeLessThanOrEqual(1);
  }
}

/** Images in main are local, sized, and loaded once scrolled into view. */
export async function expectLocalSizedImages(page: Page): Promise<void> {
  const images = page.locator('main img');
  const count = await images.count();
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    const src = await image.getAttribute('src');
    expect(src, 'local image').toMatch(/^\/images\//);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { message: `${src} loads` }).toBeGreaterThan(0);
  }
}
