import { expect, test } from './support/test';
import { aboutCounters, aboutCta, aboutExpertise, aboutStory } from '../src/content/about';
import { analyticsCtas, analyticsHeadline, growthBars, whatWeMeasure } from '../src/content/analytics';
import { expertise } from '../src/content/expertise';
import { pathFaq } from '../src/content/faq';
import { founderAchievements, founderCta, founderProfile, founderReasons } from '../src/content/founder';
import { deliveryPromises, investmentCtas, maintenance, paymentSchedules, pricingOptions } from '../src/content/investment';
import { LEGAL_LAST_UPDATED, cookieCategories, legalDocuments, privacyPolicy } from '../src/content/legal';
import { pages } from '../src/content/pages';
import { pathChoices, pathSections } from '../src/content/paths';
import { processCta, processOutcomes, processSteps, processTestimonials } from '../src/content/process';
import { serviceBlocks, servicesCta, servicesProcess, whyChoose } from '../src/content/services';
import { site } from '../src/content/site';
import { teamMembers, teamSections, teamStats } from '../src/content/team';
import { pathTestimonials, teamTestimonials } from '../src/content/testimonials';
import { coreValues } from '../src/content/values';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { expectHeadingOutline, expectHeadings, expectLinks, expectLocalSizedImages } from './support/studio';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const routes = ['/about', '/services', '/process', '/teem', '/founder', '/paths', '/privacy', '/terms', '/cookies', '/ProjectInvestment', '/analytics'] as const;

