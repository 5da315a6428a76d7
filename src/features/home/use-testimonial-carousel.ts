import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';

/** Home testimonial carousel timings (spec section 9). */
export const AUTO_ADVANCE_MS = 2000;
export const ARROW_PAUSE_MS = 1000;
export const DOT_PAUSE_MS = 20000;

/**
 * Embla's autoplay keeps the 2 s rhythm; the hook below alone says when it may run. It starts
 * stopped, never listens to the mouse or focus itself, and stops on a drag without playing again by
 * itself (stopOnInteraction): the hook decides all three.
 */
export function createTestimonialAutoplay(): AutoplayType {
  return Autoplay({ delay: AUTO_ADVANCE_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false });
}

/**
 * Embla's scrollTo takes a third, untyped argument that forces the travel direction on a looping
 * carousel (-1 forward, 1 backward); without it a dot jump would take the shortest way round, and
 * the spec wants the slide to follow the move.
 */
type ScrollToWithDirection = (index: number, jump?: boolean, direction?: number) => void;

export interface TestimonialCarousel {
  /** The slide shown: Embla's selected snap. */
  index: number;
  /** Whether auto-advance is running right now. */
  playing: boolean;
  /** Whether the visitor stopped rotation with the pause button. */
  stopped: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  toggleStopped: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
}

/**
 * Drives Embla (its loop, its drag, its autoplay plugin) with the spec's rules: auto-advance with
 * wrap-around unless motion is reduced, no advance while hovered or focused from the keyboard, a
 * pause of ARROW_PAUSE_MS after an arrow or a drag and of DOT_PAUSE_MS after a dot, restarted by
 * every manual move. A move made before Embla starts is kept and shown when it does.
 */
export function useTestimonialCarousel(embla: EmblaCarouselType | null, count: number, reduceMotion: boolean): TestimonialCarousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // `id` restarts the pause on every manual move, even one of the same length.
  const [pause, setPause] = useState<{ ms: number; id: number } | null>(null);

  const pauseFor = useCallback((ms: number) => setPause((current) => ({ ms, id: (current?.id ?? 0) + 1 })), []);

  useEffect(() => {
    if (!pause) return undefined;
    const timer = setTimeout(() => setPause(null), pause.ms);
    return () => clearTimeout(timer);
  }, [pause]);

  // A move made before Embla started is shown at once when it does.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, true);
  }, [embla, index]);

  useEffect(() => {
    if (!embla) return undefined;
    const select = () => setIndex(embla.selectedScrollSnap());
    // A drag (or a press on a slide) counts as a move with the arrows.
    const released = () => pauseFor(ARROW_PAUSE_MS);
    embla.on('select', select).on('pointerUp', released);
    return () => {
      embla.off('select', select).off('pointerUp', released);
    };
  }, [embla, pauseFor]);

  const playing = !reduceMotion && !stopped && !hovered && !focused && pause === null && count > 1;

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay || !playing) return undefined;
    autoplay.play();
    return () => autoplay.stop();
  }, [embla, playing]);

  const move = useCallback(
    (target: number, forward: boolean, pauseMs: number) => {
      const wrapped = ((target % count) + count) % count;
      pauseFor(pauseMs);
      if (!embla) {
        setIndex(wrapped);
        return;
      }
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion adds the untyped third argument.
      const scrollTo = embla.scrollTo as ScrollToWithDirection;
      scrollTo(wrapped, reduceMotion, forward ? -1 : 1);
    },
    [embla, count, reduceMotion, pauseFor],
  );

  return {
    index,
    playing,
    stopped,
    next: () => move(index + 1, true, ARROW_PAUSE_MS),
    previous: () => move(index - 1, false, ARROW_PAUSE_MS),
    goTo: (target: number) => move(target, target >= index, DOT_PAUSE_MS),
    toggleStopped: useCallback(() => setStopped((value) => !value), []),
    setHovered,
    setFocused,
  };
}
