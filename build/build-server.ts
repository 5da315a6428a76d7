import path from 'node:path';
import type { Logger } from 'vite';
import { build, createLogger } from 'vite';
import { writeServerManifest } from './server-manifest';
import { sourceAlias } from './source-alias';
import { sqliteDriverPackage } from '@/server/store/sqlite-driver-package';

/** Where `npm run build` puts the compiled server (ignored by git, never served: it is outside dist/). */
export const SERVER_OUT_DIR = 'server';

/** Packages with compiled code, installed in production rather than bundled: the SQLite driver, one per Node line. */
const NATIVE_PACKAGES = ['better-sqlite3', 'better-sqlite3-napi'];

/** What production runs with plain node: the server, and the operator's leads command. */
const ENTRIES = {
  main: 'src/server/main-production.ts',
  leads: 'src/server/cli/leads.ts',
};

/**
 * Compiles the server and the leads command to JavaScript in server/ (main.js, leads.js), so
 * production needs neither TypeScript nor a loader: every package is bundled in but the native ones,
 * which server/package.json and server/package-lock.json (written here) list for `npm ci --omit=dev`.
 * Returns the warnings printed.
 */
export async function buildServer(projectDir: string): Promise<string[]> {
  const warnings: string[] = [];
  const base = createLogger('warn');
  const logger: Logger = {
    ...base,
    warn(message, options) {
      warnings.push(message);
      base.warn(message, options);
    },
    warnOnce(message, options) {
      warnings.push(message);
      base.warnOnce(message, options);
    },
  };
  await build({
    configFile: false,
    root: projectDir,
    customLogger: logger,
    logLevel: 'warn',
    publicDir: false,
    plugins: [sourceAlias()],
    // Every package is bundled in but the native one: production installs better-sqlite3 alone.
    ssr: { noExternal: true, external: NATIVE_PACKAGES, target: 'node' },
    build: {
      ssr: true,
      target: 'node20',
      outDir: path.join(projectDir, SERVER_OUT_DIR),
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(projectDir, file)])),
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  // The release installs the driver for the Node that builds it, which is the Node that runs it (npm run release).
  writeServerManifest(projectDir, path.join(projectDir, SERVER_OUT_DIR), sqliteDriverPackage(process.versions.node));
  return warnings;
}
