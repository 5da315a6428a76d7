/**
 * dist/.vite/build-info.json: what a build was made for, and the mark that it finished. The build
 * removes it as its first step and writes it, whole, as its very last (build/prerender/plugin.ts),
 * so a build stopped half-way leaves a dist/ without it, even over an older whole build.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Inside dist/.vite: build metadata, never served (static-site.ts). */
export const BUILD_INFO_FILE = path.join('.vite', 'build-info.json');

/**
 * Pages every whole build holds: the site's home page, and the studio's inbox, the build's last
 * part (its own build into dist/studio/, build/inbox-plugin.ts).
 */
const BUILT_PAGES = ['index.html', path.join('studio', 'index.html')];

export interface BuildInfo {
  /** SITE_URL's origin: canonical links and the sitemap name it. */
  siteUrl: string;
  /** VITE_ANALYTICS_SCRIPT_URL, or null for none: the pages load it after consent. */
  analyticsScriptUrl: string | null;
  /** LEAD_RETENTION_DAYS: the privacy policy states it. */
  leadRetentionDays: number;
  /** CSP hash sources of the inline scripts every page carries. */
  inlineScriptHashes: string[];
}

/** The build info as written, every field unchecked (an older build may lack some); undefined when there is none. */
export function readBuildInfo(distDir: string): { [Field in keyof BuildInfo]?: unknown } | undefined {
  try {
    const info: unknown = JSON.parse(readFileSync(path.join(distDir, BUILD_INFO_FILE), 'utf8'));
    return typeof info === 'object' && info !== null ? info : undefined;
  } catch {
    return undefined;
  }
}

/** A build's first step: from here until writeBuildInfo, dist/ holds no whole build. */
export function clearBuildInfo(distDir: string): void {
  rmSync(path.join(distDir, BUILD_INFO_FILE), { force: true });
}

/**
 * A build's last step: the info written to a file of its own, flushed, then renamed into place, so
 * a stop at any moment leaves either no info or all of it.
 */
export function writeBuildInfo(distDir: string, info: BuildInfo): void {
  const file = path.join(distDir, BUILD_INFO_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, `${JSON.stringify(info, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

/** Why `distDir` holds no whole build (none, one stopped half-way, one missing a page), or undefined when it does. */
export function unfinishedBuild(distDir: string): string | undefined {
  if (!existsSync(path.join(distDir, 'index.html'))) return `${distDir} holds no built site`;
  if (!existsSync(path.join(distDir, BUILD_INFO_FILE))) {
    return `the build in ${distDir} did not finish; it has no ${BUILD_INFO_FILE}, which a build writes last`;
  }
  const missing = BUILT_PAGES.find((page) => !existsSync(path.join(distDir, page)));
  return missing === undefined ? undefined : `the build in ${distDir} is incomplete: ${missing} is missing`;
}
