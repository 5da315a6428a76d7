/**
 * Renders the social-card image of every page (Open Graph / Twitter, 1200×630 JPEG) with Chromium
 * into public/og/<name>.jpg: `npx tsx build/assets/make-og-images.ts`. Each card shows the studio name,
 * the page's own title and, where the page has one, its picture (a screenshot of the work, or a portrait). Titles shrink until they fit;
 * the script fails rather than write a card whose text overflows.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { aboutStory } from '@/content/about';
import { findCaseStudy } from '@/content/case-studies';
import { founderProfile } from '@/content/founder';
import { heroShowcase } from '@/content/home';
import { industryPages } from '@/content/industries';
import { pages } from '@/content/pages';
import { findProduct } from '@/content/products';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE, ogImageName, sitePaths } from '@/content/site-map';
import type { ImageAsset } from '@/content/types';
import { theme } from '@/components/theme';
import { formatMoney } from '@/content/facts';

const JPEG_QUALITY = 80;
const OUTPUT_DIR = path.join('public', 'og');

interface OgCard {
  eyebrow: string;
  title: string;
  subtitle: string;
  image: ImageAsset | null;
}

function industryImage(pagePath: string): ImageAsset | null {
  const industry = Object.values(industryPages).find((page) => page.path === pagePath);
  for (const section of industry?.sections ?? []) {
    if (section.kind === 'highlight') return section.image;
    if (section.kind === 'gallery' && section.shots[0]) return section.shots[0].image;
  }
  return null;
}

/** What the card of one page says and shows, from the same content the page renders. */
export function ogCardFor(pagePath: string): OgCard {
  const productId = /^\/products\/([^/]+)$/.exec(pagePath)?.[1];
  if (productId) {
    const product = findProduct(productId);
    if (!product) throw new Error(`No product for ${pagePath}`);
    return {
      eyebrow: `Turnkey web app · ${product.category}`,
      title: product.name,
      subtitle: `${product.tagline}. From ${formatMoney(product.fromPrice)}, one-time payment.`,
      image: product.image,
    };
  }
  const slug = /^\/case-studies\/([^/]+)$/.exec(pagePath)?.[1];
  if (slug) {
    const project = findCaseStudy(slug);
    if (!project) throw new Error(`No case study for ${pagePath}`);
    return {
      eyebrow: `Case study · ${project.category}`,
      title: project.client,
      subtitle: project.title,
      image: project.images[0],
    };
  }
  const page = (pages as Record<string, (typeof pages)[keyof typeof pages] | undefined>)[pagePath];
  if (!page) throw new Error(`No page entry for ${pagePath}`);
  const images: Record<string, ImageAsset> = {
    '/': heroShowcase.desktop,
    '/about': aboutStory.showcase.desktop,
    '/founder': founderProfile.portrait,
  };
  return {
    eyebrow: page.eyebrow ?? site.tagline,
    title: page.title,
    subtitle: page.description,
    image: images[pagePath] ?? industryImage(pagePath),
  };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png' };
const dataUri = (file: string) => `data:${IMAGE_TYPES[path.extname(file)] ?? 'application/octet-stream'};base64,${readFileSync(file).toString('base64')}`;

const brand = theme.colors?.brand ?? [];
const accent = theme.colors?.accent ?? [];
const colour = (shades: readonly string[], index: number) => {
  const value = shades[index];
  if (!value) throw new Error(`Theme colour shade ${index} is missing`);
  return value;
};

/** The largest box an image of this shape gets on the card's right-hand side. */
function imageBox(image: ImageAsset): { width: number; height: number } {
  const maxWidth = 470;
  const maxHeight = 400;
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

function cardHtml(card: OgCard): string {
  const box = card.image ? imageBox(card.image) : null;
  return `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; overflow: hidden; }
  body {
    font-family: ${theme.fontFamily ?? 'sans-serif'};
    color: #fff;
    background: linear-gradient(135deg, ${colour(brand, 9)} 0%, ${colour(brand, 7)} 62%, ${colour(brand, 6)} 100%);
    position: relative;
  }
  .glow { position: absolute; border-radius: 50%; }
  .glow.one { width: 520px; height: 520px; right: -160px; top: -220px; background: ${colour(accent, 3)}; opacity: .14; }
  .glow.two { width: 380px; height: 380px; left: -140px; bottom: -200px; background: ${colour(brand, 3)}; opacity: .16; }
  .card { position: relative; display: flex; gap: 48px; align-items: center; height: 100%; padding: 56px 64px; }
  .copy { flex: 1; min-width: 0; height: 100%; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 28px; font-weight: 700; letter-spacing: .01em; }
  .brand img { width: 56px; height: 56px; }
  .text { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 18px; min-height: 0; }
  .eyebrow { color: ${colour(accent, 2)}; font-size: 22px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em;
    white-space: nowrap; overflow: hidden; }
  .title { font-size: 64px; line-height: 1.1; font-weight: 800; overflow: hidden; overflow-wrap: break-word; }
  .subtitle { color: ${colour(brand, 1)}; font-size: 28px; line-height: 1.35; overflow: hidden; }
  .rule { width: 96px; height: 6px; border-radius: 3px; background: ${colour(accent, 3)}; }
  .media { flex: none; display: flex; align-items: center; justify-content: center; }
  .media img { display: block; border-radius: 16px; border: 6px solid rgba(255, 255, 255, .92);
    box-shadow: 0 24px 48px rgba(0, 0, 0, .35); background: #fff; }
</style></head><body>
  <div class="glow one"></div><div class="glow two"></div>
  <div class="card">
    <div class="copy">
      <div class="brand"><img src="${dataUri('public/favicon.svg')}" alt="">${escapeHtml(site.name)}</div>
      <div class="text">
        <p class="eyebrow" data-fit="1">${escapeHtml(card.eyebrow)}</p>
        <h1 class="title" data-fit="${card.image ? 3 : 2}">${escapeHtml(card.title)}</h1>
        <p class="subtitle" data-fit="3">${escapeHtml(card.subtitle)}</p>
      </div>
      <div class="rule"></div>
    </div>
    ${
      card.image && box
        ? `<div class="media"><img src="${dataUri(path.join('public', card.image.src))}" width="${box.width}" height="${box.height}" alt=""></div>`
        : ''
    }
  </div>
</body></html>`;
}

/**
 * In the page: shrinks each [data-fit] element's font until it takes at most its number of lines and
 * no word sticks out, then reports anything that still overflows (text or the card itself).
 */
const FIT_TEXT = `(() => {
  const problems = [];
  for (const el of document.querySelectorAll('[data-fit]')) {
    const maxLines = Number(el.dataset.fit);
    let size = parseFloat(getComputedStyle(el).fontSize);
    const fits = () => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || size * 1.2;
      return el.scrollHeight <= Math.ceil(lineHeight * maxLines) + 1 && el.scrollWidth <= el.clientWidth;
    };
    if (maxLines === 1) {
      while ((el.scrollWidth > el.clientWidth) && size > 14) { size -= 1; el.style.fontSize = size + 'px'; }
    } else {
      while (!fits() && size > 20) { size -= 2; el.style.fontSize = size + 'px'; }
    }
    if (el.scrollWidth > el.clientWidth || (maxLines > 1 && !fits())) problems.push(el.className + ': ' + el.textContent);
  }
  const text = document.querySelector('.text');
  if (text.scrollHeight > text.clientHeight + 1) problems.push('text block taller than the card');
  const card = document.querySelector('.card');
  if (card.scrollWidth > card.clientWidth || card.scrollHeight > card.clientHeight) problems.push('card overflows');
  return problems;
})()`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
mkdirSync(OUTPUT_DIR, { recursive: true });
const page = await browser.newPage({ viewport: OG_IMAGE_SIZE, deviceScaleFactor: 1 });
let total = 0;
let largest = 0;
for (const pagePath of sitePaths) {
  await page.setContent(cardHtml(ogCardFor(pagePath)), { waitUntil: 'load' });
  const problems = await page.evaluate<string[]>(FIT_TEXT);
  if (problems.length > 0) throw new Error(`The card for ${pagePath} does not fit:\n${problems.join('\n')}`);
  const file = path.join(OUTPUT_DIR, `${ogImageName(pagePath)}.jpg`);
  writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY }));
  const bytes = statSync(file).size;
  total += bytes;
  largest = Math.max(largest, bytes);
}
await browser.close();
console.info(`Wrote ${sitePaths.length} social cards to ${OUTPUT_DIR}: ${Math.round(total / 1024)} KiB in all, largest ${Math.round(largest / 1024)} KiB`);
