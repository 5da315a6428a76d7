import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { stubReducedMotion } from '@/test-utils/motion';
import { revealElement, scrollBehavior, scrollToTopOf } from './motion';

/** Places `element` at `top`..`bottom` of a window 800 px tall, with 96 px kept clear at the top. */
function placeAt(element: Element, top: number, bottom: number): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top } as DOMRect);
}

describe('scrolls the page makes', () => {
  let scroll: Mock<(options?: boolean | ScrollIntoViewOptions) => void>;
  beforeEach(() => {
    scroll = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(scroll);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    document.documentElement.style.scrollPaddingTop = '96px';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.style.scrollPaddingTop = '';
    document.body.replaceChildren();
  });

  it('glide, or jump at once for a visitor who asks for reduced motion', () => {
    stubReducedMotion(false);
    expect(scrollBehavior()).toBe('smooth');
    stubReducedMotion(true);
    expect(scrollBehavior()).toBe('instant');
  });

  it('leave an answer wholly in view where it is', () => {
    const answer = document.body.appendChild(document.createElement('div'));
    placeAt(answer, 96, 800);
    revealElement(answer);
    expect(scroll).not.toHaveBeenCalled();
  });

  it.each([
    ['under the top bar', 60, 120],
    ['below the window', 760, 860],
  ])('bring an answer %s to the middle of the window', (_where, top, bottom) => {
    stubReducedMotion(false);
    const answer = document.body.appendChild(document.createElement('div'));
    placeAt(answer, top, bottom);
    revealElement(answer);
    expect(scroll).toHaveBeenCalledWith({ block: 'center', inline: 'nearest', behavior: 'smooth' });
  });

  it('bring a field whose error is out of view to the middle, error and all', () => {
    stubReducedMotion(true);
    const field = document.body.appendChild(document.createElement('input'));
    const error = document.body.appendChild(document.createElement('p'));
    error.id = 'field-error';
    field.setAttribute('aria-describedby', 'field-error');
    placeAt(field, 700, 740);
    placeAt(error, 744, 810);
    revealElement(field);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(field);
    expect(scroll).toHaveBeenCalledWith({ block: 'center', inline: 'nearest', behavior: 'instant' });
  });

  it("bring a card to the top of the window (below the top bar: the card's scroll margin)", () => {
    stubReducedMotion(false);
    const card = document.body.appendChild(document.createElement('section'));
    scrollToTopOf(card);
    expect(scroll).toHaveBeenCalledWith({ block: 'start', inline: 'nearest', behavior: 'smooth' });
  });
});
