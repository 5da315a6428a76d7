/**
 * Schema.org data for search engines (JSON-LD), built from the content modules: the studio on every
 * page, a product with its offers on each product page, the questions of a page with FAQs, and the
 * trail of a nested page.
 */
import type { CaseStudyEntry } from '@/content/case-studies';
import type { FaqItem } from '@/content/faq';
import type { CatalogueEntry } from '@/content/products';
import { FOUNDED_YEAR } from '@/content/facts';
import { site } from '@/content/site';
import { absoluteUrl, ogImagePath } from '@/content/site-map';
import { siteUrl } from './site-url';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const url = (path: string) => absoluteUrl(siteUrl, path);
const organizationId = () => `${url('/')}#organization`;

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    description: site.description,
    url: url('/'),
    logo: url('/icons/icon-512.png'),
    email: site.email,
    foundingDate: String(FOUNDED_YEAR),
    founder: { '@type': 'Person', name: site.founder.name, jobTitle: site.founder.role },
    sameAs: site.social.map((link) => link.href),
  };
}

export function productJsonLd(product: CatalogueEntry, path: string): JsonLdObject {
  const availability = product.status === 'Available' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    image: url(ogImagePath(path)),
    url: url(path),
    brand: { '@type': 'Brand', name: site.name },
    offers: product.plans.map((plan) => ({
      '@type': 'Offer',
      name: `${product.name} ${plan.name}`,
      description: plan.description,
      // Schema.org wants the number as text, without a currency symbol or grouping.
      price: String(plan.price.amount),
      priceCurrency: plan.price.currency,
      availability,
      url: url(path),
      seller: { '@id': organizationId() },
    })),
  };
}

export function faqJsonLd(items: readonly Pick<FaqItem, 'question' | 'answer'>[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}

export function caseStudyJsonLd(study: CaseStudyEntry, path: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    about: study.client,
    description: study.description,
    image: url(ogImagePath(path)),
    url: url(path),
    author: { '@id': organizationId() },
    publisher: { '@id': organizationId() },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<' is escaped so no text from the content
 * can close the element, and the two line separators JavaScript parsers dislike are escaped too.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
