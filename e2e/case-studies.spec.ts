import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { caseStudies } from '@/content/case-studies';
import { successStories as storyProse } from '@/content/success-stories';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { caseStudyPages, notFoundHeading, pageHeadings, sampleNotice, successStories } from './support/spec-copy';

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The long copy of a story (challenge, solution, results, testimonial), which the specification does not word. */
function prose(slug: string) {
  const story = storyProse.find((candidate) => candidate.slug === slug);
  if (!story) throw new Error(`no story ${slug} in the content`);
  return story;
}

/** The long copy of a case-study page (metrics, key features, testimonial), which the specification does not word. */
function study(slug: string) {
  const found = caseStudies.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no case study ${slug} in the content`);
  return found;
}

test.describe('case studies', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('Our Success Stories shows the four stories with every field', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeadings['/case-studies']);
    await expect(page.locator('article[data-story]')).toHaveCount(4);
    for (const story of successStories) {
      const card = page.locator(`article[data-story="${story.slug}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(story.title);
      const { challenge, solution, results, testimonial } = prose(story.slug);
      for (const text of [story.country, story.location, story.duration, story.price, challenge, testimonial.text, testimonial.author]) {
        await expect(card).toContainText(text);
      }
      for (const item of [...solution, ...results]) await expect(card).toContainText(item);
      await expect(card.getByRole('link', { name: 'Get Similar Solution' })).toHaveAttribute('href', '/get-quote');
    }
    await expect(page.getByRole('link', { name: 'Get a Free Quote' }).last()).toHaveAttribute('href', '/get-quote');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' }).last()).toHaveAttribute('href', '/consultation-booking');
    await expectNoAxeViolations(page);
  });

  test('View Live: notice, then the sample in a locked full-screen frame; Escape closes and restores', async ({ page }) => {
    const story = successStories[1];
    await page.goto('/case-studies');
    const card = page.locator(`article[data-story="${story.slug}"]`);
    const viewLive = card.getByRole('button', { name: /View Live/ });
    await viewLive.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await viewLive.click();
    const notice = page.getByRole('dialog', { name: sampleNotice.title });
    await expect(notice).toContainText(sampleNotice.text);
    await expectNoAxeViolations(page, ['#main', '[role="dialog"]']);
    await notice.getByRole('button', { name: sampleNotice.confirm }).click();
    await expect(notice).toBeHidden();

    const overlay = page.getByRole('dialog', { name: `Sample site: ${story.client}` });
    await expect(overlay).toBeVisible();
    const frame = overlay.locator('iframe');
    await expect(frame).toHaveAttribute('src', story.liveUrl);
    await expect(frame).toHaveAttribute('sandbox', '');
    expect(await bodyOverflow(page)).toBe('hidden');
    const box = await overlay.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    expect(await scrollY(page)).toBe(before);
    await expect(viewLive).toBeFocused();
  });

  test('the overlay close button closes it; Cancel on the notice opens nothing', async ({ page }) => {
    const story = successStories[0];
    await page.goto('/case-studies');
    const viewLive = page.locator(`article[data-story="${story.slug}"]`).getByRole('button', { name: /View Live/ });
    await viewLive.click();
    await page.getByRole('dialog', { name: sampleNotice.title }).getByRole('button', { name: sampleNotice.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await viewLive.click();
    await page.getByRole('button', { name: sampleNotice.confirm }).click();
    const overlay = page.getByRole('dialog', { name: `Sample site: ${story.client}` });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Close sample site' }).click();
    await expect(overlay).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('the sample page itself loads inside the frame', async ({ page }) => {
    // Needs the server to allow same-origin framing of /samples/* (it sends X-Frame-Options: DENY and
    // frame-ancestors 'none' for every answer today) and the service worker to leave /samples/* alone.
    const story = successStories[0];
    await page.goto('/case-studies');
    await page
      .locator(`article[data-story="${story.slug}"]`)
      .getByRole('button', { name: /View Live/ })
      .click();
    await page.getByRole('button', { name: sampleNotice.confirm }).click();
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const { slug, client } of caseStudyPages) {
    test(`case-study page /case-studies/${slug}`, async ({ page }) => {
      const { metrics, keyFeatures, testimonial } = study(slug);
      await page.goto(`/case-studies/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(client);
      for (const [label, value] of Object.entries(metrics)) {
        await expect(page.getByRole('main')).toContainText(label);
        await expect(page.getByRole('main')).toContainText(value);
      }
      for (const feature of keyFeatures) await expect(page.getByRole('main')).toContainText(feature);
      await expect(page.getByRole('main')).toContainText(testimonial.text);
      await expect(page.getByRole('main').getByRole('link', { name: 'Get Similar Solution' })).toHaveAttribute('href', '/get-quote');
      await expectNoAxeViolations(page);
    });
  }

  test('the success-stories page links every case-study page', async ({ page }) => {
    await page.goto('/case-studies');
    for (const { slug, client } of caseStudyPages) {
      await expect(page.getByRole('link', { name: `Read the ${client} case study` })).toHaveAttribute('href', `/case-studies/${slug}`);
    }
  });

  test('an unknown slug shows the not-found page', async ({ page }) => {
    await page.goto('/case-studies/not-a-client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
  });
});
