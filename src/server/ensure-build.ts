import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the site build is made from; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/prerender', 'postcss.config.cjs', 'package-lock.json'];
/** Server-only code does not affect the client bundle. */
const IGNORED_DIRS = new Set([path.join('src', 'server'), 'node_modules']);
/** Written by the prerender: the SITE_URL its canonical links and sitemap were built for, and the analytics script its pages load. */
const BUILD_INFO = path.join('.vite', 'build-info.json');

function newestMtime(entry: string): number {
  if (!existsSync(entry) || IGNORED_DIRS.has(path.normalize(entry))) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** What a build is made for, besides its sources: both are baked into its pages. */
export interface BuildTarget {
  siteUrl: string;
  /** VITE_ANALYTICS_SCRIPT_URL: the pages load it after consent. */
  analyticsScriptUrl?: string | undefined;
}

/** The analytics script a build is asked for, null when none (unset or blank, as the build reads it). */
function analyticsUrl(target: BuildTarget): string | null {
  const url = target.analyticsScriptUrl?.trim() ?? '';
  return url === '' ? null : url;
}

function builtFor(distDir: string): { siteUrl?: unknown; analyticsScriptUrl?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, BUILD_INFO), 'utf8')) as { siteUrl?: unknown; analyticsScriptUrl?: unknown };
  } catch {
    return undefined;
  }
}

/** dist/ is stale when it is missing, older than a build input, or built for another SITE_URL or analytics script. */
export function isBuildStale(projectDir: string, distDir: string, target: BuildTarget): boolean {
  const builtIndex = path.join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const info = builtFor(distDir);
  if (info?.siteUrl !== new URL(target.siteUrl).origin) return true;
  if ((info.analyticsScriptUrl ?? null) !== analyticsUrl(target)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const cwd = process.cwd();
  try {
    process.chdir(projectDir);
    return BUILD_INPUTS.some((input) => newestMtime(input) > builtAt);
  } finally {
    process.chdir(cwd);
  }
}

/** Builds and prerenders the site with Vite when dist/ is stale (see isBuildStale). */
export function ensureBuild(projectDir: string, distDir: string, target: BuildTarget): void {
  if (!isBuildStale(projectDir, distDir, target)) return;
  console.info('Building the site (dist/ is missing or stale)...');
  const vite = path.join(projectDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: projectDir, stdio: 'inherit', env: { ...process.env, SITE_URL: target.siteUrl, VITE_ANALYTICS_SCRIPT_URL: target.analyticsScriptUrl ?? '' } });
  if (result.status !== 0) throw new Error(`The site build failed (exit code ${result.status ?? 'unknown'})`);
}
