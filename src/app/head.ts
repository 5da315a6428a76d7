import type { PageEntry } from '../content/pages';
import { site } from '../content/site';

/** Head tags of a route, from its page entry. */
export function pageHead(page: Pick<PageEntry, 'title' | 'description'>, options: { isHome?: boolean } = {}) {
  const title = options.isHome ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  return {
    meta: [{ title }, { name: 'description', content: page.description }],
  };
}
