/**
 * Vite plugin: after the site's client build, builds the studio's inbox (src/inbox) as an
 * application of its own into dist/studio/, served at /studio. Its own build, not another entry of
 * the site's: no chunk, stylesheet or precache entry of a visitor's page can then hold a byte of it.
 * It runs before the precompress step, which then compresses its files with the site's.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { sourceAlias } from './source-alias.ts';

/** Where the inbox is built, inside the site's output folder, and the address it is served at. */
export const INBOX_OUT_DIR = 'studio';
export const INBOX_BASE = '/studio/';
const INBOX_ROOT = 'src/inbox';

/** The inbox as Vite sees it, for its build here and for `npm run dev` (scripts/dev.ts). */
export function inboxSourceConfig(projectRoot: string, mode: string): InlineConfig {
  return {
    configFile: false,
    root: path.join(projectRoot, INBOX_ROOT),
    base: INBOX_BASE,
    mode,
    publicDir: false,
    envDir: projectRoot,
    plugins: [sourceAlias(), react()],
    // The project's PostCSS set-up (Mantine's preset), found from the project root.
    css: { postcss: projectRoot },
  };
}

export function inboxPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kestrel:inbox',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        await build({
          ...inboxSourceConfig(config.root, config.mode),
          logLevel: 'warn',
          build: {
            outDir: path.join(config.root, config.build.outDir, INBOX_OUT_DIR),
            emptyOutDir: true,
            target: config.build.target,
            cssTarget: config.build.cssTarget,
            sourcemap: false,
            // Three files the browser keeps apart: the libraries change far less often than the inbox.
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                    // Not @mantine/charts: the group would take it and Recharts under it into this chunk, which every
                    // start loads; left out, they stay in the chart's own chunk, loaded when the chart is drawn.
                    { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](?!charts[\\/])|dayjs[\\/]|@floating-ui[\\/])/, priority: 10 },
                  ],
                },
              },
            },
          },
        });
        config.logger.info(`built the studio's inbox into ${config.build.outDir}/${INBOX_OUT_DIR}/`);
      },
    },
  };
}
