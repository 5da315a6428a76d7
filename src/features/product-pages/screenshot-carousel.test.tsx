import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { productPages } from '@/content/product-pages';
import { catalogue, type ProductId } from '@/content/products';
import { renderWithTheme } from '@/test-utils/render';
import { ProductPageView } from './product-layouts';

// Only the product page is rendered here: keep the app's route tree (and every page) out of this test.
vi.mock('@/routeTree.gen', () => ({ routeTree: null }));

async function renderProductPage(id: ProductId) {
  const product = catalogue.find((entry) => entry.id === id);
  if (!product) throw new Error(`no product ${id}`);
  const rootRoute = createRootRoute({ component: () => <ProductPageView product={product} content={productPages[id]} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderWithTheme(<RouterProvider router={router} />);
}

const selectedDot = () => screen.getAllByRole('tab').findIndex((tab) => tab.getAttribute('aria-selected') === 'true');

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('product screenshot carousels', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['venuepro', 'hexacart', 'restaurant-manager', 'medflow'] as const)('%s moves to the next screenshot every 5 s and wraps', async (id) => {
    stubReducedMotion(false);
    await renderProductPage(id);
    const count = productPages[id].screenshots.length;
    expect(screen.getAllByRole('tab')).toHaveLength(count);
    expect(selectedDot()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(selectedDot()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(selectedDot()).toBe(1);
    for (let step = 2; step <= count; step += 1) {
      act(() => {
        vi.advanceTimersByTime(5000);
      });
    }
    expect(selectedDot()).toBe(0);
  });

  it('waits a full interval after the visitor moves it', async () => {
    stubReducedMotion(false);
    await renderProductPage('venuepro');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => {
      screen.getByRole('button', { name: 'Next screenshot' }).click();
    });
    expect(selectedDot()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(selectedDot()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(selectedDot()).toBe(2);
  });

  it('stays put while paused, and moves a full interval after playing again', async () => {
    stubReducedMotion(false);
    await renderProductPage('venuepro');
    act(() => {
      screen.getByRole('button', { name: 'Pause slideshow' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(30000);
    });
    expect(selectedDot()).toBe(0);
    act(() => {
      screen.getByRole('button', { name: 'Play slideshow' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(selectedDot()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(selectedDot()).toBe(1);
  });

  it('LegalFlow never moves by itself', async () => {
    stubReducedMotion(false);
    await renderProductPage('legalflow');
    act(() => {
      vi.advanceTimersByTime(60000);
    });
    expect(selectedDot()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('stays still under reduced motion', async () => {
    stubReducedMotion(true);
    await renderProductPage('venuepro');
    act(() => {
      vi.advanceTimersByTime(60000);
    });
    expect(selectedDot()).toBe(0);
  });
});
