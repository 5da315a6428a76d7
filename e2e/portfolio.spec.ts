import { type Page } from '@playwright/test';
import { expect, pauseClock, test, waitForIsland } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { pageHeadings, portfolio } from './support/spec-copy';

const portfolioProjects = portfolio.projects;

const title = (page: Page) => page.getByTestId('portfolio-title');
const stage = (page: Page) => page.getByTestId('portfolio-stage');

async function drag(page: Page, distance: number) {
  await stage(page).scrollIntoViewIfNeeded();
  const box = await stage(page).boundingBox();
  if (!box) throw new Error('no stage');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance / 2, y, { steps: 3 });
  await page.mouse.move(x + distance, y, { steps: 3 });
  await page.mouse.up();
}

test.describe('portfolio', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    // Most tests move the carousel by hand; reduced motion keeps it from moving by itself meanwhile.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeadings['/projects']);
  });

  test('previous/next and dots move between projects and wrap', async ({ page }) => {
    const [first, second] = portfolioProjects;
    const last = portfolioProjects[portfolioProjects.length - 1];
    await expect(title(page)).toHaveText(first.title);
    await page.getByRole('button', { name: 'Next project' }).click();
    await expect(title(page)).toHaveText(second.title);
    await page.getByRole('button', { name: 'Previous project' }).click();
    await page.getByRole('button', { name: 'Previous project' }).click();
    await expect(title(page)).toHaveText(last?.title ?? '');
    const dots = page.getByRole('group', { name: 'Choose a project' }).getByRole('button');
    // § 3: "Portfolio project / case study (6 items)".
    await expect(dots).toHaveCount(6);
    await dots.nth(3).click();
    await expect(title(page)).toHaveText(portfolioProjects[3]?.title ?? '');
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('keyboard: left and right move, space pauses and resumes', async ({ page }) => {
    await stage(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(title(page)).toHaveText(portfolioProjects[1]?.title ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(title(page)).toHaveText(portfolioProjects[0]?.title ?? '');
    const toggle = page.getByTestId('play-toggle');
    await expect(toggle).toHaveText('Pause');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveText('Resume');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveText('Pause');
  });

  test('a drag over 50 px changes project, a shorter one does not', async ({ page }) => {
    await drag(page, -30);
    await expect(title(page)).toHaveText(portfolioProjects[0]?.title ?? '');
    await drag(page, -120);
    await expect(title(page)).toHaveText(portfolioProjects[1]?.title ?? '');
    await drag(page, 120);
    await expect(title(page)).toHaveText(portfolioProjects[0]?.title ?? '');
  });

  test('moves on by itself after 5 s, but not under reduced motion', async ({ page }) => {
    const [first, second] = portfolioProjects;
    await pauseClock(page);
    await page.reload();
    await waitForIsland(page, 'features/portfolio/portfolio-carousel');
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(title(page)).toHaveText(first.title);
    await expect(title(page)).toHaveAttribute('aria-live', 'polite');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await waitForIsland(page, 'features/portfolio/portfolio-carousel');
    // The pointer passes over it and leaves: its 5 s start again from now ('off' while it moves by itself).
    await stage(page).hover();
    await expect(title(page)).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(0, 0);
    await expect(title(page)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4999);
    await expect(title(page)).toHaveText(first.title);
    await page.clock.runFor(1);
    await expect(title(page)).toHaveText(second.title);
  });

  test('fullscreen preview, 3D view and the live demo link', async ({ page }) => {
    const [first, second] = portfolioProjects;
    await page.getByRole('button', { name: 'Full Screen' }).click();
    const dialog = page.getByRole('dialog', { name: `${first.client}: ${first.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: portfolio.first.imageAlt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const view3d = page.getByRole('button', { name: '3D View' });
    await view3d.click();
    await expect(view3d).toHaveAttribute('aria-pressed', 'true');
    await expect(stage(page)).toHaveAttribute('data-view3d', 'true');

    // The first project has a demo, the second does not.
    expect(first.liveUrl).not.toBeNull();
    expect(second.liveUrl).toBeNull();
    await expect(page.getByRole('link', { name: /View Live Demo/ })).toHaveAttribute('href', first.liveUrl ?? '');
    await page.getByRole('button', { name: 'Next project' }).click();
    await expect(page.getByRole('link', { name: /View Live Demo/ })).toHaveCount(0);
  });

  test('tabs: key features, results and testimonial', async ({ page }) => {
    const project = portfolio.first;
    for (const feature of project.keyFeatures) await expect(page.getByRole('tabpanel')).toContainText(feature);
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(project.before);
    await expect(page.getByRole('tabpanel')).toContainText(project.after);
    for (const [label, value] of project.metrics) {
      await expect(page.getByRole('tabpanel')).toContainText(label);
      await expect(page.getByRole('tabpanel')).toContainText(value);
    }
    await page.getByRole('tab', { name: 'Testimonial' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(project.testimonial);
    await expect(page.getByRole('tabpanel')).toContainText(project.author);
    await expect(page.getByRole('link', { name: 'Read the Case Study' })).toHaveAttribute('href', project.caseStudyLink);
  });

  test('Why Clients Choose Us lists six benefits', async ({ page }) => {
    const section = page.getByRole('region', { name: portfolio.whyClientsChooseUs.heading });
    await expect(section.getByRole('listitem')).toHaveCount(6);
    for (const benefit of portfolio.whyClientsChooseUs.benefits) await expect(section).toContainText(benefit);
  });

  test('has no WCAG A/AA violations', async ({ page }) => {
    await page.getByTestId('play-toggle').click();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Results' }).click();
    await expectNoAxeViolations(page);
  });
});
