import { Container, SimpleGrid, Text, Title } from '@/components/ui';
import { catalogue } from '@/content/products';
import { ProductCard } from './product-card';
import classes from './catalogue.module.css';
import { say } from '@/content/facts';

/** The 8 products of the catalogue, each card linking to its page. */
export function ProductGrid() {
  return (
    <section className={classes.section} aria-labelledby="catalogue-heading">
      <Container size="xl">
        <Title order={2} id="catalogue-heading" className={classes.heading}>
          All turnkey web apps
        </Title>
        <Text className={classes.lead}>
          {catalogue.length} ready-to-deploy products. Source code included, one payment, live in about {say.turnkeyLive}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mt="xl">
          {catalogue.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
