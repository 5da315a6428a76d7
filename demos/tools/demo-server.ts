/**
 * Serves the demo pages the site's work images are captured from (`npm run demos` to look at them,
 * `npm run screenshots` to capture them). Besides the files under demos/ and the case studies' sample
 * sites (/samples/), it hands the pages what a real site would load from its own CDN, made here from
 * well-kept packages, so a demo page is plain HTML and CSS:
 *   /lib/fonts/<family>.woff2          a variable font of @fontsource-variable (latin)
 *   /lib/emoji/<name>.svg              an object illustration of Fluent Emoji Flat (@iconify-json/fluent-emoji-flat)
 *   /lib/avatar/<style>/<seed>.svg     a person, drawn by DiceBear (notionists, personas, lorelei); `?bg=hex` sets a background
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAvatar, type Style } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as notionists from '@dicebear/notionists';
import * as personas from '@dicebear/personas';
import { icons as emojiSet } from '@iconify-json/fluent-emoji-flat';

const require = createRequire(import.meta.url);
export const DEMOS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES_DIR = path.resolve(DEMOS_DIR, '..', 'public', 'samples');

/** The font families a demo page may use (each a @fontsource-variable package) and the file of its latin subset. */
export const FONT_FILES: Readonly<Record<string, string>> = {
  inter: 'inter/files/inter-latin-wght-normal.woff2',
  'dm-sans': 'dm-sans/files/dm-sans-latin-wght-normal.woff2',
  manrope: 'manrope/files/manrope-latin-wght-normal.woff2',
  'space-grotesk': 'space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  fraunces: 'fraunces/files/fraunces-latin-wght-normal.woff2',
  'playfair-display': 'playfair-display/files/playfair-display-latin-wght-normal.woff2',
};

const AVATAR_STYLES: Readonly<Record<string, Style<object>>> = { lorelei, notionists, personas };

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** An emoji of the set as a standalone SVG document, or undefined for an unknown name. */
export function emojiSvg(name: string): string | undefined {
  const icon = emojiSet.icons[name] ?? emojiSet.icons[emojiSet.aliases?.[name]?.parent ?? ''];
  if (!icon) return undefined;
  const width = icon.width ?? emojiSet.width ?? 32;
  const height = icon.height ?? emojiSet.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${icon.body}</svg>`;
}

/** A DiceBear portrait, or undefined for an unknown style. The seed decides the face. */
export function avatarSvg(style: string, seed: string, background?: string): string | undefined {
  const chosen = AVATAR_STYLES[style];
  if (!chosen) return undefined;
  const backgroundColor = background && /^[0-9a-f]{6}$/i.test(background) ? [background] : [];
  return createAvatar(chosen, { seed, backgroundColor }).toString();
}

/** The file under `root` that `relative` names, or undefined when it would leave `root`. */
function inside(root: string, relative: string): string | undefined {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

async function staticFile(root: string, relative: string): Promise<{ body: Buffer; type: string } | undefined> {
  const base = inside(root, relative);
  if (!base) return undefined;
  for (const file of [base, path.join(base, 'index.html')]) {
    try {
      return { body: await readFile(file), type: TYPES[path.extname(file)] ?? 'application/octet-stream' };
    } catch {
      // Not this one: a folder's index next.
    }
  }
  return undefined;
}

async function answer(url: URL): Promise<{ status: number; body: string | Buffer; type: string }> {
  const notFound = { status: 404, body: 'not found', type: 'text/plain' };
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'lib') {
    const [, kind, first, second] = parts;
    if (kind === 'fonts' && first?.endsWith('.woff2')) {
      const file = FONT_FILES[first.slice(0, -'.woff2'.length)];
      if (!file) return notFound;
      return { status: 200, body: await readFile(require.resolve(`@fontsource-variable/${file}`)), type: 'font/woff2' };
    }
    if (kind === 'emoji' && first?.endsWith('.svg')) {
      const svg = emojiSvg(first.slice(0, -'.svg'.length));
      return svg ? { status: 200, body: svg, type: 'image/svg+xml' } : notFound;
    }
    if (kind === 'avatar' && first && second?.endsWith('.svg')) {
      const svg = avatarSvg(first, second.slice(0, -'.svg'.length), url.searchParams.get('bg') ?? undefined);
      return svg ? { status: 200, body: svg, type: 'image/svg+xml' } : notFound;
    }
    return notFound;
  }
  const relative = parts.join('/');
  const found = parts[0] === 'samples' ? await staticFile(SAMPLES_DIR, parts.slice(1).join('/')) : await staticFile(DEMOS_DIR, relative);
  return found ? { status: 200, ...found } : notFound;
}

/** Starts the demo server on `port` (0: any free port) of 127.0.0.1; resolves with its address and a stop function. */
export async function startDemoServer(port = 0): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    answer(new URL(request.url ?? '/', 'http://demo.local'))
      .then(({ status, body, type }) => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${bound}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
