/**
 * The pictures of docs/design-system.md: each element of the design system cropped from the built
 * site as a visitor sees it, into docs/design-system/<name>.png. `npm run design-shots` after
 * `npm run build` (DESIGN_SHOTS_BASE points it at a running site instead). The token sheet is
 * drawn in a page of the site from the tokens themselves (tokens.css), so it shows what the CSS says.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/browser';
import { startSite } from './support/site';

const OUT_DIR = path.join('docs', 'design-system');
/** Each picture stays small: a cropped element, never a page. */
const MAX_BYTES = 60 * 1024;
const PADDING = 16;

interface Shot {
  name: string;
  path: string;
  width: number;
  /** What to picture; `setup` may first draw it, `prepare` then hover or focus something. */
  target: (page: Page) => Locator;
  setup?: (page: Page) => Promise<void>;
  /** Only the top of a tall element. */
  maxHeight?: number;
  prepare?: (page: Page, target: Locator) => Promise<void>;
}

/** The colour roles, type steps and radii, drawn with their own custom properties. */
function drawTokenSheet(): void {
  const colours = [
    ['--ks-color-action', 'action'],
    ['--ks-color-action-hover', 'action hover'],
    ['--ks-color-title', 'title'],
    ['--ks-color-text', 'text'],
    ['--ks-color-text-muted', 'muted text'],
    ['--ks-color-link', 'link'],
    ['--ks-color-eyebrow', 'eyebrow'],
    ['--ks-focus-ring-color', 'focus ring'],
    ['--ks-color-surface-muted', 'muted surface'],
    ['--ks-color-surface-tint', 'tint surface'],
    ['--ks-color-border', 'border'],
    ['--mantine-color-brand-9', 'dark surface'],
  ];
  const sizes = ['section-title', 'subtitle', 'xl', 'md', 'sm'];
  const sheet = document.createElement('div');
  sheet.style.cssText =
    'position:absolute;top:0;left:0;z-index:9999;width:860px;padding:24px;background:#fff;font-family:var(--mantine-font-family);color:var(--ks-color-text)';
  const swatches = colours
    .map(
      ([name, label]) =>
        `<div style="display:grid;gap:4px;font-size:12px"><span style="height:32px;border-radius:var(--ks-radius-md);border:1px solid var(--ks-color-border-subtle);background:var(${name})"></span><strong>${label}</strong></div>`,
    )
    .join('');
  const type = sizes
    .map(
      (size) =>
        `<div style="display:flex;align-items:baseline;gap:16px"><code style="width:120px;font-size:11px;flex:none">${size}</code><span style="font-size:var(--ks-font-size-${size});font-weight:${size === 'section-title' || size === 'subtitle' ? 'var(--ks-font-weight-title)' : 400};color:var(--ks-color-title);line-height:1.2">Websites that win clients</span></div>`,
    )
    .join('');
  const radii = ['sm', 'md', 'lg', 'xl', 'pill']
    .map(
      (radius) =>
        `<div style="display:grid;gap:6px;justify-items:center;font-size:11px"><span style="width:64px;height:40px;border:2px solid var(--ks-color-title);border-radius:var(--ks-radius-${radius})"></span><code>${radius}</code></div>`,
    )
    .join('');
  sheet.innerHTML = `<div id="token-sheet" style="width:640px"><div style="display:grid;grid-template-columns:repeat(6,1fr);gap:12px">${swatches}</div><div style="display:grid;gap:6px;margin-top:20px">${type}</div><div style="display:flex;gap:20px;margin-top:20px">${radii}</div></div>`;
  document.body.append(sheet);
}

const shots: Shot[] = [
  {
    name: 'tokens',
    path: '/privacy',
    width: 960,
    setup: async (page) => {
      await page.evaluate(drawTokenSheet);
    },
    target: (page) => page.locator('#token-sheet'),
  },
  {
    name: 'section-title',
    path: '/services',
    width: 1280,
    target: (page) => page.getByRole('heading', { level: 2, name: 'What we build for you' }).locator('xpath=..'),
  },
  {
    name: 'buttons-light',
    path: '/about',
    width: 1280,
    target: (page) => page.getByRole('link', { name: 'Meet the Founder' }).locator('xpath=..'),
  },
  {
    name: 'buttons-dark',
    path: '/',
    width: 1280,
    target: (page) => page.getByRole('link', { name: 'Browse Turnkey Apps' }).locator('xpath=..'),
  },
  {
    name: 'button-hover',
    path: '/about',
    width: 1280,
    target: (page) => page.getByRole('link', { name: 'Meet the Founder' }).locator('xpath=..'),
    prepare: async (page) => {
      await page.getByRole('link', { name: 'Meet the Founder' }).hover();
    },
  },
  {
    name: 'cards',
    path: '/no-such-page',
    width: 1280,
    target: (page) => page.getByRole('list', { name: 'Main pages' }),
    prepare: async (page) => {
      await page.getByRole('main').getByRole('link', { name: 'Services' }).hover();
    },
  },
  {
    name: 'faq-row',
    path: '/',
    width: 1280,
    target: (page) => page.getByRole('button', { name: 'How much does a website cost?' }).locator('xpath=ancestor::*[@data-accordion]'),
    maxHeight: 200,
    prepare: async (page, target) => {
      await target.scrollIntoViewIfNeeded();
      await page.locator('kestrel-island[data-island="features/home/faq-accordion"][data-live]').waitFor();
      await page.getByRole('button', { name: 'How much does a website cost?' }).hover();
    },
  },
  {
    name: 'badges',
    path: '/products',
    width: 1280,
    target: (page) => page.locator('article[data-product-id="venuepro"]'),
  },
  {
    name: 'focus-light',
    path: '/about',
    width: 1280,
    target: (page) => page.getByRole('link', { name: 'Meet Our Team' }).locator('xpath=..'),
    prepare: async (page) => {
      await page.getByRole('link', { name: 'Meet Our Team' }).focus();
    },
  },
  {
    name: 'focus-dark',
    path: '/',
    width: 1280,
    target: (page) => page.getByRole('link', { name: 'Browse Turnkey Apps' }).locator('xpath=..'),
    prepare: async (page) => {
      await page.getByRole('link', { name: 'Browse Turnkey Apps' }).focus();
    },
  },
];

const only = process.env.DESIGN_SHOTS?.split(',');
const site = await startSite(process.env.DESIGN_SHOTS_BASE);
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
mkdirSync(OUT_DIR, { recursive: true });
try {
  for (const shot of shots.filter((item) => !only || only.includes(item.name))) {
    const context = await browser.newContext({ viewport: { width: shot.width, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript({ content: "window.localStorage.setItem('cookieConsent', 'false');" });
    const page = await context.newPage();
    await page.goto(`${site.base}${shot.path}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.boot === 'ready');
    await shot.setup?.(page);
    const target = shot.target(page);
    await target.scrollIntoViewIfNeeded();
    await shot.prepare?.(page, target);
    const box = await target.boundingBox();
    if (box === null) throw new Error(`${shot.name}: nothing to picture`);
    const file = path.join(OUT_DIR, `${shot.name}.png`);
    await page.screenshot({
      path: file,
      clip: {
        x: Math.max(0, box.x - PADDING),
        y: Math.max(0, box.y - PADDING),
        width: box.width + 2 * PADDING,
        height: Math.min(box.height, shot.maxHeight ?? box.height) + 2 * PADDING,
      },
    });
    const bytes = statSync(file).size;
    if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, more than ${MAX_BYTES}: crop it closer`);
    console.info(`${file} (${Math.round(bytes / 1024)} KB)`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
