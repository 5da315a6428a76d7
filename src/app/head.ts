import { notFoundPage, type PageEntry } from '@/content/pages';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE, absoluteUrl, ogImagePath } from '@/content/site-map';
import { siteUrl } from '@/components/site-url';

export interface PageHeadOptions {
  isHome?: boolean;
  /** Open Graph type: product pages are 'product', case studies 'article'. */
  ogType?: 'website' | 'product' | 'article';
}

/** The document title of a page: the home page leads with the studio's name. */
export function documentTitle(title: string, options: PageHeadOptions = {}): string {
  return options.isHome ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

/**
 * Head tags of the page at `path`: title, description, canonical URL, Open Graph and Twitter card
 * with the page's own social image. The prerender writes them into the page's HTML; in the browser
 * the router keeps them up to date while the visitor navigates.
 */
export function pageHead(path: string, page: Pick<PageEntry, 'title' | 'description'>, options: PageHeadOptions = {}) {
  const title = documentTitle(page.title, options);
  const url = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, ogImagePath(path));
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:type', content: options.ogType ?? 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/** The not-found page: its own title, and kept out of search results. */
export function notFoundHead() {
  return {
    meta: [{ title: documentTitle(notFoundPage.title) }, { name: 'robots', content: 'noindex' }],
  };
}
