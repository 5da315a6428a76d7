/**
 * The release folders of a production machine, under one root (/opt/kestrel by default):
 *
 *   releases/<name>/dist      the built site
 *   releases/<name>/server    the compiled server, with its own node_modules
 *   current -> releases/<name>  what the service runs (WorkingDirectory=<root>/current)
 *
 * A name sorts by time (UTC stamp, then the commit), so the newest release is the last one. The
 * switch is one rename of a new symlink over `current` (what `ln -sfn` + `mv -T` do): a process
 * that starts sees the old release or the new one, never neither.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RELEASES_DIR = 'releases';
export const CURRENT_LINK = 'current';
/** How many releases stay on disk: the one served and two to roll back to. */
export const KEEP_RELEASES = 3;
/** Written into a release's server/node_modules after its install: what it was installed for. */
const INSTALL_STAMP = '.release-install.json';

/** `20261127-230512-a595ba7`: when the release was made (UTC) and from which commit. */
export function releaseName(now: Date, commit: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const safeCommit = commit.replace(/[^0-9a-zA-Z]/g, '').slice(0, 12) || 'local';
  return `${stamp}-${safeCommit}`;
}

/** The releases under `root`, oldest first. */
export function listReleases(root: string): string[] {
  const dir = path.join(root, RELEASES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** The release `current` points at, undefined before the first install. */
export function currentRelease(root: string): string | undefined {
  const link = path.join(root, CURRENT_LINK);
  if (!existsSync(link) && !isSymlink(link)) return undefined;
  if (!isSymlink(link)) throw new Error(`${link} is not a symlink: move it away, then release again`);
  return path.basename(readlinkSync(link));
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Points `current` at `name`, atomically. */
export function switchTo(root: string, name: string): void {
  if (!listReleases(root).includes(name)) throw new Error(`No release ${name} in ${path.join(root, RELEASES_DIR)}`);
  const next = path.join(root, `.${CURRENT_LINK}.next`);
  rmSync(next, { force: true });
  symlinkSync(path.join(RELEASES_DIR, name), next);
  renameSync(next, path.join(root, CURRENT_LINK));
}

/** The release before the current one (what a rollback switches to), undefined when there is none. */
export function previousRelease(root: string): string | undefined {
  const releases = listReleases(root);
  const current = currentRelease(root);
  const index = current === undefined ? -1 : releases.indexOf(current);
  return index > 0 ? releases[index - 1] : undefined;
}

/**
 * Deletes the oldest releases beyond `keep`, never the current one: returns the names deleted.
 * A rollback leaves newer releases behind the current one; they count like any other.
 */
export function pruneReleases(root: string, keep = KEEP_RELEASES): string[] {
  const current = currentRelease(root);
  const releases = listReleases(root);
  const deleted: string[] = [];
  for (const name of releases) {
    if (releases.length - deleted.length <= keep) break;
    if (name === current) continue;
    rmSync(path.join(root, RELEASES_DIR, name), { recursive: true, force: true });
    deleted.push(name);
  }
  return deleted;
}

/** What a release's production install depends on: its lock file and the Node it runs on (native modules are built for one ABI). */
export function installKey(
  serverDir: string,
  runtime: { modules: string; platform: string; arch: string } = { modules: process.versions.modules, platform: process.platform, arch: process.arch },
): string {
  const lock = readFileSync(path.join(serverDir, 'package-lock.json'));
  return createHash('sha256').update(lock).update(`${runtime.platform}-${runtime.arch}-node-abi-${runtime.modules}`).digest('hex');
}

/**
 * Gives `serverDir` the node_modules of an earlier release installed for the same lock and Node,
 * instead of installing again (no compile, no download). Returns whether one was found.
 */
export function reuseInstall(root: string, serverDir: string, key: string): boolean {
  for (const name of listReleases(root).reverse()) {
    const modules = path.join(root, RELEASES_DIR, name, 'server', 'node_modules');
    try {
      const stamp = JSON.parse(readFileSync(path.join(modules, INSTALL_STAMP), 'utf8')) as { key?: unknown };
      if (stamp.key !== key) continue;
    } catch {
      continue;
    }
    cpSync(modules, path.join(serverDir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    return true;
  }
  return false;
}

/** Records what `serverDir`'s node_modules were installed for, so the next release can reuse them. */
export function stampInstall(serverDir: string, key: string): void {
  const modules = path.join(serverDir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  writeFileSync(path.join(modules, INSTALL_STAMP), `${JSON.stringify({ key })}\n`);
}
