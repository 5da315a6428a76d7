/**
 * The prerender's entry (built by Vite for Node, see scripts/prerender): renders one page of the
 * site to HTML with the same tree the browser hydrates, and reports its head tags, status and routes.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { createAppRouter } from './router';

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

export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(<App router={router} />);
  const { matches } = router.state;
  // An address no route matches marks the root match; a loader's notFound() marks its own match.
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true);
  const meta = matches.flatMap((match) => (match.meta ?? []).filter((entry): entry is HeadEntry => entry !== undefined));
  const links = matches.flatMap((match) => (match.links ?? []).filter((entry): entry is HeadEntry => entry !== undefined));
  return { status: notFound ? 404 : 200, html, head: headTags(meta, links), routeIds: matches.map((match) => match.routeId) };
}
