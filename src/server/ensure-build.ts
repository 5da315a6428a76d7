import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBuildInfo, unfinishedBuild } from './build-info';
import type { Config } from './config';

/** What the site build is made from; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'build', 'postcss.config.cjs', 'package-lock.json'];
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

/** What a build is made for, besides its sources: all of it is baked into its pages. */
export interface BuildTarget {
  siteUrl: string;
  /** VITE_ANALYTICS_SCRIPT_URL: the pages load it after consent. */
  analyticsScriptUrl?: string | undefined;
  /** LEAD_RETENTION_DAYS: the privacy policy states it. */
  leadRetentionDays: number;
}

/** The build a server with this configuration needs. */
export function buildTargetOf(config: Pick<Config, 'SITE_URL' | 'VITE_ANALYTICS_SCRIPT_URL' | 'LEAD_RETENTION_DAYS'>): BuildTarget {
  return { siteUrl: config.SITE_URL, analyticsScriptUrl: config.VITE_ANALYTICS_SCRIPT_URL, leadRetentionDays: config.LEAD_RETENTION_DAYS };
}

/** The variables a build reads its target from (build/prerender/build-env.ts). */
export function buildEnv(target: BuildTarget): Record<string, string> {
  return { SITE_URL: target.siteUrl, VITE_ANALYTICS_SCRIPT_URL: target.analyticsScriptUrl ?? '', LEAD_RETENTION_DAYS: String(target.leadRetentionDays) };
}

/** The analytics script a build is asked for, null when none (unset or blank, as the build reads it). */
function analyticsUrl(target: BuildTarget): string | null {
  const url = target.analyticsScriptUrl?.trim() ?? '';
  return url === '' ? null : url;
}

/**
 * Why dist/ does not fit this configuration, or undefined when it does: missing, a build that did
 * not finish (build-info.ts), or built for another SITE_URL, analytics script or retention period
 * (each is written into its pages).
 */
export function buildMismatch(distDir: string, target: BuildTarget): string | undefined {
  const unfinished = unfinishedBuild(distDir);
  if (unfinished !== undefined) return unfinished;
  const info = readBuildInfo(distDir);
  const siteUrl = new URL(target.siteUrl).origin;
  if (info?.siteUrl !== siteUrl) return `the site was built for SITE_URL=${String(info?.siteUrl)}, not ${siteUrl}`;
  if ((info.analyticsScriptUrl ?? null) !== analyticsUrl(target)) {
    const shown = (url: unknown) => (url ? String(url) : '(none)');
    return `the site was built for VITE_ANALYTICS_SCRIPT_URL=${shown(info.analyticsScriptUrl)}, not ${shown(analyticsUrl(target))}`;
  }
  if (info.leadRetentionDays !== target.leadRetentionDays) {
    return `the site was built for LEAD_RETENTION_DAYS=${String(info.leadRetentionDays)}, not ${target.leadRetentionDays}`;
  }
  return undefined;
}

/**
 * Why dist/ needs a new build, or undefined when it needs none: it does not fit the configuration
 * (buildMismatch: no whole build, or one for other settings) or is older than a build input.
 */
export function buildStaleness(projectDir: string, distDir: string, target: BuildTarget): string | undefined {
  const mismatch = buildMismatch(distDir, target);
  if (mismatch !== undefined) return mismatch;
  const builtAt = statSync(path.join(distDir, 'index.html')).mtimeMs;
  const cwd = process.cwd();
  try {
    process.chdir(projectDir);
    const changed = BUILD_INPUTS.find((input) => newestMtime(input) > builtAt);
    return changed === undefined ? undefined : `${changed} changed after the site was built`;
  } finally {
    process.chdir(cwd);
  }
}

/** Where a build at start-up writes its full output (in the project folder; ignored by git). */
export const BUILD_LOG_FILE = 'build.log';
/** How often a build at start-up says it is still going, off a terminal. */
const PROGRESS_EVERY_MS = 10_000;

/**
 * Builds and prerenders the site with Vite when dist/ is stale (see buildStaleness). It says why,
 * then that it is building, in one line that counts the seconds (on a terminal; elsewhere a line
 * every 10 s), and writes the full build output to BUILD_LOG_FILE; a failed build prints that
 * output in full.
 */
export async function ensureBuild(
  projectDir: string,
  distDir: string,
  target: BuildTarget,
  { out = process.stdout, signal }: { out?: NodeJS.WriteStream; signal?: AbortSignal } = {},
): Promise<void> {
  const staleness = buildStaleness(projectDir, distDir, target);
  if (staleness === undefined) return;
  const logFile = path.join(projectDir, BUILD_LOG_FILE);
  const log = createWriteStream(logFile);
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  const say = 'Building the site (this takes a minute on a small machine)...';
  out.write(`The site needs a build: ${staleness}.\n`);
  if (out.isTTY) out.write(say);
  else out.write(`${say}\n`);
  const progress = setInterval(
    () => (out.isTTY ? out.write(`\r${say} ${elapsed()}`) : out.write(`  still building, ${elapsed()}\n`)),
    out.isTTY ? 1000 : PROGRESS_EVERY_MS,
  );
  const vite = path.join(projectDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build'], {
    cwd: projectDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...buildEnv(target) },
    // A stop while building ends the build too.
    ...(signal ? { signal } : {}),
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).finally(() => clearInterval(progress));
  await new Promise((resolve) => log.end(resolve));
  if (out.isTTY) out.write('\n');
  if (code !== 0) {
    process.stderr.write(readFileSync(logFile, 'utf8'));
    throw new Error(`The site build failed (exit code ${code ?? 'unknown'}); its output is above and in ${logFile}`);
  }
  out.write(`Built the site in ${elapsed()} (full output in ${BUILD_LOG_FILE})\n`);
}
