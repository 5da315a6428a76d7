import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productPages } from '@/content/product-pages';
import { catalogue, type ProductId } from '@/content/products';
import { advanceTimers, expectChangeAt, stubReducedMotion } from '@/test-utils/motion';
import { renderInRouter } from '@/test-utils/render';
import { ProductPageView } from './product-layouts';

// Only the product page is rendered here: keep the app's route tree (and every page) out of this test.
vi.mock('@/routeTree.gen', () => ({ routeTree: null }));

async function renderProductPage(id: ProductId, { reducedMotion = false } = {}) {
  stubReducedMotion(reducedMotion);
  const product = catalogue.find((entry) => entry.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return renderInRouter(() => <ProductPageView product={product} content={productPages[id]} />);
}

const selectedDot = () => screen.getAllByRole('tab').findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const clickButton = (name: string) =>
  act(() => {
    screen.getByRole('button', { name }).click();
  });

describe('product screenshot carousels', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['venuepro', 'hexacart', 'restaurant-manager', 'medflow'] as const)('%s moves to the next screenshot every 5 s and wraps', async (id) => {
    await renderProductPage(id);
    const count = productPages[id].screenshots.length;
    expect(screen.getAllByRole('tab')).toHaveLength(count);
    expect(selectedDot()).toBe(0);
    expectChangeAt(5000, selectedDot, 0, 1);
    for (let step = 2; step <= count; step += 1) {
      advanceTimers(5000);
    }
    expect(selectedDot()).toBe(0);
  });

  it('waits a full interval after the visitor moves it', async () => {
    await renderProductPage('venuepro');
    advanceTimers(4000);
    clickButton('Next screenshot');
    expect(selectedDot()).toBe(1);
    expectChangeAt(5000, selectedDot, 1, 2);
  });

  it('stays put while paused, and moves a full interval after playing again', async () => {
    await renderProductPage('venuepro');
    clickButton('Pause slideshow');
    advanceTimers(30000);
    expect(selectedDot()).toBe(0);
    clickButton('Play slideshow');
    expectChangeAt(5000, selectedDot, 0, 1);
  });

  it('LegalFlow never moves by itself', async () => {
    await renderProductPage('legalflow');
    advanceTimers(60000);
    expect(selectedDot()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('stays still under reduced motion', async () => {
    await renderProductPage('venuepro', { reducedMotion: true });
    advanceTimers(60000);
    expect(selectedDot()).toBe(0);
  });
});
