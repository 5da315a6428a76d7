import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearBuildInfo, readBuildInfo, unfinishedBuild, writeBuildInfo } from './build-info';

describe('the build info, the mark of a whole build', () => {
  let dist: string;
  const info = { siteUrl: 'https://kestrel.example', analyticsScriptUrl: null, leadRetentionDays: 730, inlineScriptHashes: ["'sha256-AbC='"] };

  beforeEach(() => {
    dist = path.join(mkdtempSync(path.join(tmpdir(), 'kestrel-build-info-')), 'dist');
    mkdirSync(path.join(dist, 'studio'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'studio', 'index.html'), '<!doctype html>');
  });
  afterEach(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

  it('is written whole under .vite/, with nothing left beside it, and read back as written', () => {
    writeBuildInfo(dist, info);
    expect(readdirSync(path.join(dist, '.vite'))).toEqual(['build-info.json']);
    expect(readFileSync(path.join(dist, '.vite', 'build-info.json'), 'utf8')).toBe(
      `{\n  "siteUrl": "https://kestrel.example",\n  "analyticsScriptUrl": null,\n  "leadRetentionDays": 730,\n  "inlineScriptHashes": [\n    "'sha256-AbC='"\n  ]\n}\n`,
    );
    expect(readBuildInfo(dist)).toEqual(info);
    expect(unfinishedBuild(dist)).toBeUndefined();
    writeBuildInfo(dist, { ...info, leadRetentionDays: 90 });
    expect(readBuildInfo(dist)).toEqual({ ...info, leadRetentionDays: 90 });
    expect(readdirSync(path.join(dist, '.vite'))).toEqual(['build-info.json']);
  });

  it('is gone once a build starts, so a build stopped half-way is never taken for whole', () => {
    writeBuildInfo(dist, info);
    clearBuildInfo(dist);
    expect(readBuildInfo(dist)).toBeUndefined();
    expect(unfinishedBuild(dist)).toBe(`the build in ${dist} did not finish; it has no .vite/build-info.json, which a build writes last`);
    // A first build, into a dist/ that does not exist yet, starts the same way.
    expect(() => clearBuildInfo(path.join(dist, 'none'))).not.toThrow();
  });

  it('says which page a build lacks, and that there is no site at all without the home page', () => {
    writeBuildInfo(dist, info);
    rmSync(path.join(dist, 'studio', 'index.html'));
    expect(unfinishedBuild(dist)).toBe(`the build in ${dist} is incomplete: studio/index.html is missing`);
    rmSync(path.join(dist, 'index.html'));
    expect(unfinishedBuild(dist)).toBe(`${dist} holds no built site`);
  });

  it('reads as none when it is not a JSON object', () => {
    mkdirSync(path.join(dist, '.vite'));
    for (const text of ['{"siteUrl": "https://kes', '"https://kestrel.example"', 'null']) {
      writeFileSync(path.join(dist, '.vite', 'build-info.json'), text);
      expect(readBuildInfo(dist)).toBeUndefined();
    }
  });
});
