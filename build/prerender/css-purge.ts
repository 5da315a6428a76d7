/**
 * Only the CSS a page uses. The build makes one stylesheet for the whole site; each prerendered page
 * links a copy of it without the rules no element of the page can ever match: rules whose
 * selectors need a class that neither the page's HTML nor the code of its islands (which may add
 * classes when they open a modal, a drawer, a toast...) ever names. The site is light only, so the
 * dark colour scheme's rules go too. The router application loads the whole stylesheet before it
 * shows any other page.
 */
import postcss, { type AtRule, type Root, type Rule } from 'postcss';

/** Mantine's global utility classes are built from names at run time (mantine-hidden-from-${size}): always kept. */
const ALWAYS_KEPT_CLASS = /^mantine-/;
const DARK_SCHEME = /\[data-mantine-color-scheme=['"]?dark['"]?\]/;

/** Every class name a CSS text defines a rule for. */
export function cssClassNames(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const match of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]!);
  });
  return names;
}

/** The words of a text (HTML or JavaScript) that could be class names. */
export function classTokens(text: string): Set<string> {
  return new Set(text.match(/-?[_a-zA-Z][\w-]*/g) ?? []);
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * The classes a selector needs to match anything: those outside attribute values and outside
 * functional pseudo-classes (`:not(.a)` matches without `.a`; `:where(.a, .b)` needs only one).
 */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    if (depth === 0) outside += char;
    if (char === ')' || char === ']') depth -= 1;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** Whether a selector can match in a page whose possible classes are `used`. */
export function selectorCanMatch(selector: string, used: ReadonlySet<string>): boolean {
  if (DARK_SCHEME.test(selector)) return false;
  return requiredClasses(selector).every((name) => used.has(name) || ALWAYS_KEPT_CLASS.test(name));
}

function isDarkSchemeMedia(atRule: AtRule): boolean {
  return atRule.name === 'media' && /prefers-color-scheme:\s*dark/.test(atRule.params);
}

function removeEmptyParents(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
  }
}

/** `css` without the rules that cannot match given the classes a page can have (`used`), nor the dark scheme. */
export function purgeCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkAtRules((atRule) => {
    if (isDarkSchemeMedia(atRule)) atRule.remove();
  });
  root.walkRules((rule: Rule) => {
    // Keyframe steps are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = splitSelectors(rule.selector).filter((selector) => selectorCanMatch(selector, used));
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(',');
  });
  removeEmptyParents(root);
  return root.toString();
}
