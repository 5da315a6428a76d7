import { expect, test } from './support/test';
import { expertise } from '../src/content/expertise';
import { industryPages } from '../src/content/industries';
import { pages } from '../src/content/pages';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { expectHeadingOutline, expectHeadings, expectLinks, expectLocalSizedImages } from './support/studio';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

for (const industry of Object.values(industryPages)) {
  const entry = pages[industry.path];

  test(`${industry.path} renders its sections, links and images`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(industry.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    await expectLinks(main, entry.actions);
    await expectHeadings(main, industry.sections.map((section) => section.heading), 2);
    for (const section of industry.sections) {
      if (section.kind === 'cards') await expectHeadings(main, section.items.map((item) => item.title), 3);
      if (section.kind === 'testimonials') for (const quote of section.items) await expect(main.getByText(quote.quote)).toBeVisible();
      if (section.kind === 'gallery') await expectHeadings(main, section.shots.map((shot) => shot.label), 3);
      if (section.kind === 'checklists') for (const list of section.lists) await expectHeadings(main, [list.title], 3);
    }
    await expectHeadings(main, [industry.cta.heading], 2);
    await expectLinks(main, industry.cta.actions);
    await expectHeadingOutline(page);
    await expectLocalSizedImages(page);
    expect(errors).toEqual([]);
  });

  test(`${industry.path} has no axe violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(industry.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
}

test('the spec labels and destinations of the industry pages', async ({ page }) => {
  expect(industryPages['/law'].sections.find((section) => section.id === 'audiences')).toMatchObject({
    items: [{ title: 'Solo Practitioners' }, { title: 'Law Firms' }, { title: 'Specialty Practices' }],
  });
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
  expect(expertise.map((item) => item.to)).toEqual(['/law', '/medical', '/logistics', '/corporate', '/restaurant', '/branding']);
  for (const item of expertise) {
    await page.goto('/services');
    await page.getByTestId(`industry-card-${item.id}`).click();
    await expect(page).toHaveURL(new RegExp(`${item.to}$`));
    await expect(page.getByRole('heading', { level: 1, name: pages[item.to as keyof typeof pages].heading })).toBeVisible();
  }
});
