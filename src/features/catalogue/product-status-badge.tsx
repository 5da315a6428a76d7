import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { island } from '../../components/island';
import { findProduct, type CatalogueEntry } from '../../content/products';
import classes from './product-card.module.css';

/** Whether a product shows a status badge: sold copies of an Available one, or Coming Soon. */
export function hasStatusNotice(product: Pick<CatalogueEntry, 'status' | 'soldCount'>): boolean {
  return product.status !== 'Available' || product.soldCount > 0;
}

/** The FOMO notice of an Available product ('N Sold') or the pre-order notice of a Coming Soon one. */
function ProductStatusBadgeView({ productId }: { productId: string }) {
  const product = findProduct(productId);
  if (!product || !hasStatusNotice(product)) return null;
  const sold = product.status === 'Available';

  const label = sold ? `${product.soldCount} Sold` : 'Coming Soon';
  const notice = sold ? (
    <>
      <strong>Sold in {product.soldCountries.join(' and ')}.</strong> {product.fomoMessage}
    </>
  ) : (
    <>
      <strong>Pre-orders available.</strong> {product.fomoMessage.replace(/^Pre-orders available:\s*/, '')}
    </>
  );

  return (
    <Tooltip
      label={notice}
      multiline
      w={260}
      withArrow
      position="bottom-start"
      events={{ hover: true, focus: true, touch: true }}
      color="dark"
    >
      <UnstyledButton className={classes.badgeButton} aria-label={`${label}: ${sold ? 'sales notice' : 'pre-order notice'}`}>
        <Badge
          component="span"
          size="lg"
          radius="sm"
          variant="filled"
          color={sold ? 'red.9' : 'gray.7'}
          data-testid="product-status-badge"
        >
          {label}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}

export default ProductStatusBadgeView;

/** The badge and its notice, on hover, focus or touch; live when the card comes into view. */
export const ProductStatusBadge = island('features/catalogue/product-status-badge', ProductStatusBadgeView, { hydrate: ['visible'] });
