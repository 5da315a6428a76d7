import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolioProjects } from '@/content/portfolio';
import { advanceTimers, expectChangeAt, stubReducedMotion } from '@/test-utils/motion';
import { renderInRouter } from '@/test-utils/render';
import { PortfolioCarousel } from './portfolio-carousel.island';

// Only the carousel is rendered here: keep the app's route tree (and every page) out of this test.
vi.mock('@/routeTree.gen', () => ({ routeTree: null }));

/**
 * The carousel's timings (spec section 9), through the component: Embla's autoplay keeps the time,
 * the carousel's state says when it may run.
 */

/** The observers watching the portfolio's section, which the test tells when it scrolls out of view. */
const sectionObservers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    if (target.matches('section[aria-labelledby="portfolio-heading"]')) sectionObservers.add(this);
  }
  report(inView: boolean) {
    this.callback(
      this.targets.map((target) => ({ isIntersecting: inView, target }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {
    sectionObservers.delete(this);
    this.targets = [];
  }
  unobserve() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function reportVisibility(inView: boolean) {
  expect(sectionObservers.size).toBeGreaterThan(0);
  for (const observer of sectionObservers) observer.report(inView);
}

async function renderPortfolio({ reducedMotion = false } = {}) {
  stubReducedMotion(reducedMotion);
  return renderInRouter(() => <PortfolioCarousel projects={portfolioProjects} />);
}

const shown = () => portfolioProjects.findIndex((project) => project.title === screen.getByTestId('portfolio-title').textContent);
const column = () => screen.getByTestId('portfolio-stage').parentElement as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });

describe('portfolio carousel timings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('auto-advances every 5 s and wraps after the last project', async () => {
    await renderPortfolio();
    expectChangeAt(5000, shown, 0, 1);
    advanceTimers(5000 * (portfolioProjects.length - 1));
    expect(shown()).toBe(0);
  });

  it('advances every 2.5 s while the section is out of view', async () => {
    await renderPortfolio();
    act(() => reportVisibility(false));
    expectChangeAt(2500, shown, 0, 1);
    advanceTimers(2500);
    expect(shown()).toBe(2);
    act(() => reportVisibility(true));
    expectChangeAt(5000, shown, 2, 3);
  });

  it('pauses while hovered and resumes on leave', async () => {
    await renderPortfolio();
    fireEvent.mouseEnter(column());
    advanceTimers(20000);
    expect(shown()).toBe(0);
    fireEvent.mouseLeave(column());
    expectChangeAt(5000, shown, 0, 1);
  });

  it('holds for 15 s after a manual move, then plays again', async () => {
    await renderPortfolio();
    fireEvent.click(button('Next project'));
    expect(shown()).toBe(1);
    advanceTimers(14999);
    expect(shown()).toBe(1);
    advanceTimers(1);
    // Released: the next automatic move comes a full interval later.
    expectChangeAt(5000, shown, 1, 2);
  });

  it('restarts the 15 s hold on every manual move', async () => {
    await renderPortfolio();
    const dots = within(screen.getByRole('group', { name: 'Choose a project' })).getAllByRole('button');
    fireEvent.click(dots[4] as HTMLElement);
    advanceTimers(10000);
    fireEvent.click(button('Previous project'));
    expect(shown()).toBe(3);
    advanceTimers(10000);
    expect(shown()).toBe(3);
    // 15 s after the second move the hold ends; 5 s later the carousel moves on.
    advanceTimers(5000);
    expect(shown()).toBe(3);
    advanceTimers(5000);
    expect(shown()).toBe(4);
  });

  it('stays paused after the visitor pauses, even past the resume delay', async () => {
    await renderPortfolio();
    fireEvent.click(screen.getByTestId('play-toggle'));
    fireEvent.click(button('Next project'));
    advanceTimers(60000);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByTestId('play-toggle'));
    expectChangeAt(5000, shown, 1, 2);
  });

  it('holds still while the full-screen preview covers it', async () => {
    await renderPortfolio();
    fireEvent.click(button('Full Screen'));
    advanceTimers(30000);
    expect(shown()).toBe(0);
  });

  it('never moves by itself under reduced motion', async () => {
    await renderPortfolio({ reducedMotion: true });
    advanceTimers(60000);
    expect(shown()).toBe(0);
    expect(screen.getByTestId('portfolio-title')).toHaveAttribute('aria-live', 'polite');
  });
});
