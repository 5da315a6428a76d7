import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './src/content/web-app-manifest';
import { PAGE_STYLESHEET_PREFIX } from './src/content/page-files';
import { buildDefines, siteUrlFromEnv } from './scripts/prerender/build-env';
import { prerenderPlugin } from './scripts/prerender/plugin';

const siteUrl = siteUrlFromEnv();

/**
 * A CSS module normally leaves the bundle when no script reads its class names. The static shell
 * is prerendered and never rendered by a script, so its modules (imported by src/app/boot/shell-styles.ts)
 * would lose their styles: every CSS module is kept with its styles instead.
 */
const keepCssModules: Plugin = {
  name: 'kestrel:keep-css-modules',
  enforce: 'post',
  transform(code, id) {
    if (/\.module\.css(?:$|\?)/.test(id)) return { code, moduleSideEffects: 'no-treeshake' };
    return undefined;
  },
};

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so that split route chunks are transformed too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/features/pwa) with workbox-window.
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      injectManifest: {
        rollupFormat: 'es',
        // Everything a visitor needs offline: every page, every script, the site's stylesheet, icons,
        // images, samples. Not the pages' own stylesheets (the worker keeps those once used and stands
        // in the site's for them), nor what only others fetch: social cards, the install dialog's screenshots.
        globPatterns: ['**/*.{html,js,css,svg,png,webp,avif,jpg,ico,webmanifest,json,txt}'],
        globIgnores: ['sw.js', '**/node_modules/**', '.vite/**', 'og/**', 'screenshots/**', `${PAGE_STYLESHEET_PREFIX}*.css`],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    prerenderPlugin({ siteUrl }),
    keepCssModules,
  ],
  define: buildDefines(siteUrl),
  build: {
    target: 'es2022',
    // Explicit browser targets: with only an ES target the CSS minifier drops unprefixed backdrop-filter.
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and route needs (prerender, budgets).
    manifest: true,
    // One stylesheet for the whole site: the prerender gives each page its own copy without what the
    // page cannot use (scripts/prerender/css-purge.ts), and the router application loads the whole
    // one before it shows another page. No chunk then loads styles of its own.
    cssCodeSplit: false,
  },
});
