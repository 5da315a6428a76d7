import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './src/content/web-app-manifest.ts';
import { PAGE_STYLESHEET_PREFIX } from './src/content/page-files.ts';
import { offlineWorkImages } from './src/content/work-images.ts';
import { analyticsUrlFromEnv, buildDefines, leadRetentionDaysFromEnv, siteUrlFromEnv } from './build/prerender/build-env.ts';
import { prerenderPlugin } from './build/prerender/plugin.ts';
import { inboxPlugin, INBOX_OUT_DIR } from './build/inbox-plugin.ts';
import { sourceAlias } from './build/source-alias.ts';

const siteUrl = siteUrlFromEnv();
const leadRetentionDays = leadRetentionDaysFromEnv();

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

/** Matches the script modules of a package under node_modules (`path`: what follows `node_modules/`); never its CSS. */
function packageModule(path: RegExp): (id: string) => boolean {
  const pattern = new RegExp(`node_modules[\\\\/]${path.source}`);
  return (id) => pattern.test(id) && !/\.css(\?|$)/.test(id);
}

export default defineConfig({
  plugins: [
    sourceAlias(),
    // The router plugin must run before React's so that split route chunks are transformed too. Its
    // options are in tsr.config.json, which scripts/generate-routes.ts (npm run typecheck) reads as well.
    tanstackRouter(),
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
        // One classic script (no module worker): every browser with service workers runs it.
        rollupFormat: 'iife',
        // Everything a visitor needs offline: every page, every script, the site's stylesheet, icons,
        // images, samples. Not the pages' own stylesheets (the worker keeps those once used and stands
        // in the site's for them), nor what only others fetch: social cards, the install dialog's screenshots,
        // the studio's inbox (the worker keeps it once the studio opens it). Of the screenshots of work,
        // one small copy each: the worker shows it offline for whatever width the page asked for.
        globPatterns: ['**/*.{html,js,css,svg,png,webp,avif,jpg,ico,webmanifest,json,txt}'],
        globIgnores: [
          'sw.js',
          '**/node_modules/**',
          '.vite/**',
          'og/**',
          'screenshots/**',
          'images/work/**',
          `${INBOX_OUT_DIR}/**`,
          `${PAGE_STYLESHEET_PREFIX}*.css`,
        ],
        additionalManifestEntries: offlineWorkImages(),
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The worker is built on its own, without this config's plugins.
        buildPlugins: { vite: [sourceAlias()] },
      },
      devOptions: { enabled: false },
    }),
    // Before the prerender's plugins: its build must end before their last step compresses dist/.
    inboxPlugin(),
    prerenderPlugin({ siteUrl, analyticsScriptUrl: analyticsUrlFromEnv(), leadRetentionDays }),
    keepCssModules,
  ],
  define: buildDefines(siteUrl, leadRetentionDays),
  build: {
    target: 'es2022',
    // Explicit browser targets: with only an ES target the CSS minifier drops unprefixed backdrop-filter.
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and route needs (prerender, budgets).
    manifest: true,
    // One stylesheet for the whole site: the prerender gives each page its own copy without what the
    // page cannot use (build/prerender/css-purge.ts), and the router application loads the whole
    // one before it shows another page. No chunk then loads styles of its own.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Each file an island loads costs the phone a request, a module to compile and a task to
        // start it, whatever its size. Left alone, the bundler cuts React and Mantine's foundation
        // into dozens of tiny shared files (one per mix of the pages and islands that use them):
        // these two groups make them two files, about the same bytes. Mantine's components stay
        // where they fall, so an island loads only the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: packageModule(/(react|react-dom|scheduler)[\\/]/), priority: 30 },
            { name: 'mantine-base', test: packageModule(/@mantine[\\/](core[\\/]esm[\\/]core|hooks)[\\/]/), priority: 20 },
          ],
        },
      },
    },
    modulePreload: {
      // An island's code (and React for islands) is fetched by the page's loader from the list the
      // prerender writes into the page, a few files per idle moment (src/islands/prefetch.ts).
      // Everything else loaded later (the router application, a page's code) is preloaded as usual.
      resolveDependencies: (filename, dependencies) => (/(^|\/)([\w-]+\.island|renderer)-[\w-]+\.js$/.test(filename) ? [] : dependencies),
    },
  },
});
