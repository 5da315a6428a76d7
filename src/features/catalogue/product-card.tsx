import { CheckIcon } from '@mantine/core';
import { Badge, Group, LinkButton, Text, Title } from '@/components/ui';
import { CARD_FEATURE_LIMIT, hiddenFeatureCount, type CatalogueEntry, type ProductId } from '@/content/products';
import { hasStatusNotice, ProductStatusBadge } from './product-status-badge';
import { productPath } from '@/content/page-paths';
import { ScreenPeek } from '@/components/screen-frame';
import classes from './product-card.module.css';
import { formatMoney } from '@/content/facts';

export function productCardAction(product: Pick<CatalogueEntry, 'status'>): string {
  return product.status === 'Available' ? 'Learn More' : 'View Details';
}

export function ProductCard({ product }: { product: CatalogueEntry & { id: ProductId } }) {
  const hidden = hiddenFeatureCount(product);
  const headingId = `product-${product.id}`;
  return (
    <article className={classes.card} aria-labelledby={headingId} data-product-id={product.id}>
      <ScreenPeek image={product.image} sizes="(min-width: 1200px) 300px, (min-width: 576px) 50vw, 100vw">
        <Group gap={6} className={classes.badges}>
          {product.popular ? (
            <Badge size="lg" radius="sm" variant="filled" color="accent.8">
              Most Popular
            </Badge>
          ) : null}
          {hasStatusNotice(product) ? <ProductStatusBadge productId={product.id} /> : null}
        </Group>
      </ScreenPeek>

      <div className={classes.body}>
        <Text className={classes.category}>{product.category}</Text>
        <Title order={3} id={headingId} className={classes.name}>
          {product.name}
        </Title>
        <Text className={classes.tagline}>{product.tagline}</Text>
        <Text className={classes.price}>
          <span className={classes.from}>From</span> {formatMoney(product.fromPrice)}
          <span className={classes.once}> one-time</span>
        </Text>

        <ul className={classes.features} aria-label={`${product.name} features`}>
          {product.features.slice(0, CARD_FEATURE_LIMIT).map((feature) => (
            <li key={feature}>
              <CheckIcon size={12} className={classes.check} aria-hidden="true" />
              {feature}
            </li>
          ))}
          {hidden > 0 ? (
            <li className={classes.more} data-testid="more-features">
              +{hidden} more features
            </li>
          ) : null}
        </ul>

        <LinkButton href={productPath(product.id)} fullWidth mt="auto" variant={product.status === 'Available' ? 'filled' : 'outline'}>
          {productCardAction(product)}
          <span className="visually-hidden"> about {product.name}</span>
        </LinkButton>
      </div>
    </article>
  );
}
