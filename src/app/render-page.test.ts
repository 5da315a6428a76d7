import { describe, expect, it } from 'vitest';
import { headTags } from './render-page';

describe('headTags', () => {
  it('turns route head entries into tags, a deeper route replacing a meta of the same name', () => {
    const tags = headTags(
      [
        { title: 'Outer' },
        { name: 'description', content: 'outer' },
        { title: 'Inner' },
        { name: 'description', content: 'inner' },
        { property: 'og:title', content: 'Inner' },
      ],
      [{ rel: 'canonical', href: 'https://example.com/x' }],
    );
    expect(tags).toEqual([
      { tag: 'title', attributes: {}, text: 'Inner' },
      { tag: 'meta', attributes: { name: 'description', content: 'inner' } },
      { tag: 'meta', attributes: { property: 'og:title', content: 'Inner' } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/x' } },
    ]);
  });
});
