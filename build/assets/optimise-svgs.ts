/**
 * Optimises every SVG the site serves, in place: `npx tsx build/assets/optimise-svgs.ts`.
 * Running it twice changes nothing; the unit tests fail while any SVG is not yet optimised.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { optimiseSvg, siteSvgFiles } from './svg-optimiser';

let before = 0;
let after = 0;
let changed = 0;
const files = siteSvgFiles();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const optimised = optimiseSvg(source, file);
  before += Buffer.byteLength(source);
  after += Buffer.byteLength(optimised);
  if (optimised !== source) {
    writeFileSync(file, optimised);
    changed += 1;
  }
}
const saved = before === 0 ? 0 : Math.round((1 - after / before) * 100);
console.info(`${files.length} SVGs, ${changed} rewritten: ${before} bytes before, ${after} after (${saved}% smaller)`);
