import { expect, test } from './support/test';
import { industryPages } from '@/content/industries';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { heroActions, industries, industryClosings, lawAudiences, pageHeadings } from './support/spec-copy';
import { expectHeadingOutline, expectHeadings, expectLinks, expectLocalSizedImages } from './support/studio';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

// The six pages come from the specification; their sections' own copy is the site's (kept in the content).
for (const { to: path } of industries) {
  const industry = industryPages[path];
  const closing = industryClosings[path];

  test(`${path} renders its sections, links and images`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: pageHeadings[path] })).toBeVisible();
    await expectLinks(main, heroActions[path]);
    await expectHeadings(
      main,
      industry.sections.map((section) => section.heading),
      2,
    );
    for (const section of industry.sections) {
      if (section.kind === 'cards')
        await expectHeadings(
          main,
          section.items.map((item) => item.title),
          3,
        );
      if (section.kind === 'testimonials') for (const quote of section.items) await expect(main.getByText(quote.quote)).toBeVisible();
      if (section.kind === 'gallery')
        await expectHeadings(
          main,
          section.shots.map((shot) => shot.label),
          3,
        );
      if (section.kind === 'checklists') for (const list of section.lists) await expectHeadings(main, [list.title], 3);
    }
    await expectHeadings(main, [closing.heading], 2);
    await expectLinks(main, closing.actions);
    await expectHeadingOutline(page);
    await expectLocalSizedImages(page);
    expect(errors).toEqual([]);
  });

  test(`${path} has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
}

test('the spec labels and destinations of the industry pages', async ({ page }) => {
  await page.goto('/law');
  // The three audience cards, in this order (the page's other h3s come after them).
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toContainText([...lawAudiences]);
  await page.goto('/medical');
  await expect(page.getByRole('main').getByRole('link', { name: 'Request a Demo' }).first()).toHaveAttribute('href', '/contact');
  await page.goto('/corporate');
  await expect(page.getByRole('main').getByRole('link', { name: 'Schedule Executive Briefing' }).first()).toHaveAttribute('href', '/consultation-booking');
  await page.goto('/logistics');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Consultation' }).first()).toHaveAttribute('href', '/consultation-booking');
});

test('each services industry card opens its industry page', async ({ page }) => {
  await page.goto('/services');
  for (const item of industries) {
    await page.goto('/services');
    await page.getByTestId(`industry-card-${item.id}`).click();
    await expect(page).toHaveURL(new RegExp(`${item.to}$`));
    await expect(page.getByRole('heading', { level: 1, name: pageHeadings[item.to] })).toBeVisible();
  }
});
