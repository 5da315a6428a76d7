import type { ReactNode } from 'react';
import { Badge, Container, Group, Text, Title } from '@/components/ui';
import type { CatalogueEntry } from '@/content/products';
import type { ImageAsset } from '@/content/types';
import { ScreenFrame } from '@/components/screen-frame';
import layout from '@/components/layout.module.css';
import surfaces from '@/components/surfaces.module.css';
import classes from './product-page.module.css';
import { formatMoney } from '@/content/facts';
import band from '@/components/band.module.css';

/** Six decorative circles drifting behind the waitlist hero (still under reduced motion). */
const FLOATING_CIRCLES = 6;

export function ProductHero({
  product,
  image,
  summary,
  actions,
  waitlist = false,
}: {
  product: CatalogueEntry;
  /** The product on a phone (the page's carousel shows its desktop screens). */
  image: ImageAsset;
  summary: string;
  actions: ReactNode;
  waitlist?: boolean;
}) {
  return (
    <section
      className={`${surfaces.hero} ${classes.hero}`}
      data-surface="dark"
      data-variant={waitlist ? 'waitlist' : 'standard'}
      aria-labelledby="page-heading"
    >
      {waitlist ? (
        <div className={classes.circles} aria-hidden="true" data-testid="floating-circles">
          {Array.from({ length: FLOATING_CIRCLES }, (_, index) => (
            <span key={index} className={classes.circle} data-index={index} />
          ))}
        </div>
      ) : null}
      <Container size="xl" className={`${layout.split} ${classes.heroInner}`}>
        <div className={classes.heroCopy}>
          <Group gap="xs" mb="md">
            {waitlist || product.status === 'Coming Soon' ? (
              <Badge size="lg" radius="sm" color="gray.7" variant="filled" data-testid="coming-soon-badge">
                Coming Soon
              </Badge>
            ) : (
              <Badge size="lg" radius="sm" color="teal.9" variant="filled">
                Available now
              </Badge>
            )}
            <Text component="span" className={band.category}>
              {product.category}
            </Text>
          </Group>
          <Title order={1} id="page-heading" className={classes.heroTitle}>
            {product.name}
          </Title>
          <Text className={classes.heroTagline}>{product.tagline}</Text>
          <Text className={classes.heroSummary}>{summary}</Text>
          <Text className={classes.heroPrice}>
            From <strong>{formatMoney(product.fromPrice)}</strong> · one-time payment, source code included
          </Text>
          <Group mt="xl" gap="md">
            {actions}
          </Group>
        </div>
        <div className={classes.heroMedia}>
          <ScreenFrame image={image} priority sizes="240px" />
        </div>
      </Container>
    </section>
  );
}