for (const path of routes) {
  test(`${path} has one h1, an ordered outline, local sized images and no errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: pages[path].heading })).toBeVisible();
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

test('about: counters reach their targets, story, values, expertise and the CTA band', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expectLinks(main, pages['/about'].actions);
  const values = main.getByTestId('counter-value');
  await values.first().scrollIntoViewIfNeeded();
  for (const [index, counter] of aboutCounters.entries()) {
    await expect(values.nth(index)).toHaveText(`${counter.target}${counter.suffix ?? ''}`, { timeout: counter.durationMs + 2000 });
    await expect(main.getByText(counter.label, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(aboutStory.foundedLabel)).toBeVisible();
  expect(aboutStory.foundedLabel).toContain('2019');
  await expectHeadings(main, [aboutStory.heading], 2);
  await expectLinks(main, aboutStory.actions);
  expect(aboutStory.actions.map((action) => action.to)).toEqual(['/teem', '/founder']);
  await expectHeadings(main, coreValues.map((value) => value.title), 3);
  expect(coreValues).toHaveLength(4);
  await expectHeadings(main, aboutExpertise.map((item) => item.title), 3);
  expect(aboutExpertise).toHaveLength(3);
  await expectLinks(main, aboutCta.actions);
  await expect(main.getByText(aboutCta.guarantee)).toBeVisible();
});

test('about: counters show their targets at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about');
  const values = page.getByTestId('counter-value');
  for (const [index, counter] of aboutCounters.entries()) {
    await expect(values.nth(index)).toHaveText(`${counter.target}${counter.suffix ?? ''}`, { timeout: 1000 });
  }
});

test('services: blocks expand one at a time, process, why-choose, industries and CTAs', async ({ page }) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  const block = (title: string) => main.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  for (const item of serviceBlocks) {
    await expect(block(item.title).getByRole('listitem')).toHaveCount(3);
    await expect(block(item.title).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/get-quote');
  }
  const [first, second] = serviceBlocks;
  await block(first!.title).getByRole('button', { name: /Show All/ }).click();
  await expect(block(first!.title).getByRole('listitem')).toHaveCount(12);
  await block(second!.title).getByRole('button', { name: /Show All/ }).click();
  await expect(block(second!.title).getByRole('listitem')).toHaveCount(12);
  await expect(block(first!.title).getByRole('listitem')).toHaveCount(3);
  await block(second!.title).getByRole('button', { name: /Show Less/ }).click();
  await expect(block(second!.title).getByRole('listitem')).toHaveCount(3);

  await expectHeadings(main, servicesProcess.map((step) => step.title), 3);
  await expectHeadings(main, whyChoose.map((item) => item.title), 3);
  expect(whyChoose).toHaveLength(6);
  for (const item of expertise) await expect(main.getByTestId(`industry-card-${item.id}`)).toHaveAttribute('href', item.to);
  await expectLinks(main, servicesCta.actions);
  expect(servicesCta.actions.map((action) => action.label)).toEqual(['Get Your Free Quote', 'Explore Turnkey Web Apps']);
});

test('process: five tabs, outcomes, one story open at a time, booking and portfolio links', async ({ page }) => {
  await page.goto('/process');
  const main = page.getByRole('main');
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const [index, step] of processSteps.entries()) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toContainText(step.summary);
  }
  await tabs.nth(4).press('ArrowLeft');
  await expect(tabs.nth(3)).toBeFocused();
  for (const item of processOutcomes.items) await expect(main.getByText(item.label, { exact: true })).toBeVisible();

  const [first, second] = processTestimonials;
  const stories = main.getByRole('button', { name: /full story/ });
  await stories.nth(0).click();
  await expect(main.getByText(first!.quote)).toBeVisible();
  await stories.nth(1).click();
  await expect(main.getByText(second!.quote)).toBeVisible();
  await expect(main.getByText(first!.quote)).toHaveCount(0);
  await expectLinks(main, processCta.actions);
  expect(processCta.actions.map((action) => action.to)).toEqual(['/consultation-booking', '/projects']);
});

test('team: hero, statistic tiles, Core Crew and What Clients Say', async ({ page }) => {
  await page.goto('/teem');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Our Elite Squad' })).toBeVisible();
  for (const stat of teamStats) await expect(main.getByText(stat.label, { exact: true })).toBeVisible();
  expect(teamStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
    '100+ Projects Delivered',
    '10+ Industries Served',
    '99.5% Uptime Guaranteed',
    '5/5 Client Happiness',
  ]);
  await expectHeadings(main, [teamSections.crew.heading, teamSections.testimonials.heading], 2);
  expect(teamMembers).toHaveLength(6);
  for (const member of teamMembers) {
    const card = main.locator('article').filter({ has: page.getByRole('heading', { name: member.name }) });
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: member.image.alt })).toBeVisible();
    for (const skill of member.skills) await expect(card.getByText(`${skill.percentage}%`).first()).toBeVisible();
    await expect(card.getByText(String(member.stats.projects), { exact: true })).toBeVisible();
  }
  expect(teamTestimonials).toHaveLength(4);
  for (const quote of teamTestimonials) await expect(main.getByText(quote.quote)).toBeVisible();
});

test('founder: portrait, social links, achievements and six reasons', async ({ page }) => {
  await page.goto('/founder');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: founderProfile.portrait.alt })).toBeVisible();
  await expect(main.getByText(site.founder.name, { exact: false }).first()).toBeVisible();
  for (const profile of site.social) {
    const link = main.getByRole('link', { name: new RegExp(`^${profile.label}`) }).first();
    await expect(link).toHaveAttribute('href', profile.href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  expect(founderAchievements.items.map((item) => `${item.value} ${item.label}`)).toEqual([
    '100+ projects completed',
    '5+ years experience',
    '95% client satisfaction',
  ]);
  for (const item of founderAchievements.items) await expect(main.getByText(item.label, { exact: true })).toBeVisible();
  await expectHeadings(main, [founderReasons.heading], 2);
  expect(founderReasons.heading).toBe('Why Work With Me');
  expect(founderReasons.items).toHaveLength(6);
  await expectHeadings(main, founderReasons.items.map((reason) => reason.title), 3);
  await expectLinks(main, founderCta.actions);
});

test('paths: both paths, six specializations, FAQ toggle, testimonials, quote CTA', async ({ page }) => {
  await page.goto('/paths');
  const main = page.getByRole('main');
  await expectLinks(main, pages['/paths'].actions);
  await expectLinks(main, pathChoices.map((choice) => choice.action));
  expect(pathChoices.map((choice) => [choice.title, choice.action.to])).toEqual([
    ['Custom Services', '/get-quote'],
    ['Turnkey Web Apps', '/products'],
  ]);
  for (const item of expertise) await expect(main.getByTestId(`industry-card-${item.id}`)).toHaveAttribute('href', item.to);

  const toggle = main.getByRole('button', { name: pathSections.faq.show });
  await expect(main.getByText(pathFaq[0]!.question)).toBeHidden();
  await toggle.click();
  for (const item of pathFaq) await expect(main.getByRole('heading', { name: item.question })).toBeVisible();
  await main.getByRole('button', { name: pathSections.faq.hide }).click();
  await expect(main.getByText(pathFaq[0]!.question)).toBeHidden();

  expect(pathTestimonials).toHaveLength(2);
  for (const quote of pathTestimonials) await expect(main.getByText(quote.quote)).toBeVisible();
  await expectLinks(main, [pathSections.cta.action]);
});

for (const legal of Object.values(legalDocuments)) {
  test(`${legal.path}: fixed revision date, every section and the contact mailbox`, async ({ page }) => {
    await page.goto(legal.path);
    const main = page.getByRole('main');
    const time = main.locator('time');
    await expect(time).toHaveAttribute('datetime', LEGAL_LAST_UPDATED);
    await expect(time).toHaveText('November 1, 2026');
    await expectHeadings(main, legal.sections.map((section) => section.heading), 2);
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await main.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: legal.sections[1]!.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${legal.sections[1]!.id}$`));
  });
}

