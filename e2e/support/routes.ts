import { pages, type PagePath } from '../../src/content/pages';
import { catalogue } from '../../src/content/products';
import { caseStudies } from '../../src/content/case-studies';

export interface RouteCase {
  path: string;
  /** Text the page's single h1 contains. */
  heading: string;
}

/** Every route of the site, with the heading a visitor should see. */
export const allRoutes: RouteCase[] = [
  ...(Object.keys(pages) as PagePath[]).map((path) => ({ path, heading: pages[path].heading })),
  ...catalogue.map((product) => ({ path: `/products/${product.id}`, heading: product.name })),
  ...caseStudies.map((study) => ({ path: `/case-studies/${study.slug}`, heading: study.client })),
];
