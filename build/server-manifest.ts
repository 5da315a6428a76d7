/**
 * The compiled server's own package.json and package-lock.json (in server/): the packages it
 * imports at run time and nothing else, so `npm ci --omit=dev` in a release's server/ folder
 * installs those alone. Every other package is bundled in by the build (build-server.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SqliteDriverPackage } from '@/server/store/sqlite-driver-package';

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  [field: string]: unknown;
}

export interface PackageLock {
  name: string;
  version: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

interface ProjectManifest {
  name: string;
  version: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
}

/** Where Node finds `name` from the package installed at `from` ("" is the root): its own node_modules first, then each parent's. */
function resolveEntry(packages: PackageLock['packages'], from: string, name: string): string | undefined {
  for (let dir = from; ;) {
    const candidate = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/**
 * The lock of a package that depends on `dependencies` alone, cut from the project's lock: every
 * entry those reach (required, optional and non-optional peer dependencies), with the flags npm
 * derives from the root recomputed for the new root (nothing is dev; optional only when reached
 * through optional dependencies alone).
 */
export function runtimeLock(lock: PackageLock, name: string, dependencies: Record<string, string>): PackageLock {
  const reached = new Map<string, boolean>(); // entry path → reached only through optional edges
  const visit = (from: string, wanted: string, optional: boolean) => {
    const found = resolveEntry(lock.packages, from, wanted);
    if (found === undefined) {
      if (optional) return;
      throw new Error(`${wanted} (needed by ${from || 'the server'}) is not in package-lock.json`);
    }
    const seen = reached.get(found);
    if (seen !== undefined && (seen === optional || !seen)) return;
    reached.set(found, optional);
    const entry = lock.packages[found]!;
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(found, dependency, optional);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) visit(found, dependency, true);
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[dependency]?.optional) visit(found, dependency, optional);
    }
  };
  for (const dependency of Object.keys(dependencies)) visit('', dependency, false);

  const packages: PackageLock['packages'] = { '': { name, version: lock.version, dependencies } };
  for (const entryPath of [...reached.keys()].sort()) {
    const { dev: _dev, devOptional: _devOptional, optional: _optional, peer: _peer, ...entry } = lock.packages[entryPath]!;
    packages[entryPath] = reached.get(entryPath) ? { ...entry, optional: true } : entry;
  }
  return { name, version: lock.version, lockfileVersion: lock.lockfileVersion, requires: true, packages };
}

/**
 * Writes server/package.json and server/package-lock.json for the one package the compiled server
 * leaves external: the SQLite driver for the Node that builds it (sqlite-driver-package.ts). Its
 * install script runs for better-sqlite3 12, which builds or downloads its binary; not for 13, which
 * ships prebuilt ones and whose binding.gyp builds nothing (yet would fetch Node's headers to do so).
 */
export function writeServerManifest(projectDir: string, outDir: string, driver: SqliteDriverPackage): void {
  const external = [driver];
  const project = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as ProjectManifest;
  const lock = JSON.parse(readFileSync(path.join(projectDir, 'package-lock.json'), 'utf8')) as PackageLock;
  const name = `${project.name}-server`;
  const dependencies = Object.fromEntries(
    external.map((dependency) => {
      const version = project.dependencies[dependency];
      if (version === undefined) throw new Error(`${dependency} is not a dependency in package.json`);
      return [dependency, version];
    }),
  );
  const serverLock = runtimeLock(lock, name, dependencies);
  const manifest = {
    name,
    version: project.version,
    private: true,
    description: 'The compiled Kestrel Web Studio server: run node server/main.js from the release folder.',
    type: 'module',
    ...(project.engines ? { engines: project.engines } : {}),
    dependencies,
    // Both releases are named better-sqlite3 (the second installed under an alias).
    allowScripts: { 'better-sqlite3': driver === 'better-sqlite3' },
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'package-lock.json'), `${JSON.stringify(serverLock, null, 2)}\n`);
}
