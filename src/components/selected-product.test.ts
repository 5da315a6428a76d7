import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSelectedProduct, readSelectedProduct, saveSelectedProduct, SELECTED_PRODUCT_KEY } from './selected-product';

describe('selected product hand-off', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores the product under the selectedProduct key and reads it back', () => {
    saveSelectedProduct({ name: 'VenuePro', tier: 'White Label', type: 'Event Venue Booking System' });
    expect(JSON.parse(window.localStorage.getItem(SELECTED_PRODUCT_KEY) ?? 'null')).toEqual({
      name: 'VenuePro',
      tier: 'White Label',
      type: 'Event Venue Booking System',
    });
    expect(readSelectedProduct()).toEqual({ name: 'VenuePro', tier: 'White Label', type: 'Event Venue Booking System' });
  });

  it('returns null when nothing is stored', () => {
    expect(readSelectedProduct()).toBeNull();
  });

  it('logs and ignores a value that is not JSON', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SELECTED_PRODUCT_KEY, '{not json');
    expect(readSelectedProduct()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('logs and ignores a value of the wrong shape', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SELECTED_PRODUCT_KEY, JSON.stringify({ name: 'VenuePro', tier: 'Gold', type: 'Web Application' }));
    expect(readSelectedProduct()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('clears the stored product', () => {
    saveSelectedProduct({ name: 'HexaCart', tier: 'Standard', type: 'E-commerce Store' });
    clearSelectedProduct();
    expect(window.localStorage.getItem(SELECTED_PRODUCT_KEY)).toBeNull();
  });
});
