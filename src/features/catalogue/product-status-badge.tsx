import { Badge } from '@/components/ui';
import { HOVER_NOTICE_ATTRIBUTE } from '@/components/hover-notice';
import { findProduct, type CatalogueEntry } from '@/content/products';
import { PRE_ORDER_HEADING, preOrderSentence } from './pre-order-notice';
import classes from './product-card.module.css';

/** Whether a product shows a status badge: sold copies of an Available one, or Coming Soon. */
export function hasStatusNotice(product: Pick<CatalogueEntry, 'status' | 'soldCount'>): boolean {
  return product.status !== 'Available' || product.soldCount > 0;
}

/**
 * The FOMO notice of an Available product ('N Sold') or the pre-order notice of a Coming Soon one,
 * shown while the badge is pointed at, tapped or focused. Styles alone show it: no script, so it
 * works from the first paint, and Escape hides it (src/components/hover-notice.ts).
 */
export function ProductStatusBadge({ productId }: { productId: string }) {
  const product = findProduct(productId);
  if (!product || !hasStatusNotice(product)) return null;
  const sold = product.status === 'Available';
  const label = sold ? `${product.soldCount} Sold` : 'Coming Soon';
  const noticeId = `status-notice-${productId}`;
  return (
    <span className={classes.status} {...{ [HOVER_NOTICE_ATTRIBUTE]: '' }}>
      <button type="button" className={classes.badgeButton} aria-label={`${label}: ${sold ? 'sales notice' : 'pre-order notice'}`} aria-describedby={noticeId}>
        <Badge size="lg" radius="sm" variant="filled" color={sold ? 'red.9' : 'gray.7'} data-testid="product-status-badge">
          {label}
        </Badge>
      </button>
      <span role="tooltip" id={noticeId} className={classes.notice}>
        {sold ? (
          <>
            <strong>Sold in {product.soldCountries.join(' and ')}.</strong> {product.fomoMessage}
          </>
        ) : (
          <>
            <strong>{PRE_ORDER_HEADING}</strong> {preOrderSentence(product.fomoMessage)}
          </>
        )}
      </span>
    </span>
  );
}
