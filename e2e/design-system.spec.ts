import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration, waitForIsland } from './support/test';
import { KEY_PAGES } from './support/key-pages';
import { contrast, deltaE, hex, mustParse } from './support/colour';
import { isFilled, isLight, lookOf, readFilledButtons, sectionTitleIds, seenColours, shownBackground, type BoxLook } from './support/design';
import { expectNoAxeViolations } from './support/axe';
import { dismissCookieBanner } from './support/console';
import { waitForOfflineReady } from './support/pwa';
import { notFoundHeading, pageHeadings } from './support/spec-copy';

async function openAt(browser: Browser, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'false'));
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** The smallest difference a visitor sees between two looks of a box, over each colour of its backdrop. */
function backgroundChange(before: BoxLook, after: BoxLook): number {
  const [from, to] = [shownBackground(before), shownBackground(after)];
  return Math.min(...from.map((colour, index) => deltaE(colour, to[index]!)));
}

test.describe('one section-title style', () => {
  for (const width of [390, 1440] as const) {
    test(`${width} px: every band title on a light surface has the same colour, size, weight and alignment, and no eyebrow, on every key page`, async ({
      browser,
    }) => {
      const { page, close } = await openAt(browser, width);
      const titles: (BoxLook & { path: string })[] = [];
      for (const path of KEY_PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        for (const id of await page.evaluate(sectionTitleIds)) {
          const look = await page.locator(`[id="${id}"]`).evaluate(lookOf);
          if (isLight(look.backdrop)) titles.push({ ...look, path });
        }
      }
      await close();
      // Every page that has bands has light ones (the form pages open with their form).
      const withTitles = new Set(titles.map((title) => title.path));
      expect(KEY_PAGES.filter((path) => !withTitles.has(path) && !['/get-quote', '/contact', '/founder-contact'].includes(path))).toEqual([]);

      const describe = (title: (typeof titles)[number]) =>
        `${hex(mustParse(title.colour))} ${title.fontSize} ${title.fontWeight} ${title.textAlign} ${title.eyebrow ? 'with' : 'without'} eyebrow`;
      const styles = new Set(titles.map(describe));
      expect([...styles], titles.map((title) => `${title.path} ${title.label}: ${describe(title)}`).join('\n')).toEqual([
        `${hex(mustParse(titles[0]!.colour))} ${titles[0]!.fontSize} 750 center without eyebrow`,
      ]);
      expect(titles.filter((title) => title.textWrap !== 'balance').map((title) => `${title.path} ${title.label}: ${title.textWrap}`)).toEqual([]);
    });
  }
});

