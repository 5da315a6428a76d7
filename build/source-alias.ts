/**
 * `@/…` names a module by its place under src/ (`@/leads/quote`) instead of a chain of `../`. The
 * type checker, tsx (npm start, the scripts) and Playwright read it from tsconfig.base.json's `paths`;
 * every Vite and Vitest build reads it from here: the site, the prerender, the service worker, the
 * studio's inbox, the production server and the unit tests. Not what vite.config.ts itself loads:
 * Vite loads its config before any alias exists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

export function sourceAlias(): Plugin {
  return {
    name: 'kestrel:source-alias',
    config: () => ({ resolve: { alias: [{ find: /^@\//, replacement: `${SOURCE_DIR}/` }] } }),
  };
}
