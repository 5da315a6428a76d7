/**
 * The prerendered site in dist/: every page has its own HTML with its heading and head tags, the
 * not-found page exists, the sitemap lists every page and the structured data is valid JSON-LD.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { bookingFaq } from '@/content/booking';
import { caseStudies } from '@/content/case-studies';
import { homeFaq, pathFaq } from '@/content/faq';
import { notFoundPage, pages, type PagePath } from '@/content/pages';
import { catalogue } from '@/content/products';
import { site } from '@/content/site';
import { createHash } from 'node:crypto';
import { NOT_FOUND_FILE, absoluteUrl, caseStudyPath, ogImagePath, prerenderFile, productPath, sitePaths } from '@/content/site-map';

const dist = path.resolve('dist');
const buildInfo = JSON.parse(readFileSync(path.join(dist, '.vite', 'build-info.json'), 'utf8')) as {
  siteUrl: string;
  leadRetentionDays: number;
  inlineScriptHashes: string[];
};
const siteUrl = buildInfo.siteUrl;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const parser = new new Window().DOMParser();
type Document = ReturnType<typeof parser.parseFromString>;
type Element = NonNullable<ReturnType<Document['querySelector']>>;

function parse(file: string): Document {
  return parser.parseFromString(readFileSync(path.join(dist, file), 'utf8'), 'text/html');
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const meta = (document: Document, key: string) => document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;

type JsonLd = Record<string, unknown> & { '@type': string };
function jsonLd(document: Document): JsonLd[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

/** What each page must show as its heading, from the content modules. */
function expectedHeading(pagePath: string): string {
  const product = catalogue.find((entry) => productPath(entry.id) === pagePath);
  if (product) return product.name;
  const study = caseStudies.find((entry) => caseStudyPath(entry.slug) === pagePath);
  if (study) return `${study.client}:`;
  return pages[pagePath as PagePath].heading;
}

