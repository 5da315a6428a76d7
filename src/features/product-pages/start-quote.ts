import { saveSelectedProduct } from '../../components/selected-product';
import type { CatalogueEntry, PlanTier } from '../../content/products';

/** Stores the product and tier for the quote page; the link it belongs to then opens /get-quote. */
export function rememberQuoteSelection(product: Pick<CatalogueEntry, 'name' | 'quoteProjectType'>, tier: PlanTier): void {
  saveSelectedProduct({ name: product.name, tier, type: product.quoteProjectType });
}
