import path from 'node:path';
import type { Logger } from 'vite';
import { build, createLogger } from 'vite';
import { sourceAlias } from './source-alias';

/** Where `npm run build` puts the compiled server (ignored by git, never served: it is outside dist/). */
export const SERVER_OUT_DIR = 'server';

/** What production runs with plain node: the server, and the operator's leads command. */
const ENTRIES = {
  main: 'src/server/main-production.ts',
  leads: 'scripts/leads.ts',
};

/**
 * Compiles the server and the leads command to JavaScript in server/ (main.js, leads.js), so
 * production needs neither TypeScript nor a loader: packages stay imports of node_modules (the
 * production dependencies), the project's own modules are bundled in. Returns the warnings printed.
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
  return warnings;
}
