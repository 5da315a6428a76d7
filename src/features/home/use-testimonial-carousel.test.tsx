import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeTestimonials } from '@/content/testimonials';
import { ARROW_PAUSE_MS, AUTO_ADVANCE_MS, DOT_PAUSE_MS, carouselReducer, useTestimonialCarousel } from './use-testimonial-carousel';

const count = homeTestimonials.length;

function setup(autoPlay = true) {
  return renderHook(() => useTestimonialCarousel(count, autoPlay));
}

const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

describe('home testimonial carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has six testimonials rated 1-5 and the spec timings', () => {
    expect(count).toBe(6);
    for (const testimonial of homeTestimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
    expect([AUTO_ADVANCE_MS, ARROW_PAUSE_MS, DOT_PAUSE_MS]).toEqual([2000, 1000, 20000]);
  });

  it('auto-advances every 2000 ms and wraps from the last to the first', () => {
    const { result } = setup();
    advance(AUTO_ADVANCE_MS - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    expect(result.current.direction).toBe(1);
    advance(AUTO_ADVANCE_MS * (count - 2));
    expect(result.current.index).toBe(count - 1);
    advance(AUTO_ADVANCE_MS);
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe(1);
  });

  it('pauses while hovered and resumes on leave', () => {
    const { result } = setup();
    act(() => result.current.setHovered(true));
    expect(result.current.playing).toBe(false);
    advance(AUTO_ADVANCE_MS * 10);
    expect(result.current.index).toBe(0);
    act(() => result.current.setHovered(false));
    advance(AUTO_ADVANCE_MS);
    expect(result.current.index).toBe(1);
  });

  it('moves one with the arrows and pauses auto-advance for 1000 ms', () => {
    const { result } = setup();
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.direction).toBe(1);
    expect(result.current.playing).toBe(false);
    advance(ARROW_PAUSE_MS - 1);
    expect(result.current.playing).toBe(false);
    advance(1);
    expect(result.current.playing).toBe(true);
    // Auto-advance restarts its 2000 ms interval after the pause.
    advance(AUTO_ADVANCE_MS - 1);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
  });

  it('wraps backwards with the previous arrow, sliding the other way', () => {
    const { result } = setup();
    act(() => result.current.previous());
    expect(result.current.index).toBe(count - 1);
    expect(result.current.direction).toBe(-1);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    expect(result.current.direction).toBe(1);
  });

  it('jumps with a dot and pauses auto-advance for 20000 ms', () => {
    const { result } = setup();
    act(() => result.current.goTo(4));
    expect(result.current.index).toBe(4);
    expect(result.current.direction).toBe(1);
    advance(DOT_PAUSE_MS - 1);
    expect(result.current.index).toBe(4);
    expect(result.current.playing).toBe(false);
    advance(1);
    expect(result.current.playing).toBe(true);
    advance(AUTO_ADVANCE_MS);
    expect(result.current.index).toBe(5);

    act(() => result.current.goTo(1));
    expect(result.current.direction).toBe(-1);
  });

  it('restarts the pause on every manual move', () => {
    const { result } = setup();
    act(() => result.current.goTo(2));
    advance(DOT_PAUSE_MS - 500);
    act(() => result.current.next());
    advance(500);
    expect(result.current.playing).toBe(false);
    advance(ARROW_PAUSE_MS - 500);
    expect(result.current.playing).toBe(true);
  });

  it('does not auto-advance when motion is reduced, but the controls still work', () => {
    const { result } = setup(false);
    advance(AUTO_ADVANCE_MS * 20);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    advance(ARROW_PAUSE_MS + AUTO_ADVANCE_MS * 5);
    expect(result.current.index).toBe(1);
  });

  it('stays stopped after the visitor presses pause', () => {
    const { result } = setup();
    act(() => result.current.toggleStopped());
    advance(AUTO_ADVANCE_MS * 5);
    expect(result.current.index).toBe(0);
    act(() => result.current.toggleStopped());
    advance(AUTO_ADVANCE_MS);
    expect(result.current.index).toBe(1);
  });

  it('treats a swipe like an arrow and infers its direction', () => {
    const state = { count, index: 0, direction: 1 as const, pause: null };
    const back = carouselReducer(state, { type: 'swiped', index: count - 1 });
    expect(back.direction).toBe(-1);
    expect(back.pause?.ms).toBe(ARROW_PAUSE_MS);
    const forward = carouselReducer(state, { type: 'swiped', index: 1 });
    expect(forward.direction).toBe(1);
  });
});
