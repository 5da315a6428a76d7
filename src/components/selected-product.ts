/**
 * The product a visitor picked on a product page, handed to the quote page through
 * localStorage (key `selectedProduct`). Product pages write it; the quote page reads it
 * once and clears it. Browser-only: call from event handlers and effects.
 */
import type { PlanTier } from '@/content/products';
import { QUOTE_PROJECT_TYPES, type QuoteProjectType } from '@/leads/form-copy';

import { SELECTED_PRODUCT_KEY, storeSelectedProduct } from './selected-product-store';

export { SELECTED_PRODUCT_KEY };

export const PLAN_TIERS: readonly PlanTier[] = ['Premium', 'Professional', 'Standard', 'White Label'];

export interface SelectedProduct {
  /** Product name, e.g. 'VenuePro'. */
  name: string;
  tier: PlanTier;
  /** The quote's project type, e.g. 'Event Venue Booking System'. */
  type: QuoteProjectType;
}

function isSelectedProduct(value: unknown): value is SelectedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === 'string' &&
    typeof record.type === 'string' &&
    (QUOTE_PROJECT_TYPES as readonly string[]).includes(record.type) &&
    typeof record.tier === 'string' &&
    (PLAN_TIERS as readonly string[]).includes(record.tier)
  );
}

export function saveSelectedProduct(product: SelectedProduct): void {
  storeSelectedProduct(JSON.stringify(product));
}

/** The stored selection, or null when there is none or it cannot be read (logged, then ignored). */
export function readSelectedProduct(): SelectedProduct | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(SELECTED_PRODUCT_KEY);
  } catch (error) {
    console.error('Could not read the selected product', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSelectedProduct(parsed)) return parsed;
    console.error('Ignoring a stored selected product of unexpected shape', parsed);
    return null;
  } catch (error) {
    console.error('Ignoring a stored selected product that is not valid JSON', error);
    return null;
  }
}

export function clearSelectedProduct(): void {
  try {
    window.localStorage.removeItem(SELECTED_PRODUCT_KEY);
  } catch (error) {
    console.error('Could not clear the selected product', error);
  }
}
