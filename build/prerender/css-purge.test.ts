import { describe, expect, it } from 'vitest';
import { classTokens, cssClassNames, purgeCss, requiredClasses, selectorCanMatch } from './css-purge';

describe('classTokens', () => {
  it('reads every word of HTML or script that could be a class name', () => {
    const tokens = classTokens('<div class="m_1a2b _card_x9 hero">x</div><script>el.classList.add("mantine-active")</script>');
    for (const name of ['m_1a2b', '_card_x9', 'hero', 'mantine-active', 'classList']) expect(tokens.has(name)).toBe(true);
  });
});

describe('cssClassNames', () => {
  it('lists the classes a stylesheet has rules for, inside at-rules too', () => {
    expect([...cssClassNames('.a{color:red}@media (min-width:40em){.b .c:hover{color:blue}}')].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('requiredClasses', () => {
  it('needs the classes of every compound, not those inside :not(), :where() or attribute values', () => {
    expect(requiredClasses('.a > .b:hover')).toEqual(['a', 'b']);
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':where(.a, .b) .c')).toEqual(['c']);
    expect(requiredClasses('[data-x=".a"] .c')).toEqual(['c']);
  });
});

describe('selectorCanMatch', () => {
  const used = new Set(['card', 'title']);
  it('keeps selectors whose classes the page can have, and element-only ones', () => {
    expect(selectorCanMatch('.card .title', used)).toBe(true);
    expect(selectorCanMatch('body', used)).toBe(true);
    expect(selectorCanMatch('.card .modal', used)).toBe(false);
  });

  it("keeps Mantine's global utility classes, built from names at run time", () => {
    expect(selectorCanMatch('.mantine-hidden-from-sm', used)).toBe(true);
  });

  it('drops the dark colour scheme', () => {
    expect(selectorCanMatch(':root[data-mantine-color-scheme="dark"] .card', used)).toBe(false);
    expect(selectorCanMatch('[data-mantine-color-scheme=dark] .card', used)).toBe(false);
  });
});

describe('purgeCss', () => {
  const css = [
    ':root{--gap:8px}',
    '.card,.modal{padding:var(--gap)}',
    '.modal{position:fixed}',
    '@media (min-width:48em){.modal{inset:0}.card{margin:0}}',
    '@media (prefers-color-scheme:dark){.card{color:white}}',
    '@layer ui{.title{font-weight:700}.drawer{width:80vw}}',
    '@keyframes fade{from{opacity:0}to{opacity:1}}',
  ].join('');

  it('keeps only the rules the page can match, in their order, and drops emptied at-rules', () => {
    expect(purgeCss(css, new Set(['card', 'title']))).toBe(
      [
        ':root{--gap:8px}',
        '.card{padding:var(--gap)}',
        '@media (min-width:48em){.card{margin:0}}',
        '@layer ui{.title{font-weight:700}}',
        '@keyframes fade{from{opacity:0}to{opacity:1}}',
      ].join(''),
    );
  });

  it('keeps a rule for a class that only the code of an island names', () => {
    expect(purgeCss(css, new Set(['card', 'modal']))).toContain('.modal{position:fixed}');
  });
});
