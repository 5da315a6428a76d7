import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client build is made from; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];
/** Server-only code does not affect the client bundle. */
const IGNORED_DIRS = new Set([path.join('src', 'server'), 'node_modules']);

function newestMtime(entry: string): number {
  if (!existsSync(entry) || IGNORED_DIRS.has(path.normalize(entry))) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isBuildStale(projectDir: string, distDir: string): boolean {
  const builtIndex = path.join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const cwd = process.cwd();
  try {
    process.chdir(projectDir);
    return BUILD_INPUTS.some((input) => newestMtime(input) > builtAt);
  } finally {
    process.chdir(cwd);
  }
}

/** Builds the client with Vite when dist/ is missing or older than its sources. */
export function ensureBuild(projectDir: string, distDir: string): void {
  if (!isBuildStale(projectDir, distDir)) return;
  console.info('Building the site (dist/ is missing or stale)...');
  const vite = path.join(projectDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: projectDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The site build failed (exit code ${result.status ?? 'unknown'})`);
}
