import { type Page } from '@playwright/test';
import { expect, pauseClock, test, waitForIsland } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { heroActions, home, pageHeadings } from './support/spec-copy';
import { expectHeadingOutline, expectHeadings, expectLinks, expectLocalSizedImages } from './support/studio';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('home renders every section with its links', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: pageHeadings['/'] })).toBeVisible();
  await expectLinks(main, heroActions['/']);

  const avatars = main.getByRole('list', { name: 'Some of our clients' }).getByRole('img');
  await expect(avatars).toHaveCount(home.avatarCount);
  await expect(main.getByText(home.professionals)).toBeVisible();
  await expect(main.getByText(home.satisfaction)).toBeVisible();

  for (const label of home.statLabels) await expect(main.getByText(label, { exact: true })).toBeVisible();
  await expectHeadings(main, home.coreServices, 3);

  await expectHeadings(main, [home.choosePath.heading], 2);
  const card = (title: string) => main.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card(home.choosePath.custom).getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
  await expect(card(home.choosePath.turnkey).getByText('Most Popular')).toBeVisible();
  await expect(card(home.choosePath.turnkey).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');

  await expectHeadings(main, home.process, 3);
  for (const value of home.trustFigureValues) await expect(main.getByText(value, { exact: true }).first()).toBeVisible();

  await expectLinks(main, home.ctaActions);
  await expectHeadingOutline(page);
  await expectLocalSizedImages(page);
  expect(errors).toEqual([]);
});

test('the typing headline holds 2 s, erases a letter every 50 ms, then types the next phrase a letter every 100 ms', async ({ page, request }) => {
  const [first, second] = ['Turnkey Web Apps', 'E-commerce Solutions'];
  // The page arrives with the first phrase in full (what a visitor without scripts and a crawler read).
  expect(await (await request.get('/')).text()).toMatch(new RegExp(`data-testid="typing-headline"[^>]*>${first}<`));
  await pauseClock(page);
  await page.goto('/');
  const typing = page.getByTestId('typing-headline');
  await expect(typing).toHaveAttribute('aria-hidden', 'true');
  await expect(typing).toHaveAttribute('data-typing-started', '');
  // Held for 2 s, then erased a letter every 50 ms: the first goes 2,050 ms after the start.
  await page.clock.runFor(2049);
  await expect(typing).toHaveText(first);
  await page.clock.runFor(1);
  await expect(typing).toHaveText(first.slice(0, -1));
  // Erased a letter every 50 ms.
  await page.clock.runFor(49);
  await expect(typing).toHaveText(first.slice(0, -1));
  await page.clock.runFor(1);
  await expect(typing).toHaveText(first.slice(0, -2));
  await page.clock.runFor(50 * (first.length - 2));
  await expect(typing).toHaveText('');
  // The next phrase, a letter every 100 ms.
  await page.clock.runFor(99);
  await expect(typing).toHaveText('');
  await page.clock.runFor(1);
  await expect(typing).toHaveText(second.slice(0, 1));
  await page.clock.runFor(100);
  await expect(typing).toHaveText(second.slice(0, 2));
  // Screen readers get one static sentence with every phrase.
  await expect(page.getByRole('main').getByText(/^We build Turnkey Web Apps, .* and Web Hosting\.$/)).toBeAttached();
});

test('under reduced motion the headline shows the full phrase and the carousel stays put', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pauseClock(page);
  await page.goto('/');
  const typing = page.getByTestId('typing-headline');
  await expect(typing).toHaveText('Turnkey Web Apps');
  await waitForIsland(page, 'features/home/testimonial-carousel');
  const dots = page.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_000);
  await expect(typing).toHaveText('Turnkey Web Apps');
  await expect(typing).not.toHaveAttribute('data-typing-started');
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
});

test('FAQ keeps one answer open and closes the open one when clicked', async ({ page }) => {
  await page.goto('/');
  const question = (index: number) => page.getByRole('button', { name: home.faqQuestions[index] });
  await expect(page.locator('kestrel-island[data-island="features/home/faq-accordion"]').getByRole('button')).toHaveCount(10);
  for (let index = 0; index < home.faqQuestions.length; index += 1) await expect(question(index)).toHaveAttribute('aria-expanded', 'false');
  await question(0).click();
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(home.faqFirstAnswer)).toBeVisible();
  await question(1).click();
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  // The answer names the page with the prices, and links it.
  await expect(page.getByRole('link', { name: 'The Project Investment page' })).toHaveAttribute('href', '/ProjectInvestment');
  await question(1).click();
  await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
});

test.describe('testimonial carousel', () => {
  /** The focus leaves the carousel (it stands still while it holds the keyboard focus). */
  const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-hidden="false"]');

  /** The carousel, live, with the page clock stopped and the mouse away from it. */
  async function liveCarousel(page: Page) {
    await pauseClock(page);
    await page.goto('/');
    await waitForIsland(page, 'features/home/testimonial-carousel');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const dots = carousel.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
    // Announced only while it stands still: 'off' says auto-advance is running.
    const announcements = carousel.locator('div[aria-live]');
    // The pointer passes over it and leaves: its 2 s start again from now.
    await carousel.hover();
    await expect(announcements).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(0, 0);
    await expect(announcements).toHaveAttribute('aria-live', 'off');
    return { carousel, dots, announcements };
  }

  test('auto-advances every 2 s, and arrows and dots move it with wrap-around', async ({ page }) => {
    const { carousel, dots, announcements } = await liveCarousel(page);
    const last = home.testimonialCount - 1;
    await expect(dots).toHaveCount(home.testimonialCount);
    await expect(activeSlide(page)).toContainText(home.firstTestimonialName);
    await expect(announcements).toHaveAttribute('aria-live', 'off');

    // The mouse is away from the carousel, so it advances on its own every 2 s.
    await page.clock.runFor(1999);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(1);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(2000);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');

    await dots.nth(last).click();
    await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true');
    await expect(activeSlide(page)).toContainText(home.lastTestimonialName);

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(activeSlide(page)).toContainText(home.firstTestimonialName);

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true');

    // Hovered: no auto-advance, however long.
    await carousel.hover();
    await expect(announcements).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expect(dots.nth(last)).toHaveAttribute('aria-current', 'true');
  });

  test('an arrow pauses auto-advance for 1 s, a dot for 20 s', async ({ page }) => {
    const { carousel, dots, announcements } = await liveCarousel(page);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await page.mouse.move(0, 0);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(999);
    await expect(announcements).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(1);
    await expect(announcements).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(2000);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');

    await dots.nth(0).click();
    await page.mouse.move(0, 0);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(19_999);
    await expect(announcements).toHaveAttribute('aria-live', 'polite');
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(1);
    await expect(announcements).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(1999);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(1);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('the pause button stops rotation until pressed again', async ({ page }) => {
    const { carousel, dots, announcements } = await liveCarousel(page);
    await carousel.getByRole('button', { name: 'Stop automatic rotation' }).press('Enter');
    await blur(page);
    await page.clock.runFor(10_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(announcements).toHaveAttribute('aria-live', 'polite');
    await carousel.getByRole('button', { name: 'Start automatic rotation' }).press('Enter');
    await blur(page);
    await expect(announcements).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(2000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

test('home has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});
