import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeTestimonials } from '@/content/testimonials';
import { advanceTimers, expectChangeAt } from '@/test-utils/motion';
import { createTestimonialAutoplay, useTestimonialCarousel } from './use-testimonial-carousel';

const count = homeTestimonials.length;

/**
 * Embla's API as far as the hook uses it: a looping carousel of `count` slides whose scrollTo
 * selects at once, and an autoplay plugin that records whether it was told to run. (The real
 * plugin's 2 s rhythm runs in a browser: e2e/home.spec.ts.)
 */
function fakeEmbla() {
  const listeners = new Map<string, Set<() => void>>();
  let selected = 0;
  const autoplay = { playing: false, play: vi.fn(() => void (autoplay.playing = true)), stop: vi.fn(() => void (autoplay.playing = false)) };
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const scrolls: { index: number; jump: boolean | undefined; direction: number | undefined }[] = [];
  const api = {
    selectedScrollSnap: () => selected,
    scrollTo: (index: number, jump?: boolean, direction?: number) => {
      scrolls.push({ index, jump, direction });
      if (index === selected) return;
      selected = index;
      emit('select');
    },
    on(event: string, listener: () => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return api;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
    plugins: () => ({ autoplay }),
  };
  /** What the plugin does when its timer fires: the next slide, wrapping. */
  const autoAdvance = () => act(() => api.scrollTo((selected + 1) % count));
  const drag = (to: number) =>
    act(() => {
      emit('pointerDown');
      api.scrollTo(to);
      emit('pointerUp');
    });
  return { embla: api as unknown as EmblaCarouselType, autoplay, scrolls, autoAdvance, drag };
}

function setup({ reduceMotion = false } = {}) {
  const fake = fakeEmbla();
  const hook = renderHook(() => useTestimonialCarousel(fake.embla, count, reduceMotion));
  return { ...fake, result: hook.result };
}

describe('home testimonial carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has six testimonials rated 1-5, and an autoplay that moves every 2000 ms and starts only when told', () => {
    expect(count).toBe(6);
    for (const testimonial of homeTestimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
    expect(createTestimonialAutoplay().options).toEqual({
      delay: 2000,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    });
  });

  it('plays from the start and shows the slide Embla selects, wrapping from the last to the first', () => {
    const { result, autoplay, autoAdvance } = setup();
    expect(autoplay.playing).toBe(true);
    expect(result.current.playing).toBe(true);
    for (let step = 1; step < count; step += 1) autoAdvance();
    expect(result.current.index).toBe(count - 1);
    autoAdvance();
    expect(result.current.index).toBe(0);
    // Its own moves do not pause it.
    expect(autoplay.playing).toBe(true);
  });

  it('stops while hovered and plays again on leave', () => {
    const { result, autoplay } = setup();
    act(() => result.current.setHovered(true));
    expect(autoplay.playing).toBe(false);
    expect(result.current.playing).toBe(false);
    advanceTimers(60_000);
    expect(autoplay.playing).toBe(false);
    act(() => result.current.setHovered(false));
    expect(autoplay.playing).toBe(true);
  });

  it('stops while focused from the keyboard', () => {
    const { result, autoplay } = setup();
    act(() => result.current.setFocused(true));
    expect(autoplay.playing).toBe(false);
    act(() => result.current.setFocused(false));
    expect(autoplay.playing).toBe(true);
  });

  it('moves one forward with next and pauses auto-advance for 1000 ms', () => {
    const { result, autoplay, scrolls } = setup();
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(scrolls.at(-1)).toEqual({ index: 1, jump: false, direction: -1 });
    expect(autoplay.playing).toBe(false);
    expectChangeAt(1000, () => autoplay.playing, false, true);
  });

  it('wraps backwards with previous, sliding the other way', () => {
    const { result, scrolls } = setup();
    act(() => result.current.previous());
    expect(result.current.index).toBe(5);
    expect(scrolls.at(-1)).toEqual({ index: 5, jump: false, direction: 1 });
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    expect(scrolls.at(-1)).toEqual({ index: 0, jump: false, direction: -1 });
  });

  it('jumps with a dot in the direction of the move and pauses auto-advance for 20000 ms', () => {
    const { result, autoplay, scrolls } = setup();
    act(() => result.current.goTo(4));
    expect(result.current.index).toBe(4);
    expect(scrolls.at(-1)).toEqual({ index: 4, jump: false, direction: -1 });
    expectChangeAt(20_000, () => autoplay.playing, false, true);
    act(() => result.current.goTo(1));
    expect(scrolls.at(-1)).toEqual({ index: 1, jump: false, direction: 1 });
  });

  it('restarts the pause on every manual move', () => {
    const { result, autoplay } = setup();
    act(() => result.current.goTo(2));
    advanceTimers(19_500);
    act(() => result.current.next());
    advanceTimers(500);
    expect(autoplay.playing).toBe(false);
    expectChangeAt(500, () => autoplay.playing, false, true);
  });

  it('treats a drag like an arrow: 1000 ms without auto-advance after the release', () => {
    const { result, autoplay, drag } = setup();
    drag(5);
    expect(result.current.index).toBe(5);
    expect(autoplay.playing).toBe(false);
    expectChangeAt(1000, () => autoplay.playing, false, true);
  });

  it('never plays when motion is reduced, and the controls jump without sliding', () => {
    const { result, autoplay, scrolls } = setup({ reduceMotion: true });
    expect(autoplay.play).not.toHaveBeenCalled();
    act(() => result.current.next());
    advanceTimers(60_000);
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(result.current.index).toBe(1);
    expect(scrolls.at(-1)).toEqual({ index: 1, jump: true, direction: -1 });
  });

  it('stays stopped after the visitor presses pause, until pressed again', () => {
    const { result, autoplay } = setup();
    act(() => result.current.toggleStopped());
    expect(result.current.stopped).toBe(true);
    advanceTimers(60_000);
    expect(autoplay.playing).toBe(false);
    act(() => result.current.toggleStopped());
    expect(autoplay.playing).toBe(true);
  });

  it('keeps a move made before Embla starts and shows it when it does', () => {
    const fake = fakeEmbla();
    const { result, rerender } = renderHook(({ embla }: { embla: EmblaCarouselType | null }) => useTestimonialCarousel(embla, count, false), {
      initialProps: { embla: null as EmblaCarouselType | null },
    });
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
    rerender({ embla: fake.embla });
    expect(fake.scrolls).toEqual([{ index: 3, jump: true, direction: undefined }]);
    expect(result.current.index).toBe(3);
    // Still within the dot's pause.
    expect(fake.autoplay.playing).toBe(false);
  });
});
