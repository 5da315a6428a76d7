import { caseStudyPages, pageHeadings, products, type StaticPath } from './spec-copy';

export interface RouteCase {
  path: string;
  /** Text the page's single h1 contains. */
  heading: string;
}

/** Every route of the site (the specification's route list, written down in spec-copy), with the heading a visitor should see. */
export const allRoutes: RouteCase[] = [
  ...(Object.keys(pageHeadings) as StaticPath[]).map((path) => ({ path, heading: pageHeadings[path] })),
  ...products.map((product) => ({ path: `/products/${product.id}`, heading: product.name })),
  ...caseStudyPages.map((study) => ({ path: `/case-studies/${study.slug}`, heading: study.client })),
];
