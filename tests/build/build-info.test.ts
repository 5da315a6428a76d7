/**
 * The build info in dist/ marks a whole build: the build writes it after every other file, the
 * studio's inbox and the compressed copies included, so a build stopped before its end leaves none.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, readBuildInfo, unfinishedBuild } from '@/server/build-info';

const dist = path.resolve('dist');

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, file) : [file];
  });
}

describe('the build info', () => {
  const files = filesUnder(dist);
  const writtenAt = (file: string) => statSync(path.join(dist, file)).mtimeMs;

  it('is the last file the build wrote, after the inbox and the compressed copies', () => {
    const markedAt = writtenAt(BUILD_INFO_FILE);
    expect(files.filter((file) => file !== BUILD_INFO_FILE && writtenAt(file) > markedAt)).toEqual([]);
    // What it must come after is there to come after.
    expect(files).toContain(path.join('studio', 'index.html'));
    expect(files.some((file) => file.startsWith(`studio${path.sep}`) && file.endsWith('.br'))).toBe(true);
  });

  it('is whole, with no file of its writing left beside it, and marks dist/ as a whole build', () => {
    expect(files.filter((file) => file.startsWith(`${BUILD_INFO_FILE}.`))).toEqual([]);
    expect(Object.keys(readBuildInfo(dist) ?? {})).toEqual(['siteUrl', 'analyticsScriptUrl', 'leadRetentionDays', 'inlineScriptHashes']);
    expect(unfinishedBuild(dist)).toBeUndefined();
  });
});
