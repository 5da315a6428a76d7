/**
 * Every address the site answers with a page: the static routes, one page per catalogue product and
 * one per case study. The prerender, the sitemap, the social images and the tests all read this list.
 */
import { caseStudySlugs } from './case-studies.ts';
import { pages, type PagePath } from './pages.ts';
import { caseStudyPath, productPath } from './page-paths.ts';
import { catalogue } from './products.ts';

export { NOT_FOUND_FILE, prerenderFile } from './page-files.ts';

export { caseStudyPath, productPath } from './page-paths.ts';

export const staticPaths = Object.keys(pages) as PagePath[];
export const productPaths = catalogue.map((product) => productPath(product.id));
export const caseStudyPaths = caseStudySlugs.map(caseStudyPath);

/** Every page, in sitemap order: home first, then the static pages, products and case studies. */
export const sitePaths: readonly string[] = [...staticPaths, ...productPaths, ...caseStudyPaths];

/** Social-card images (1200×630) live in /og, one per page, named after its path. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function ogImageName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-').toLowerCase();
}

export function ogImagePath(path: string): string {
  return `/og/${ogImageName(path)}.jpg`;
}

/** Where the site is served when SITE_URL is not set (the server's default address). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** An absolute URL on the site: canonical links, social images, the sitemap. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).href;
}
