/**
 * The built site, copied to a folder of one test's own and served from there by a plain static
 * server: the test can publish a new release (a rebuilt worker) without changing the files the
 * suite's server and every other test are reading. Pages are `name.html`, as the prerender writes them.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

export interface ReleaseSite {
  url: string;
  /** Publishes a new worker: its source with `change` applied. */
  releaseWorker(change: (source: string) => string): void;
  close(): Promise<void>;
}

function fileFor(root: string, pathname: string): string | null {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export async function serveReleaseSite(distDir = path.resolve('dist')): Promise<ReleaseSite> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kestrel-release-'));
  const root = path.join(folder, 'dist');
  cpSync(distDir, root, { recursive: true });
  const server = http.createServer((request, response) => {
    const file = fileFor(root, new URL(request.url ?? '/', 'http://release').pathname);
    if (file === null) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const worker = path.join(root, 'sw.js');
  return {
    url: `http://127.0.0.1:${port}`,
    releaseWorker: (change) => writeFileSync(worker, change(readFileSync(worker, 'utf8'))),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