test('/privacy: what is stored, where and for how long, and how to ask for erasure', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const id of ['storage', 'erasure']) {
    const section = privacyPolicy.sections.find((candidate) => candidate.id === id)!;
    const region = main.getByRole('region', { name: section.heading });
    for (const text of [...section.paragraphs, ...(section.list ?? [])]) await expect(region.getByText(text, { exact: true })).toBeVisible();
  }
});

test('/cookies lists each category with its duration', async ({ page }) => {
  await page.goto('/cookies');
  const table = page.getByRole('main').getByRole('table');
  expect(cookieCategories.map((category) => [category.name, category.duration])).toEqual([
    ['Essential', 'Session'],
    ['Performance', '1 year'],
    ['Preference', '30 days'],
    ['Marketing', '90 days'],
  ]);
  for (const category of cookieCategories) {
    await expect(table.getByRole('row', { name: new RegExp(`^${category.name} ${category.duration}`) })).toBeVisible();
  }
});

test('/ProjectInvestment: prices, payment terms, maintenance and delivery promises', async ({ page }) => {
  await page.goto('/ProjectInvestment');
  const main = page.getByRole('main');
  for (const option of pricingOptions) {
    await expectHeadings(main, [option.title], 3);
    await expect(main.getByText(option.price, { exact: true })).toBeVisible();
  }
  expect(pricingOptions.map((option) => option.price)).toEqual(['From $2,500', 'From $2,999', 'From $11,500']);
  for (const schedule of paymentSchedules) await expectHeadings(main, [schedule.title], 3);
  await expect(main.getByText('30/40/30', { exact: true })).toBeVisible();
  await expect(main.getByText(/1\.5% per month/)).toBeVisible();
  await expect(main.getByText(maintenance.price, { exact: true })).toBeVisible();
  expect(maintenance.price).toBe('From $99/month');
  for (const promise of deliveryPromises) await expect(main.getByText(promise.label, { exact: true })).toBeVisible();
  await expectLinks(main, investmentCtas);
});

test('/analytics: headline figures, growth bars, what we measure', async ({ page }) => {
  await page.goto('/analytics');
  const main = page.getByRole('main');
  for (const figure of analyticsHeadline) await expect(main.getByText(figure.label, { exact: true })).toBeVisible();
  expect(analyticsHeadline.map((figure) => figure.value)).toEqual(['40-200%', '3-5x', '99.9%', '98%']);
  for (const bar of growthBars) await expect(main.getByText(`+${bar.growth}%`, { exact: true })).toBeVisible();
  await expectHeadings(main, whatWeMeasure.map((item) => item.title), 3);
  await expectLinks(main, analyticsCtas);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const everyStudioRoute = ['/', ...routes, '/law', '/medical', '/logistics', '/corporate', '/restaurant', '/branding'];

  test('no studio page scrolls sideways', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of everyStudioRoute) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});
