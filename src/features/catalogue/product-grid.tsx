import { SimpleGrid } from '@/components/ui';
import { Section } from '@/components/section';
import { catalogue } from '@/content/products';
import { ProductCard } from './product-card';
import { say } from '@/content/facts';

/** The 8 products of the catalogue, each card linking to its page. */
export function ProductGrid() {
  return (
    <Section
      heading="All turnkey web apps"
      intro={`${catalogue.length} ready-to-deploy products. Source code included, one payment, live in about ${say.turnkeyLive}.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {catalogue.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
