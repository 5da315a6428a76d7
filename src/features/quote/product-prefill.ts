import type { SelectedProduct } from '@/components/selected-product';
import { quotePage } from '@/content/quote-page';

/** The additional information a pre-selected product starts the quote with. */
export function additionalInfoFor(product: SelectedProduct): string {
  return `Product: ${product.name} (${product.tier})\n\n${quotePage.additionalRequirementsHeading}\n`;
}
