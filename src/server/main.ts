/**
 * `npm start`: the newcomer's one command. Builds the site first when dist/ is missing or does not
 * fit the configuration (which needs the devDependencies), then serves it. In production the
 * compiled server (src/server/main-production.ts) serves a site built beforehand instead.
 * `npm start -- --check` says what a start would find, without starting.
 */
import { fileURLToPath } from 'node:url';
import { appDirOf } from './entry-file';
import { developmentSite, runServer } from './run-server';

runServer(developmentSite(appDirOf(fileURLToPath(import.meta.url))));
