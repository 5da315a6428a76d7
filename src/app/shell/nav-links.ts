/**
 * Which navigation link is the current one. The top bar is static HTML: the prerender marks the
 * page's own link, and after each client-side navigation `markCurrentNavLinks` marks the new one.
 */
export type NavLinkState = { 'aria-current'?: 'page' | 'true' };

/** The link's page itself ('page'), a page under it ('true', e.g. a product under Solutions), or neither. */
export function navLinkState(to: string, pathname: string): NavLinkState {
  if (pathname === to) return { 'aria-current': 'page' };
  if (to !== '/' && pathname.startsWith(`${to}/`)) return { 'aria-current': 'true' };
  return {};
}

/** Marks the links of the static top bar for `pathname` (after a client-side navigation). */
export function markCurrentNavLinks(pathname: string, root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]')) {
    const current = navLinkState(link.getAttribute('href') ?? '', pathname)['aria-current'];
    if (current) link.setAttribute('aria-current', current);
    else link.removeAttribute('aria-current');
  }
}
