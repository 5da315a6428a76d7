/**
 * What the design checks read in the page. The page functions run inside the page
 * (locator.evaluate / page.evaluate), so each defines what it needs itself. Colours come back as
 * computed strings; e2e/support/colour.ts turns them into contrast and ΔE.
 */
import { composite, mustParse, parseColour, type Rgba } from './colour';

/** The layers behind a box: translucent backgrounds on the way (nearest first), then the opaque colours of the surface under them. */
export interface Backdrop {
  overlays: string[];
  surface: string[];
}

/** How a box is drawn, and what is behind it. */
export interface BoxLook {
  label: string;
  colour: string;
  background: string;
  borderColour: string;
  boxShadow: string;
  fontSize: string;
  fontWeight: string;
  textAlign: string;
  textWrap: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColour: string;
  /** The element just above it is a small upper-case label (an eyebrow). */
  eyebrow: boolean;
  /** From the parent up: what the box (and a ring drawn outside it) sits on. */
  backdrop: Backdrop;
}

/** Reads `element`'s look (a page function: `locator.evaluate(lookOf)`). A surface drawn with a gradient gives each of its opaque colour stops. */
export function lookOf(element: Element): BoxLook {
  const stops = (image: string) => image.match(/(rgba?|color)\([^)]*\)/g) ?? [];
  const alpha = (colour: string) => {
    const match = /^rgba\(.*,\s*([\d.]+)\)$/.exec(colour) ?? /\/\s*([\d.]+)\)$/.exec(colour);
    return match ? Number(match[1]) : 1;
  };
  const overlays: string[] = [];
  let surface = ['rgb(255, 255, 255)'];
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const style = getComputedStyle(node);
    const opaqueStops = stops(style.backgroundImage).filter((colour) => alpha(colour) === 1);
    if (opaqueStops.length > 0) {
      surface = opaqueStops;
      break;
    }
    if (alpha(style.backgroundColor) === 1) {
      surface = [style.backgroundColor];
      break;
    }
    if (alpha(style.backgroundColor) > 0) overlays.push(style.backgroundColor);
  }
  const style = getComputedStyle(element);
  const above = element.previousElementSibling;
  const aboveStyle = above === null ? null : getComputedStyle(above);
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 48);
  return {
    label: `${element.tagName.toLowerCase()} "${label}"`,
    colour: style.color,
    background: style.backgroundColor,
    borderColour: style.borderTopColor,
    boxShadow: style.boxShadow,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    textAlign: style.textAlign,
    textWrap: style.textWrapStyle || style.textWrap,
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth),
    outlineColour: style.outlineColor,
    eyebrow:
      above !== null &&
      aboveStyle !== null &&
      above.checkVisibility() &&
      aboveStyle.textTransform === 'uppercase' &&
      parseFloat(aboveStyle.fontSize) < parseFloat(style.fontSize),
    backdrop: { overlays, surface },
  };
}

/** The ids of the h2 titles that name a band of the page (a `section` labelled by its h2), shown. */
export function sectionTitleIds(): string[] {
  return [...document.querySelectorAll('main section[aria-labelledby]')].flatMap((section) => {
    const title = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
    return title !== null && title.tagName === 'H2' && title.checkVisibility() ? [title.id] : [];
  });
}

/** The colours a visitor sees behind a box: each surface colour with the overlays painted on it. */
export function seenColours(backdrop: Backdrop): Rgba[] {
  return backdrop.surface.map((surface) => backdrop.overlays.reduceRight<Rgba>((below, overlay) => composite(mustParse(overlay), below), mustParse(surface)));
}

/** True for a backdrop a visitor reads as light (every colour of it). */
export function isLight(backdrop: Backdrop): boolean {
  return seenColours(backdrop).every((colour) => (colour.r + colour.g + colour.b) / 3 > 160);
}

/** What a visitor sees of a box's background: its own colour painted over its backdrop (each surface colour). */
export function shownBackground(look: Pick<BoxLook, 'background' | 'backdrop'>): Rgba[] {
  const own = parseColour(look.background) ?? { r: 0, g: 0, b: 0, a: 0 };
  return seenColours(look.backdrop).map((below) => composite(own, below));
}

export interface FilledButton {
  label: string;
  background: string;
}

/**
 * Every control with a solid background and a label in the header, the main content and the
 * footer (isFilled then keeps those drawn in a colour: white ones are not filled buttons). Toggles,
 * tabs, the current page's link and disabled buttons show a state, not an action, and are left out.
 */
export function readFilledButtons(): FilledButton[] {
  const alpha = (colour: string) => {
    const match = /^rgba\(.*,\s*([\d.]+)\)$/.exec(colour) ?? /\/\s*([\d.]+)\)$/.exec(colour);
    return match ? Number(match[1]) : 1;
  };
  const candidates = document.querySelectorAll('header a[href], header button, main a[href], main button, footer a[href], footer button');
  return [...candidates].flatMap((element) => {
    if (!(element instanceof HTMLElement) || !element.checkVisibility()) return [];
    if (element.matches(':disabled, [data-disabled], [aria-pressed], [aria-selected], [aria-current], [role="tab"], [role="radio"], [data-accordion-control]'))
      return [];
    const label = (element.textContent ?? '').trim();
    const style = getComputedStyle(element);
    if (label === '' || alpha(style.backgroundColor) < 1) return [];
    return [{ label: label.replace(/\s+/g, ' ').slice(0, 40), background: style.backgroundColor }];
  });
}

/** A solid background in a colour, not white or nearly (a white button, a card drawn as a link). */
export function isFilled(button: FilledButton): boolean {
  const { r, g, b } = mustParse(button.background);
  return (r + g + b) / 3 <= 230;
}
