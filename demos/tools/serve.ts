/**
 * npm run demos [-- PORT]: serves the demo pages for a look in a browser; the index lists each
 * shot of demos/shots.ts with its page.
 */
import { SHOTS } from '../shots';
import { startDemoServer } from './demo-server';

const port = Number(process.argv[2] ?? process.env.DEMOS_PORT ?? 4500);
const server = await startDemoServer(port);
console.info(`Demo pages at ${server.base}/`);
for (const shot of SHOTS) console.info(`  ${shot.id.padEnd(32)} ${server.base}/${shot.page} (${shot.device})`);
