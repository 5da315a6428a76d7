/**
 * The production server, compiled by `npm run build` to server/main.js and started with
 * `npm run start:prod` (or `node server/main.js`): plain JavaScript over the production
 * dependencies. It never builds and never writes to the app folder; a site built for another
 * configuration is refused with what to run instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMismatch, buildTargetOf } from './ensure-build';
import { findAppDir, runServer } from './run-server';

const appDir = findAppDir(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(appDir, 'dist');

runServer({
  distDir,
  prepareSite: async (config) => {
    const mismatch = buildMismatch(distDir, buildTargetOf(config));
    if (mismatch !== undefined) {
      throw new Error(`${mismatch}. Build the site for this configuration first: npm run build (with the same SITE_URL, VITE_ANALYTICS_SCRIPT_URL and LEAD_RETENTION_DAYS as the server).`);
    }
  },
});
