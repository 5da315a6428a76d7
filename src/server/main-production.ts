/**
 * The production server, compiled by `npm run build` to server/main.js and started with
 * `node server/main.js` from the release folder (the one holding dist/ and server/): plain
 * JavaScript over the production dependencies. It never builds and never writes to the release; a
 * site built for another configuration is refused, before the store is touched, with what to do
 * instead. `node server/main.js --check` says what a start would find, without starting.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDirOf } from './entry-file';
import { productionSite, runServer } from './run-server';

runServer(productionSite(path.join(appDirOf(fileURLToPath(import.meta.url)), 'dist')));
