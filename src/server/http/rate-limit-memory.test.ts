/**
 * The in-process rate limiter under a flood of distinct addresses: one million of them, in a
 * child process with the collector exposed so the heap can be measured after a full collection.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_RATE_LIMITED_CLIENTS } from './rate-limit';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const run = promisify(execFile);

/** What the README states: one million distinct addresses cost the limiter at most this much heap. */
const MAX_HEAP_GROWTH_MB = 32;

const SCRIPT = `
const { FixedWindowRateLimiter } = await import('./src/server/http/rate-limit.ts');
globalThis.gc();
const before = process.memoryUsage().heapUsed;
let now = 0;
const limiter = new FixedWindowRateLimiter(30, () => now);
for (let i = 0; i < 1_000_000; i += 1) {
  limiter.hit(\`\${(i >>> 16) & 255}.\${(i >>> 8) & 255}.\${i & 255}.\${i % 7}\`);
  if (i % 1000 === 0) now += 1;
}
globalThis.gc();
console.log(JSON.stringify({ megabytes: (process.memoryUsage().heapUsed - before) / 1048576, clients: limiter.size }));
`;

describe('the rate limiter under a flood of addresses', () => {
  it(`holds ${MAX_RATE_LIMITED_CLIENTS.toLocaleString('en-US')} clients and at most ${MAX_HEAP_GROWTH_MB} MB for one million distinct addresses`, async () => {
    const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', SCRIPT], { cwd: PROJECT_DIR });
    const { megabytes, clients } = JSON.parse(stdout) as { megabytes: number; clients: number };
    expect(clients).toBe(MAX_RATE_LIMITED_CLIENTS);
    expect(megabytes).toBeLessThan(MAX_HEAP_GROWTH_MB);
  }, 120_000);
});