describe.each(sitePaths)('the prerendered page %s', (pagePath) => {
  const file = prerenderFile(pagePath);
  const document = parse(file);

  it('has one h1 with its heading, rendered inside #root', () => {
    const headings = document.querySelectorAll('#root h1');
    expect(headings).toHaveLength(1);
    expect(text(headings[0])).toContain(expectedHeading(pagePath));
    expect(document.querySelector('#root main')).not.toBeNull();
  });

  it('has its own title, description, canonical URL and social tags', () => {
    const title = text(document.querySelector('head title'));
    expect(title).toContain(site.name);
    expect(document.querySelectorAll('head title')).toHaveLength(1);
    if (pagePath in pages) {
      expect(title).toContain(pages[pagePath as PagePath].title);
      expect(meta(document, 'description')).toBe(pages[pagePath as PagePath].description);
    }
    expect(meta(document, 'description')?.length).toBeGreaterThan(50);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const canonical = absoluteUrl(siteUrl, pagePath);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(document, 'og:url')).toBe(canonical);
    expect(meta(document, 'og:title')).toBe(title);
    expect(meta(document, 'og:description')).toBe(meta(document, 'description'));
    expect(meta(document, 'og:image')).toBe(absoluteUrl(siteUrl, ogImagePath(pagePath)));
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(meta(document, 'twitter:image')).toBe(meta(document, 'og:image'));
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(meta(document, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('runs only the click holder whose hash the CSP allows, before any stylesheet, and it names the loader', () => {
    // Data blocks (JSON-LD, the islands' code list) are never run.
    const scripts = [...document.querySelectorAll('script')].filter(
      (script) => !['application/ld+json', 'application/json'].includes(script.getAttribute('type') ?? ''),
    );
    // The loader is no tag of the page: <html data-loader> names it, the click holder loads it once the first content is painted.
    expect(scripts.filter((script) => script.hasAttribute('src'))).toEqual([]);
    const entry = document.documentElement.getAttribute('data-loader') ?? '';
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(existsSync(path.join(dist, entry))).toBe(true);
    const inline = scripts.filter((script) => !script.hasAttribute('src'));
    expect(inline).toHaveLength(1);
    expect(buildInfo.inlineScriptHashes).toEqual([sha256(inline[0]!.textContent ?? '')]);
    const head = readFileSync(path.join(dist, file), 'utf8');
    expect(head.indexOf('window.__earlyClicks')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it("lists each island's code, every file of it in the build, none of the loader's", () => {
    const block = document.querySelector('script[type="application/json"][data-island-code]');
    const islands = [...new Set([...document.querySelectorAll('kestrel-island[data-island-id]')].map((island) => island.getAttribute('data-island')!))];
    if (islands.length === 0) {
      expect(block).toBeNull();
      return;
    }
    const code = JSON.parse(block?.textContent ?? 'null') as { files: string[]; islands: Record<string, number[]> };
    expect(Object.keys(code.islands).sort()).toEqual(islands.sort());
    const loader = (document.documentElement.getAttribute('data-loader') ?? '').replace(/^\//, '');
    for (const file of code.files) {
      expect(file).toMatch(/^assets\/[\w.~-]+\.js$/);
      expect(existsSync(path.join(dist, file)), file).toBe(true);
      expect(file).not.toBe(loader);
    }
  });

  it('marks each island with its name, trigger and id, its markup inside', () => {
    for (const island of document.querySelectorAll('kestrel-island[data-island-id]')) {
      expect(island.getAttribute('data-island')).toMatch(/^(features|components|app)\/[\w/-]+$/);
      expect(island.getAttribute('data-hydrate')).toMatch(/^(interaction|visible|idle|stored:\w+)( (interaction|visible|idle|stored:\w+))*$/);
      expect(island.hasAttribute('data-live')).toBe(false);
      expect(() => JSON.parse(island.getAttribute('data-props') ?? '') as unknown).not.toThrow();
    }
  });

  it('describes the studio in JSON-LD', () => {
    const organization = jsonLd(document).find((entry) => entry['@type'] === 'Organization');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: site.name, url: absoluteUrl(siteUrl, '/'), email: site.email });
    expect(organization?.logo).toMatch(/^https?:\/\/.+\.png$/);
  });
});

describe('structured data on the pages that need more', () => {
  it.each(catalogue.map((product) => [productPath(product.id), product] as const))(
    '%s: Product with an offer per plan and a breadcrumb',
    (pagePath, product) => {
      const data = jsonLd(parse(prerenderFile(pagePath)));
      const entry = data.find((item) => item['@type'] === 'Product');
      expect(entry).toMatchObject({ name: product.name, description: product.description, url: absoluteUrl(siteUrl, pagePath) });
      const offers = entry?.offers as { '@type': string; price: string; priceCurrency: string }[];
      expect(offers.map((offer) => Number(offer.price))).toEqual(product.plans.map((plan) => plan.price.amount));
      expect(offers.map((offer) => offer['@type'] === 'Offer' && offer.priceCurrency)).toEqual(product.plans.map((plan) => plan.price.currency));
      const trail = data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
      expect(trail.map((crumb) => crumb.item)).toEqual([absoluteUrl(siteUrl, '/'), absoluteUrl(siteUrl, '/products'), absoluteUrl(siteUrl, pagePath)]);
    },
  );

  it.each(caseStudies.map((study) => caseStudyPath(study.slug)))('%s: a breadcrumb back to the case studies', (pagePath) => {
    const trail = jsonLd(parse(prerenderFile(pagePath))).find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(trail.map((crumb) => crumb.item)).toEqual([absoluteUrl(siteUrl, '/'), absoluteUrl(siteUrl, '/case-studies'), absoluteUrl(siteUrl, pagePath)]);
  });

  it.each([
    ['/', homeFaq],
    ['/paths', pathFaq],
    ['/consultation-booking', bookingFaq],
  ] as const)('%s: FAQPage with every question of the page', (pagePath, faq) => {
    const entry = jsonLd(parse(prerenderFile(pagePath))).find((item) => item['@type'] === 'FAQPage');
    const questions = entry?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(faq.map((item) => item.question));
    expect(questions.every((question) => question.acceptedAnswer.text.length > 0)).toBe(true);
  });
});

describe('the privacy policy', () => {
  it('states the retention period the build was made for (LEAD_RETENTION_DAYS), which the build info records', () => {
    const days = Number(process.env.LEAD_RETENTION_DAYS ?? 730);
    expect(buildInfo.leadRetentionDays).toBe(days);
    const policy = text(parse('privacy.html').querySelector('main'));
    expect(policy).toContain(`deleted from the server automatically ${days} days`);
    expect(policy).toContain(`deleted from its server ${days} days`);
  });
});

describe('the not-found page, sitemap and robots.txt', () => {
  it('prerenders the not-found page, kept out of search results', () => {
    const document = parse(NOT_FOUND_FILE);
    expect(text(document.querySelector('#root h1'))).toBe(notFoundPage.heading);
    expect(text(document.querySelector('head title'))).toContain(notFoundPage.title);
    expect(meta(document, 'robots')).toBe('noindex');
  });

  it('lists every page once in the sitemap, as absolute URLs of the site', () => {
    const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(sitePaths.map((pagePath) => absoluteUrl(siteUrl, pagePath)));
  });

  it('points crawlers at the sitemap', () => {
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`);
  });

  it('stores compressed copies of the pages for the server', () => {
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'index.html.gz'))).toBe(true);
  });
});
