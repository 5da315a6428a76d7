/**
 * Vite plugin for `npm run dev`: every page of the site rendered on request by the prerender's own
 * renderer (src/app/render-page.tsx, through Vite's SSR module loader, so an edit shows on the next
 * request), in Vite's index.html with the stylesheets the page's modules import. An edit the browser
 * can take in place (an island's component: React Fast Refresh) is applied there; an edit to a module
 * only the server renders (a content file, a static section) reloads the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { devPageDocument, type HeadTag } from './prerender/document.ts';

const RENDERER = '/src/app/render-page.tsx';
const CSS_MODULE = /\.css(?:$|\?)/;

interface RenderModule {
  renderPage(url: string, pathname?: string): Promise<{ status: number; html: string; head: HeadTag[] }>;
  themeStylesheet(): string;
}

/** What the browser asks for as a page: a GET or HEAD for HTML, outside the API and Vite's own files. */
export function isPageRequest(method: string | undefined, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const { pathname } = new URL(url, 'http://dev.invalid');
  if (/^\/(api|src|node_modules|@[\w-]+)(\/|$)/.test(pathname) || path.posix.extname(pathname) !== '') return false;
  return (accept ?? '').includes('text/html');
}

/** The CSS the module `root` imports, directly or through others, in import order, each once. */
export function importedStylesheets(root: EnvironmentModuleNode | undefined): string[] {
  const found: string[] = [];
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (CSS_MODULE.test(node.url)) found.push(node.url);
    for (const imported of node.importedModules) visit(imported);
  };
  if (root) visit(root);
  return found;
}

async function renderDocument(server: ViteDevServer, url: string): Promise<{ status: number; html: string }> {
  const { pathname } = new URL(url, 'http://dev.invalid');
  const template = await server.transformIndexHtml(url, readFileSync(path.join(server.config.root, 'index.html'), 'utf8'));
  const { renderPage, themeStylesheet } = (await server.ssrLoadModule(RENDERER)) as RenderModule;
  const page = await renderPage(url, pathname);
  const stylesheets = importedStylesheets(await server.environments.ssr.moduleGraph.getModuleByUrl(RENDERER));
  return { status: page.status, html: devPageDocument(template, page, { themeCss: themeStylesheet(), stylesheets }) };
}

export function devPages(): Plugin {
  return {
    name: 'kestrel:dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.originalUrl ?? request.url ?? '/';
        if (!isPageRequest(request.method, url, request.headers.accept)) return next();
        renderDocument(server, url).then(
          ({ status, html }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(request.method === 'HEAD' ? undefined : html);
          },
          (error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          },
        );
      });
    },
    hotUpdate({ file, modules, server }) {
      // The browser has no module for the file, the server renders with it: show the page again.
      if (this.environment.name !== 'client' || modules.length > 0) return;
      if ((server.environments.ssr.moduleGraph.getModulesByFile(file)?.size ?? 0) > 0) this.environment.hot.send({ type: 'full-reload' });
    },
  };
}
