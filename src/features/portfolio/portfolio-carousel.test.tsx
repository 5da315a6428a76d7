import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolioProjects } from '@/content/portfolio';
import { advanceTimers } from '@/test-utils/motion';
import { renderInRouter } from '@/test-utils/render';
import { PortfolioCarousel } from './portfolio-carousel.island';

// Only the carousel is rendered here: keep the app's route tree (and every page) out of this test.
vi.mock('@/routeTree.gen', () => ({ routeTree: null }));

/** The carousel alone, inside a one-route router (its case-study links need one). */
const renderPortfolio = () => renderInRouter(() => <PortfolioCarousel projects={portfolioProjects} />);

const title = () => screen.getByTestId('portfolio-title').textContent;
const stage = () => screen.getByTestId('portfolio-stage');

describe('portfolio carousel', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await renderPortfolio();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves with the left and right keys and wraps', () => {
    expect(title()).toBe(portfolioProjects[0].title);
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(title()).toBe(portfolioProjects[1].title);
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    expect(title()).toBe(portfolioProjects.at(-1)?.title);
  });

  it('toggles play with the space bar', () => {
    const toggle = screen.getByTestId('play-toggle');
    expect(toggle).toHaveTextContent('Pause');
    fireEvent.keyDown(stage(), { key: ' ' });
    expect(toggle).toHaveTextContent('Resume');
    advanceTimers(30000);
    expect(title()).toBe(portfolioProjects[0].title);
    fireEvent.keyDown(stage(), { key: ' ' });
    expect(toggle).toHaveTextContent('Pause');
  });

  it('changes project on a drag longer than 50 px only', () => {
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 260 });
    expect(title()).toBe(portfolioProjects[0].title);
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 240 });
    expect(title()).toBe(portfolioProjects[1].title);
    fireEvent.pointerDown(stage(), { clientX: 240 });
    fireEvent.pointerUp(stage(), { clientX: 300 });
    expect(title()).toBe(portfolioProjects[0].title);
  });

  it('auto-advances after 5 s and pauses while hovered', () => {
    advanceTimers(5000);
    expect(title()).toBe(portfolioProjects[1].title);
    const column = stage().parentElement as HTMLElement;
    fireEvent.mouseEnter(column);
    advanceTimers(20000);
    expect(title()).toBe(portfolioProjects[1].title);
    fireEvent.mouseLeave(column);
    advanceTimers(5000);
    expect(title()).toBe(portfolioProjects[2].title);
  });

  it('pauses for 15 s after a dot is chosen', () => {
    const dots = within(screen.getByRole('group', { name: 'Choose a project' })).getAllByRole('button');
    fireEvent.click(dots[3] as HTMLElement);
    expect(title()).toBe(portfolioProjects[3].title);
    advanceTimers(14999);
    expect(title()).toBe(portfolioProjects[3].title);
    advanceTimers(1);
    advanceTimers(5000);
    expect(title()).toBe(portfolioProjects[4].title);
  });

  it('tabs: one tab stop; the arrow keys, Home and End move between them and show each', () => {
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Key Features', 'Results', 'Testimonial']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Key Features');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Results');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(portfolioProjects[0].beforeAfter.before);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Testimonial');
    // Wraps around at either end.
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });
});
