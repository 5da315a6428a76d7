import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_ROUTES, BYTE_BUDGETS, formatKb } from '../../build/budgets';
import type { FirstLoad } from '../../build/first-load';
import { firstLoadBytes } from '../../build/first-load';

const dist = path.resolve('dist');
const BIGGEST_FILES_SHOWN = 8;

const FIGURE_NAMES = { js: 'JS', css: 'CSS', total: 'HTML+JS+CSS' } as const;

function biggestFiles(load: FirstLoad): string {
  return load.files
    .slice(0, BIGGEST_FILES_SHOWN)
    .map((file) => `\n    ${formatKb(file.gzipBytes).padStart(9)}  ${file.kind.padEnd(4)} ${file.file}`)
    .join('');
}

// Budgets are gzip, KB = 1024 bytes (build/budgets.ts). `npm run bench` prints the same figures.
describe('first-load bytes stay within budget', () => {
  it.each(BENCH_ROUTES)('%s', (route) => {
    const load = firstLoadBytes(dist, route);
    const budget = BYTE_BUDGETS[route];
    for (const figure of ['js', 'css', 'total'] as const) {
      const message =
        `${route}: ${FIGURE_NAMES[figure]} is ${formatKb(load[figure])} gzip, budget ${formatKb(budget[figure])}. ` +
        `Biggest files loaded up front:${biggestFiles(load)}\n`;
      expect.soft(load[figure], message).toBeLessThanOrEqual(budget[figure]);
    }
  });
});
