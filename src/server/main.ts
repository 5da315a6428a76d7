/**
 * `npm start`: the newcomer's one command. Builds the site first when dist/ is missing or does not
 * fit the configuration (which needs the devDependencies), then serves it. In production the
 * compiled server (src/server/main-production.ts) serves a site built beforehand instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTargetOf, ensureBuild } from './ensure-build';
import { findAppDir, runServer } from './run-server';

const appDir = findAppDir(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(appDir, 'dist');

runServer({
  distDir,
  prepareSite: (config, signal) => ensureBuild(appDir, distDir, buildTargetOf(config), { signal }),
});
