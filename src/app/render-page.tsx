/**
 * The prerender's entry (built by Vite for Node, see build/prerender): renders one page of the
 * site to HTML (the static shell around the page the router renders for the address), then each
 * island of it on its own, exactly as the browser will hydrate it; and reports the page's head
 * tags, status, routes and islands.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { IslandCollectorContext, type IslandCollector } from '@/islands/island';
import { ISLAND_ATTR, ISLAND_TAG, isPlainIsland, type IslandOptions } from '@/islands/island-contract';
import { islandIdPrefix, islandTree } from '@/islands/island-tree';
import { createAppRouter } from './router';
import { isNotFoundMatch } from './router-internals';
import { SiteShell } from './shell/site-shell';
import { SiteMantineProvider, ThemeStylesSource } from '@/components/site-mantine-provider';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

export interface RenderedPage {
  /** 200, or 404 for an address no route knows. */
  status: number;
  /** The markup inside #root. */
  html: string;
  head: HeadTag[];
  /** The matched routes, outermost first. */
  routeIds: string[];
  /** The names of the page's islands, each once. */
  islands: string[];
  /** Those of them that hydrate with React alone (IslandOptions.mantine false). */
  plainIslands: string[];
}

type HeadEntry = Record<string, unknown>;

function attributesOf(entry: HeadEntry): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry)) {
    if (typeof value === 'string') attributes[name] = value;
  }
  return attributes;
}

/** The routes' head entries as tags: a later (deeper) route's meta replaces an earlier one with the same name. */
export function headTags(meta: readonly HeadEntry[], links: readonly HeadEntry[]): HeadTag[] {
  let title: string | undefined;
  const metas = new Map<string, Record<string, string>>();
  for (const entry of meta) {
    if (typeof entry.title === 'string') {
      title = entry.title;
      continue;
    }
    const attributes = attributesOf(entry);
    const key = attributes.name ?? attributes.property ?? attributes.httpEquiv ?? JSON.stringify(attributes);
    metas.set(key, attributes);
  }
  return [
    ...(title === undefined ? [] : [{ tag: 'title' as const, attributes: {}, text: title }]),
    ...[...metas.values()].map((attributes) => ({ tag: 'meta' as const, attributes })),
    ...links.map((entry) => ({ tag: 'link' as const, attributes: attributesOf(entry) })),
  ];
}

/** Collects the islands of one page render; each is rendered on its own afterwards. */
class PageIslands implements IslandCollector {
  readonly rendered: { id: number; name: string; element: React.ReactElement; options: IslandOptions }[] = [];

  add({ name, element, options }: { name: string; element: React.ReactElement; options: IslandOptions }): number {
    const id = this.rendered.length + 1;
    this.rendered.push({ id, name, element, options });
    return id;
  }

  /** Puts each island's own markup into its (empty) element in the page's markup. */
  fill(pageHtml: string): string {
    let html = pageHtml;
    for (const { id, element, options } of this.rendered) {
      const islandHtml = renderToString(islandTree(element, isPlainIsland(options) ? null : SiteMantineProvider), { identifierPrefix: islandIdPrefix(id) });
      const marker = new RegExp(`(<${ISLAND_TAG}\\b[^>]*\\s${ISLAND_ATTR.id}="${id}"[^>]*>)(</${ISLAND_TAG}>)`);
      if (!marker.test(html)) throw new Error(`Island ${id} has no element in the page`);
      html = html.replace(marker, (_match, open: string, close: string) => `${open}${islandHtml}${close}`);
    }
    return html;
  }

  names(): string[] {
    return [...new Set(this.rendered.map((island) => island.name))];
  }

  plainNames(): string[] {
    return [...new Set(this.rendered.filter((island) => isPlainIsland(island.options)).map((island) => island.name))];
  }
}

/** Renders the page at `url`. `pathname`: the page the shell marks as current (defaults to the url's). */
export async function renderPage(url: string, pathname = new URL(url, 'http://prerender').pathname): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const islands = new PageIslands();
  const pageHtml = renderToString(
    <SiteMantineProvider>
      <IslandCollectorContext value={islands}>
        <SiteShell pathname={pathname}>
          <RouterProvider router={router} />
        </SiteShell>
      </IslandCollectorContext>
    </SiteMantineProvider>,
  );
  const html = islands.fill(pageHtml);
  const { matches } = router.state;
  // An address no route matches marks the root match; a loader's notFound() marks its own match.
  const notFound = matches.some(isNotFoundMatch);
  const meta = matches.flatMap((match) => (match.meta ?? []).filter((entry): entry is HeadEntry => entry !== undefined));
  const links = matches.flatMap((match) => (match.links ?? []).filter((entry): entry is HeadEntry => entry !== undefined));
  return {
    status: notFound ? 404 : 200,
    html,
    head: headTags(meta, links),
    routeIds: matches.map((match) => match.routeId),
    islands: islands.names(),
    plainIslands: islands.plainNames(),
  };
}

/** The theme's CSS variables and Mantine's global classes, as Mantine itself writes them: the static theme stylesheet. */
export function themeStylesheet(): string {
  const markup = renderToStaticMarkup(<ThemeStylesSource />);
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n');
}
