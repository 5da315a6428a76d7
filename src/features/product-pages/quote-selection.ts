/**
 * A quote button on a product page is a plain link to /get-quote carrying the product and tier;
 * the page's loader stores that selection (localStorage, `selectedProduct`) as the link is
 * followed, whether the quote page then loads or the router shows it. No island is needed for it.
 */
import type { SelectedProduct } from '@/components/selected-product';
import { storeSelectedProduct } from '@/components/selected-product-store';

export const SELECTED_PRODUCT_ATTRIBUTE = 'data-selected-product';

export function selectedProductAttribute(selection: SelectedProduct): Record<typeof SELECTED_PRODUCT_ATTRIBUTE, string> {
  return { [SELECTED_PRODUCT_ATTRIBUTE]: JSON.stringify(selection) };
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest(`a[${SELECTED_PRODUCT_ATTRIBUTE}]`);
  const value = link?.getAttribute(SELECTED_PRODUCT_ATTRIBUTE);
  if (!value) return;
  // The quote page checks what it reads (selected-product.ts); the link's value came from the catalogue.
  storeSelectedProduct(value);
}

/** Listens for clicks on quote links (in the capture phase: before any navigation starts). */
export function startQuoteSelection(): void {
  document.addEventListener('click', onClick, true);
}
