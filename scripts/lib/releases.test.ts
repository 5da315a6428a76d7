import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentRelease, installKey, listReleases, previousRelease, pruneReleases, releaseName, reuseInstall, stampInstall, switchTo } from './releases';
import type { PackageLock } from '../../build/server-manifest';
import { runtimeLock } from '../../build/server-manifest';

let root: string;

function addRelease(name: string, lock = '{"lockfileVersion":3}'): string {
  const serverDir = path.join(root, 'releases', name, 'server');
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(path.join(serverDir, 'package-lock.json'), lock);
  return serverDir;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'kestrel-releases-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('release names', () => {
  it('are the UTC time of the release and the commit, so they sort by time', () => {
    expect(releaseName(new Date('2026-11-27T23:05:12.345Z'), 'a595ba7')).toBe('20261127-230512-a595ba7');
    expect(releaseName(new Date('2026-01-02T03:04:05Z'), '../x y')).toBe('20260102-030405-xy');
    expect(releaseName(new Date('2026-01-02T03:04:05Z'), '')).toBe('20260102-030405-local');
  });
});

describe('switching', () => {
  it('points current at a release through a relative symlink, replacing the one before', () => {
    addRelease('20260101-000000-aaaaaaa');
    addRelease('20260201-000000-bbbbbbb');
    expect(currentRelease(root)).toBeUndefined();
    switchTo(root, '20260101-000000-aaaaaaa');
    expect(readlinkSync(path.join(root, 'current'))).toBe('releases/20260101-000000-aaaaaaa');
    switchTo(root, '20260201-000000-bbbbbbb');
    expect(currentRelease(root)).toBe('20260201-000000-bbbbbbb');
    expect(existsSync(path.join(root, 'current', 'server', 'package-lock.json'))).toBe(true);
    expect(existsSync(path.join(root, '.current.next'))).toBe(false);
  });

  it('refuses a release that is not there, and a current that is a folder', () => {
    expect(() => switchTo(root, 'nope')).toThrow(`No release nope in ${path.join(root, 'releases')}`);
    mkdirSync(path.join(root, 'current'));
    expect(() => currentRelease(root)).toThrow('is not a symlink');
  });

  it('rolls back to the release before the current one, oldest first, partial installs left out', () => {
    addRelease('20260101-000000-a');
    addRelease('20260201-000000-b');
    addRelease('20260301-000000-c');
    mkdirSync(path.join(root, 'releases', '.20260401-000000-d.partial'));
    expect(listReleases(root)).toEqual(['20260101-000000-a', '20260201-000000-b', '20260301-000000-c']);
    expect(previousRelease(root)).toBeUndefined();
    switchTo(root, '20260301-000000-c');
    expect(previousRelease(root)).toBe('20260201-000000-b');
    switchTo(root, '20260101-000000-a');
    expect(previousRelease(root)).toBeUndefined();
  });
});

describe('pruning', () => {
  it('keeps the newest three and never the current one', () => {
    for (const name of ['r1', 'r2', 'r3', 'r4', 'r5']) addRelease(name);
    switchTo(root, 'r5');
    expect(pruneReleases(root)).toEqual(['r1', 'r2']);
    expect(listReleases(root)).toEqual(['r3', 'r4', 'r5']);
  });

  it('keeps an older current release after a rollback, deleting the oldest others', () => {
    for (const name of ['r1', 'r2', 'r3', 'r4']) addRelease(name);
    switchTo(root, 'r1');
    expect(pruneReleases(root)).toEqual(['r2']);
    expect(listReleases(root)).toEqual(['r1', 'r3', 'r4']);
  });
});

describe('reusing an install', () => {
  const node20 = { modules: '115', platform: 'linux', arch: 'x64' };
  const node24 = { modules: '137', platform: 'linux', arch: 'x64' };

  it('copies the node_modules of a release installed for the same lock and the same Node', () => {
    const earlier = addRelease('r1', '{"lock":1}');
    mkdirSync(path.join(earlier, 'node_modules', 'better-sqlite3'), { recursive: true });
    writeFileSync(path.join(earlier, 'node_modules', 'better-sqlite3', 'index.js'), 'built');
    stampInstall(earlier, installKey(earlier, node20));

    const sameLock = addRelease('r2', '{"lock":1}');
    expect(reuseInstall(root, sameLock, installKey(sameLock, node20))).toBe(true);
    expect(readFileSync(path.join(sameLock, 'node_modules', 'better-sqlite3', 'index.js'), 'utf8')).toBe('built');
  });

  it('installs afresh for another lock or another Node ABI', () => {
    const earlier = addRelease('r1', '{"lock":1}');
    stampInstall(earlier, installKey(earlier, node20));
    const otherLock = addRelease('r2', '{"lock":2}');
    expect(reuseInstall(root, otherLock, installKey(otherLock, node20))).toBe(false);
    const otherNode = addRelease('r3', '{"lock":1}');
    expect(installKey(otherNode, node24)).not.toBe(installKey(otherNode, node20));
    expect(reuseInstall(root, otherNode, installKey(otherNode, node24))).toBe(false);
    expect(existsSync(path.join(otherNode, 'node_modules'))).toBe(false);
  });
});

describe("the server's lock", () => {
  const lock: PackageLock = {
    name: 'site',
    version: '1.0.0',
    lockfileVersion: 3,
    packages: {
      '': { dependencies: { native: '1.0.0', react: '19.0.0' } },
      'node_modules/native': { version: '1.0.0', dependencies: { helper: '^2.0.0' }, optionalDependencies: { extra: '1' } },
      'node_modules/helper': { version: '2.1.0', dev: true, dependencies: { shared: '^1' } },
      'node_modules/helper/node_modules/shared': { version: '1.5.0' },
      'node_modules/shared': { version: '3.0.0' },
      'node_modules/extra': { version: '1.0.0', optional: true },
      'node_modules/react': { version: '19.0.0' },
    },
  };

  it('holds what the native package reaches and nothing else, flags recomputed for its own root', () => {
    const cut = runtimeLock(lock, 'site-server', { native: '1.0.0' });
    expect(cut.packages).toEqual({
      '': { name: 'site-server', version: '1.0.0', dependencies: { native: '1.0.0' } },
      'node_modules/extra': { version: '1.0.0', optional: true },
      'node_modules/helper': { version: '2.1.0', dependencies: { shared: '^1' } },
      'node_modules/helper/node_modules/shared': { version: '1.5.0' },
      'node_modules/native': { version: '1.0.0', dependencies: { helper: '^2.0.0' }, optionalDependencies: { extra: '1' } },
    });
  });

  it('refuses a dependency the lock does not hold', () => {
    expect(() => runtimeLock(lock, 'site-server', { missing: '1' })).toThrow('missing (needed by the server) is not in package-lock.json');
  });
});
