/**
 * Where a product page leaves the product a visitor picked for the quote page: localStorage, key
 * `selectedProduct` (the spec's). Writing needs nothing else; reading checks the shape
 * (selected-product.ts).
 */
export const SELECTED_PRODUCT_KEY = 'selectedProduct';

/** Stores the selection as it is (JSON text). */
export function storeSelectedProduct(json: string): void {
  try {
    window.localStorage.setItem(SELECTED_PRODUCT_KEY, json);
  } catch (error) {
    // Storage can be full or blocked (private mode); the quote still works without the hand-off.
    console.error('Could not store the selected product', error);
  }
}
