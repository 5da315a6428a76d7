import { type Locator, type Page } from '@playwright/test';
import { expect, test, waitForIsland } from './support/test';
import { homeFaq } from '../src/content/faq';
import { choosePath, coreServices, heroTrust, homeCta, homeProcess, homeStats, trustFigures, typingPhrases } from '../src/content/home';
import { pages } from '../src/content/pages';
import { homeTestimonials } from '../src/content/testimonials';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { expectHeadingOutline, expectHeadings, expectLinks, expectLocalSizedImages } from './support/studio';

const page_ = pages['/'];

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('home renders every section with its links', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: page_.heading })).toBeVisible();
  await expectLinks(main, page_.actions);

  const avatars = main.getByRole('list', { name: 'Some of our clients' }).getByRole('img');
  await expect(avatars).toHaveCount(heroTrust.avatars.length);
  expect(heroTrust.avatars).toHaveLength(5);
  await expect(main.getByText(heroTrust.professionals)).toBeVisible();
  await expect(main.getByText(heroTrust.satisfaction)).toBeVisible();

  for (const stat of homeStats) await expect(main.getByText(stat.label, { exact: true })).toBeVisible();
  await expectHeadings(main, coreServices.map((service) => service.title), 3);
  expect(coreServices).toHaveLength(4);

  await expectHeadings(main, [choosePath.heading], 2);
  const [custom, turnkey] = choosePath.options;
  const card = (title: string) => main.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card(custom!.title).getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
  await expect(card(turnkey!.title).getByText('Most Popular')).toBeVisible();
  await expect(card(turnkey!.title).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');

  await expectHeadings(main, homeProcess.map((step) => step.title), 3);
  expect(homeProcess.map((step) => step.title)).toEqual(['Discovery', 'Strategy', 'Design', 'Launch']);
  for (const figure of trustFigures.figures) await expect(main.getByText(figure.value, { exact: true }).first()).toBeVisible();

  await expectLinks(main, homeCta.actions);
  await expectHeadingOutline(page);
  await expectLocalSizedImages(page);
  expect(errors).toEqual([]);
});

test('the typing headline types, erases and moves to the next phrase', async ({ page }) => {
  await page.goto('/');
  const typing = page.getByTestId('typing-headline');
  await expect(typing).toHaveAttribute('aria-hidden', 'true');
  await expect(typing).toHaveText(typingPhrases[0], { timeout: 4000 });
  // After the hold it erases, then types the next phrase from its first letter.
  const isTypingSecondPhrase = async () => {
    const text = (await typing.textContent()) ?? '';
    return text.length > 0 && typingPhrases[1].startsWith(text);
  };
  await expect.poll(isTypingSecondPhrase, { timeout: 8000, intervals: [50] }).toBe(true);
  // Screen readers get one static sentence with every phrase.
  await expect(page.getByRole('main').getByText(/^We build Turnkey Web Apps, .* and Web Hosting\.$/)).toBeAttached();
});

test('under reduced motion the headline shows the full phrase and the carousel stays put', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const typing = page.getByTestId('typing-headline');
  await expect(typing).toHaveText(typingPhrases[0]);
  const dots = page.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
  await page.waitForTimeout(4500);
  await expect(typing).toHaveText(typingPhrases[0]);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
});

test('FAQ keeps one answer open and closes the open one when clicked', async ({ page }) => {
  await page.goto('/');
  const question = (index: number) => page.getByRole('button', { name: homeFaq[index]!.question });
  expect(homeFaq).toHaveLength(10);
  for (let index = 0; index < homeFaq.length; index += 1) await expect(question(index)).toHaveAttribute('aria-expanded', 'false');
  await question(0).click();
  await expect(question(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(homeFaq[0]!.answer)).toBeVisible();
  await question(1).click();
  await expect(question(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  await question(1).click();
  await expect(question(1)).toHaveAttribute('aria-expanded', 'false');
});

test.describe('testimonial carousel', () => {
  const current = async (dots: Locator) => {
    const all = await dots.all();
    for (const [index, dot] of all.entries()) if ((await dot.getAttribute('aria-current')) === 'true') return index;
    return -1;
  };
  const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][aria-hidden="false"]');

  test('auto-advances, and arrows and dots move it with wrap-around', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const dots = carousel.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
    await expect(dots).toHaveCount(homeTestimonials.length);
    await expect(activeSlide(page)).toContainText(homeTestimonials[0]!.name);
    // Its code loads as it comes into view; the first testimonial is there before.
    await waitForIsland(page, 'features/home/testimonial-carousel');
    await page.mouse.move(0, 0);

    // The mouse is away from the carousel, so it advances on its own.
    await expect.poll(() => current(dots), { timeout: 5000 }).toBeGreaterThan(0);

    await carousel.scrollIntoViewIfNeeded();
    await dots.nth(homeTestimonials.length - 1).click();
    await expect(dots.nth(homeTestimonials.length - 1)).toHaveAttribute('aria-current', 'true');
    await expect(activeSlide(page)).toContainText(homeTestimonials[homeTestimonials.length - 1]!.name);

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(activeSlide(page)).toContainText(homeTestimonials[0]!.name);

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(dots.nth(homeTestimonials.length - 1)).toHaveAttribute('aria-current', 'true');

    // Hovered: no auto-advance.
    await carousel.hover();
    await page.waitForTimeout(3000);
    await expect(dots.nth(homeTestimonials.length - 1)).toHaveAttribute('aria-current', 'true');
  });

  test('a dot pauses auto-advance for 20 seconds', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const dots = carousel.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
    await dots.nth(2).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4500);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('the pause button stops rotation', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.getByRole('button', { name: 'Stop automatic rotation' }).press('Enter');
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    const dots = carousel.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
    const before = await current(dots);
    await page.waitForTimeout(3000);
    expect(await current(dots)).toBe(before);
    await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
  });
});

test('home has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page, 'main');
});
