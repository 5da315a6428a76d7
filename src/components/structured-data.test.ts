import { describe, expect, it } from 'vitest';
import { faqJsonLd, breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './structured-data';
import { catalogue } from '@/content/products';
import { site } from '@/content/site';

describe('structured data', () => {
  it('describes the studio from its identity module', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({ '@type': 'Organization', name: site.name, email: site.email });
    expect(organization.sameAs).toEqual(site.social.map((link) => link.href));
    expect(String(organization.url)).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  it('gives a product one offer per plan at the catalogue price, pre-order when it is coming soon', () => {
    for (const product of catalogue) {
      const data = productJsonLd(product, `/products/${product.id}`);
      const offers = data.offers as { price: string; priceCurrency: string; availability: string }[];
      expect(offers).toHaveLength(product.plans.length);
      offers.forEach((offer, index) => {
        expect(offer.price).toBe(String(product.plans[index]!.price.amount));
        expect(offer.priceCurrency).toBe('USD');
        expect(offer.availability).toBe(product.status === 'Available' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder');
      });
    }
  });

  it('lists questions with their answers and numbers breadcrumbs from 1', () => {
    const faq = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Apps', path: '/products' },
    ]);
    expect((trail.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2]);
  });

  it('serialises so that no content can close the script element', () => {
    const json = serializeJsonLd(faqJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a\u2028b' }]));
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