test.describe('one primary action colour', () => {
  test('every filled button on the key pages (header, content, footer) has the same background', async ({ browser }) => {
    const { page, close } = await openAt(browser, 1440);
    const seen = new Map<string, string[]>();
    for (const path of KEY_PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      for (const button of (await page.evaluate(readFilledButtons)).filter(isFilled)) {
        const colour = hex(mustParse(button.background));
        seen.set(colour, [...(seen.get(colour) ?? []), `${path} "${button.label}"`]);
      }
    }
    await close();
    expect(seen.size, JSON.stringify(Object.fromEntries(seen), null, 2)).toBe(1);
    // White text on it passes AA for normal text.
    const [colour] = [...seen.keys()];
    expect(
      contrast(mustParse(`rgb(${[1, 3, 5].map((at) => parseInt(colour!.slice(at, at + 2), 16)).join(', ')})`), mustParse('rgb(255, 255, 255)')),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('focus', () => {
  for (const path of ['/', '/products', '/contact'] as const) {
    test(`${path}: the focus ring is at least 3:1 against what is behind it, on light and on dark surfaces`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(path);
      const failures: string[] = [];
      let checked = 0;
      let onDark = 0;
      for (let step = 0; step < 140; step += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if ((await focused.count()) === 0) break;
        const look = await focused.first().evaluate(lookOf);
        const behind = seenColours(look.backdrop);
        const ring = mustParse(look.outlineColour);
        const worst = Math.min(...behind.map((colour) => contrast(ring, colour)));
        checked += 1;
        if (!isLight(look.backdrop)) onDark += 1;
        if (look.outlineStyle === 'none' || look.outlineWidth < 2 || worst < 3) {
          failures.push(`${look.label}: ${look.outlineStyle} ${look.outlineWidth}px ${hex(ring)} on ${behind.map(hex).join('/')} = ${worst.toFixed(2)}:1`);
        }
      }
      expect(checked).toBeGreaterThan(10);
      expect(onDark).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});

test.describe('hover', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  async function hoverChange(page: Page, target: Locator): Promise<{ change: number; before: BoxLook; after: BoxLook }> {
    await target.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const before = await target.evaluate(lookOf);
    await target.hover();
    // Transitions run for a short moment: wait until the look has settled.
    let after = await target.evaluate(lookOf);
    await expect
      .poll(async () => {
        const now = await target.evaluate(lookOf);
        const settled = now.background === after.background;
        after = now;
        return settled;
      })
      .toBe(true);
    return { change: backgroundChange(before, after), before, after };
  }

  test('a secondary button on a light surface and one on a dark surface change visibly under the pointer', async ({ page }) => {
    await page.goto('/about');
    const light = page.getByRole('main').getByRole('link', { name: 'Meet the Founder' });
    const lightHover = await hoverChange(page, light);
    expect(isLight(lightHover.before.backdrop)).toBe(true);
    expect(lightHover.change, `${lightHover.before.background} → ${lightHover.after.background}`).toBeGreaterThanOrEqual(5);

    await page.goto('/');
    const dark = page.getByRole('main').getByRole('link', { name: 'Browse Turnkey Apps' });
    const darkHover = await hoverChange(page, dark);
    expect(isLight(darkHover.before.backdrop)).toBe(false);
    expect(darkHover.change, `${darkHover.before.background} → ${darkHover.after.background}`).toBeGreaterThanOrEqual(5);
  });

  test('a FAQ row changes visibly under the pointer', async ({ page }) => {
    await page.goto('/');
    await waitForIsland(page, 'features/home/faq-accordion');
    const row = page.getByRole('button', { name: 'How long does it take to build a website?' });
    const { change, before, after } = await hoverChange(page, row);
    expect(change, `${before.background} → ${after.background}`).toBeGreaterThanOrEqual(5);
  });
});

test.describe('headings, numerals and badges', () => {
  test('headings balance their lines', async ({ page }) => {
    await dismissCookieBanner(page);
    for (const path of ['/', '/products', '/case-studies']) {
      await page.goto(path);
      const unbalanced = await page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main h3')]
          .filter((heading) => heading.checkVisibility())
          .map((heading) => ({ text: (heading.textContent ?? '').trim().slice(0, 40), wrap: getComputedStyle(heading).textWrapStyle }))
          .filter((heading) => heading.wrap !== 'balance'),
      );
      expect(unbalanced, path).toEqual([]);
    }
  });

  for (const width of [390, 768, 1440] as const) {
    test(`${width} px: the home page's figures fit their tiles on one line, and the footer's badges sit beside their names`, async ({ browser }) => {
      const { page, close } = await openAt(browser, width);
      await page.goto('/');
      const tiles = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Projects launched' }).locator('xpath=..').getByRole('listitem');
      await expect(tiles).toHaveCount(4);
      for (const tile of await tiles.all()) {
        const fit = await tile.evaluate((element) => {
          const value = element.firstElementChild as HTMLElement;
          const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
          return {
            text: value.textContent,
            lines: Math.round(value.getBoundingClientRect().height / lineHeight),
            overflow: element.scrollWidth - element.clientWidth,
          };
        });
        expect(fit.lines, `${fit.text}`).toBe(1);
        expect(fit.overflow, `${fit.text}`).toBeLessThanOrEqual(0);
      }

      const products = page
        .getByRole('contentinfo')
        .getByRole('listitem')
        .filter({ has: page.locator('a[href^="/products/"]') });
      expect(await products.count()).toBeGreaterThan(0);
      for (const item of await products.all()) {
        const placement = await item.evaluate((element) => {
          const link = element.querySelector('a')!;
          const badge = link.nextElementSibling as HTMLElement;
          const linkBox = link.getBoundingClientRect();
          const badgeBox = badge.getBoundingClientRect();
          const firstLine = parseFloat(getComputedStyle(link).lineHeight);
          return {
            text: link.textContent,
            beside: badgeBox.left >= linkBox.right - 1,
            onFirstLine: badgeBox.top < linkBox.top + firstLine,
            badgeLines: Math.round(badgeBox.height / parseFloat(getComputedStyle(badge).lineHeight)),
            wrap: getComputedStyle(badge).whiteSpace,
          };
        });
        expect(placement, `${placement.text}`).toEqual({ text: placement.text, beside: true, onFirstLine: true, badgeLines: 1, wrap: 'nowrap' });
      }
      await close();
    });
  }
});

test.describe('the not-found page', () => {
  test('an unknown address shows the branded page in the site layout with the main pages as cards or buttons', async ({ page }) => {
    await dismissCookieBanner(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(notFoundHeading);

    // Its title is in the section-title style of the light pages.
    await page.goto('/services');
    const sectionTitle = await page.locator(`[id="${(await page.evaluate(sectionTitleIds))[0]}"]`).evaluate(lookOf);
    await page.goto('/no-such-page');
    const title = await heading.evaluate(lookOf);
    expect(hex(mustParse(title.colour))).toBe(hex(mustParse(sectionTitle.colour)));
    expect(title.textAlign).toBe(sectionTitle.textAlign);

    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Solutions', '/products'],
      ['Portfolio', '/projects'],
      ['Contact', '/contact'],
    ] as const) {
      const link = main.getByRole('link', { name: new RegExp(`^${name}\\b`) }).first();
      await expect(link).toHaveAttribute('href', href);
      // A card or a button: a box of its own, not a word in a bulleted list.
      expect(await link.evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
    }
    const bullets = await main.evaluate((element) =>
      [...element.querySelectorAll('li')]
        .filter((item) => item.checkVisibility() && getComputedStyle(item).listStyleType !== 'none')
        .map((item) => item.textContent),
    );
    expect(bullets).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe('/team', () => {
  test('/team answers with a permanent redirect to /teem, which still answers', async ({ request }) => {
    const redirect = await request.get('/team', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/teem');
    expect((await request.get('/team/?from=card', { maxRedirects: 0 })).headers().location).toBe('/teem?from=card');
    expect((await request.get('/teem')).status()).toBe(200);
  });

  test('a visitor typing /team sees the team, online and, once the site is installed, offline', async ({ page, context }) => {
    await dismissCookieBanner(page);
    await page.goto('/team');
    await expect(page).toHaveURL(/\/teem$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pageHeadings['/teem']);

    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/team');
    await expect(page).toHaveURL(/\/teem$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pageHeadings['/teem']);
    await context.setOffline(false);
  });
});
