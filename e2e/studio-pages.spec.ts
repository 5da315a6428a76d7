import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import {
  about,
  analytics,
  founder,
  heroActions,
  industries,
  investment,
  legal,
  pageHeadings,
  paths,
  processPage,
  services,
  studio,
  team,
} from './support/spec-copy';
import { expectHeadingOutline, expectHeadings, expectLinks, expectLocalSizedImages } from './support/studio';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const routes = [
  '/about',
  '/services',
  '/process',
  '/teem',
  '/founder',
  '/paths',
  '/privacy',
  '/terms',
  '/cookies',
  '/ProjectInvestment',
  '/analytics',
] as const;

for (const path of routes) {
  test(`${path} has one h1, an ordered outline, local sized images and no errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: pageHeadings[path] })).toBeVisible();
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
  await expectLinks(main, heroActions['/about']);
  const values = main.getByTestId('counter-value');
  await values.first().scrollIntoViewIfNeeded();
  await expect(values).toHaveCount(4);
  for (const [index, counter] of about.counters.entries()) {
    await expect(values.nth(index)).toHaveText(counter.text, { timeout: counter.durationMs + 2000 });
    await expect(main.getByText(counter.label, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(about.story.foundedLabel)).toBeVisible();
  await expectHeadings(main, [about.story.heading], 2);
  await expectLinks(main, about.story.actions);
  await expectHeadings(main, about.coreValues, 3);
  await expectHeadings(main, about.expertise, 3);
  await expectLinks(main, about.ctaActions);
  await expect(main.getByText(about.guarantee)).toBeVisible();
});

test('about: counters show their targets at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about');
  const values = page.getByTestId('counter-value');
  for (const [index, counter] of about.counters.entries()) {
    await expect(values.nth(index)).toHaveText(counter.text, { timeout: 1000 });
  }
});

test('services: blocks expand one at a time, process, why-choose, industries and CTAs', async ({ page }) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  const block = (title: string) => main.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  for (const title of services.blocks) {
    await expect(block(title).getByRole('listitem')).toHaveCount(services.featuresShown);
    await expect(block(title).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/get-quote');
  }
  const [first, second] = services.blocks;
  await block(first)
    .getByRole('button', { name: /Show All/ })
    .click();
  await expect(block(first).getByRole('listitem')).toHaveCount(services.featuresEach);
  await block(second)
    .getByRole('button', { name: /Show All/ })
    .click();
  await expect(block(second).getByRole('listitem')).toHaveCount(services.featuresEach);
  await expect(block(first).getByRole('listitem')).toHaveCount(services.featuresShown);
  await block(second)
    .getByRole('button', { name: /Show Less/ })
    .click();
  await expect(block(second).getByRole('listitem')).toHaveCount(services.featuresShown);

  await expectHeadings(main, services.process, 3);
  await expectHeadings(main, services.whyChoose, 3);
  for (const item of industries) await expect(main.getByTestId(`industry-card-${item.id}`)).toHaveAttribute('href', item.to);
  await expectLinks(main, services.ctaActions);
});

test('process: five tabs, outcomes, one story open at a time, booking and portfolio links', async ({ page }) => {
  await page.goto('/process');
  const main = page.getByRole('main');
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const [index, step] of processPage.steps.entries()) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toContainText(step.summary);
  }
  await tabs.nth(4).press('ArrowLeft');
  await expect(tabs.nth(3)).toBeFocused();
  for (const label of processPage.outcomes) await expect(main.getByText(label, { exact: true })).toBeVisible();

  const [first, second] = processPage.firstTestimonials;
  const stories = main.getByRole('button', { name: /full story/ });
  await stories.nth(0).click();
  await expect(main.getByText(first)).toBeVisible();
  await stories.nth(1).click();
  await expect(main.getByText(second)).toBeVisible();
  await expect(main.getByText(first)).toHaveCount(0);
  await expectLinks(main, processPage.ctaActions);
});

test('team: hero, statistic tiles, Core Crew and What Clients Say', async ({ page }) => {
  await page.goto('/teem');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Our Elite Squad' })).toBeVisible();
  for (const stat of team.stats) {
    await expect(main.getByText(stat.label, { exact: true })).toBeVisible();
    await expect(main.getByText(stat.value, { exact: true }).first()).toBeVisible();
  }
  await expectHeadings(main, [team.crewHeading, team.testimonialsHeading], 2);
  for (const member of team.members) {
    const card = main.locator('article').filter({ has: page.getByRole('heading', { name: member.name }) });
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: `Illustrated portrait of ${member.name}` })).toBeVisible();
    for (const percentage of member.skills) await expect(card.getByText(`${percentage}%`).first()).toBeVisible();
    await expect(card.getByText(String(member.projects), { exact: true })).toBeVisible();
  }
  for (const quote of team.testimonials) await expect(main.getByText(quote)).toBeVisible();
});

test('founder: portrait, social links, achievements and six reasons', async ({ page }) => {
  await page.goto('/founder');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: founder.portraitAlt })).toBeVisible();
  await expect(main.getByText(studio.founderName, { exact: false }).first()).toBeVisible();
  for (const profile of studio.social) {
    const link = main.getByRole('link', { name: new RegExp(`^${profile.label}`) }).first();
    await expect(link).toHaveAttribute('href', profile.href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  for (const item of founder.achievements) {
    await expect(main.getByText(item.label, { exact: true })).toBeVisible();
    await expect(main.getByText(item.value, { exact: true }).first()).toBeVisible();
  }
  await expectHeadings(main, [founder.reasonsHeading], 2);
  await expectHeadings(main, founder.reasons, 3);
  await expectLinks(main, founder.ctaActions);
});

test('paths: both paths, six specializations, FAQ toggle, testimonials, quote CTA', async ({ page }) => {
  await page.goto('/paths');
  const main = page.getByRole('main');
  await expectLinks(main, heroActions['/paths']);
  await expectLinks(
    main,
    paths.choices.map((choice) => choice.action),
  );
  for (const choice of paths.choices) await expect(main.getByRole('heading', { name: choice.title, exact: true }).first()).toBeVisible();
  for (const item of industries) await expect(main.getByTestId(`industry-card-${item.id}`)).toHaveAttribute('href', item.to);

  const toggle = main.getByRole('button', { name: paths.faqShow });
  await expect(main.getByText(paths.faqQuestions[0])).toBeHidden();
  await toggle.click();
  for (const question of paths.faqQuestions) await expect(main.getByRole('heading', { name: question })).toBeVisible();
  await main.getByRole('button', { name: paths.faqHide }).click();
  await expect(main.getByText(paths.faqQuestions[0])).toBeHidden();

  for (const quote of paths.testimonials) await expect(main.getByText(quote)).toBeVisible();
  await expectLinks(main, [paths.cta]);
});

for (const legalDocument of legal.documents) {
  test(`${legalDocument.path}: fixed revision date, every section and the contact mailbox`, async ({ page }) => {
    await page.goto(legalDocument.path);
    const main = page.getByRole('main');
    const time = main.locator('time');
    await expect(time).toHaveAttribute('datetime', legal.lastUpdated);
    await expect(time).toHaveText(legal.lastUpdatedText);
    await expectHeadings(
      main,
      legalDocument.sections.map(([, heading]) => heading),
      2,
    );
    await expect(main.getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
    const [id, heading] = legalDocument.sections[1];
    await main.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  });
}

test('/privacy: what is stored, where and for how long, and how to ask for erasure', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const section of legal.privacySections) {
    const region = main.getByRole('region', { name: section.heading });
    for (const text of section.texts) await expect(region.getByText(text, { exact: true })).toBeVisible();
  }
});

test('/cookies lists each category with its duration', async ({ page }) => {
  await page.goto('/cookies');
  const table = page.getByRole('main').getByRole('table');
  for (const [name, duration] of legal.cookieCategories) {
    await expect(table.getByRole('row', { name: new RegExp(`^${name} ${duration}`) })).toBeVisible();
  }
});

test('/ProjectInvestment: prices, payment terms, maintenance and delivery promises', async ({ page }) => {
  await page.goto('/ProjectInvestment');
  const main = page.getByRole('main');
  for (const option of investment.pricing) {
    await expectHeadings(main, [option.title], 3);
    await expect(main.getByText(option.price, { exact: true })).toBeVisible();
  }
  await expectHeadings(main, investment.paymentSchedules, 3);
  await expect(main.getByText('30/40/30', { exact: true })).toBeVisible();
  await expect(main.getByText(/1\.5% per month/)).toBeVisible();
  await expect(main.getByText(investment.maintenance, { exact: true })).toBeVisible();
  for (const label of investment.deliveryPromises) await expect(main.getByText(label, { exact: true })).toBeVisible();
  await expectLinks(main, investment.ctaActions);
});

test('/analytics: headline figures, growth bars, what we measure', async ({ page }) => {
  await page.goto('/analytics');
  const main = page.getByRole('main');
  for (const figure of analytics.headline) {
    await expect(main.getByText(figure.label, { exact: true })).toBeVisible();
    await expect(main.getByText(figure.value, { exact: true }).first()).toBeVisible();
  }
  for (const growth of analytics.growthBars) await expect(main.getByText(`+${growth}%`, { exact: true })).toBeVisible();
  await expectHeadings(main, analytics.whatWeMeasure, 3);
  await expectLinks(main, analytics.ctaActions);
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
