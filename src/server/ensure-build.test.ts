import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearBuildInfo, writeBuildInfo } from './build-info';
import { buildMismatch, buildStaleness } from './ensure-build';

describe('buildStaleness', () => {
  let project: string;
  let dist: string;
  const built = new Date('2026-11-01T00:00:00Z');
  const source = path.join('src', 'page.ts');
  const target = { siteUrl: 'https://kestrel.example', leadRetentionDays: 730 };
  const info = { siteUrl: 'https://kestrel.example', analyticsScriptUrl: null, leadRetentionDays: 730, inlineScriptHashes: [] };

  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'kestrel-build-'));
    dist = path.join(project, 'dist');
    mkdirSync(path.join(dist, 'studio'), { recursive: true });
    mkdirSync(path.join(project, 'src'));
    writeFileSync(path.join(project, source), 'export {};');
    utimesSync(path.join(project, source), new Date('2026-10-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'studio', 'index.html'), '<!doctype html>');
    writeBuildInfo(dist, info);
    utimesSync(path.join(dist, 'index.html'), built, built);
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('finds a whole build, made after its sources for the same site address, fresh', () => {
    expect(buildStaleness(project, dist, target)).toBeUndefined();
    expect(buildStaleness(project, dist, { ...target, siteUrl: 'https://kestrel.example/' })).toBeUndefined();
  });

  it('finds a build stopped after it began stale, though an older whole build left its mark in dist/', () => {
    // What a build does first, before it writes anything; a stop from here on leaves dist/ like this.
    clearBuildInfo(dist);
    expect(buildStaleness(project, dist, target)).toBe(`the build in ${dist} did not finish; it has no .vite/build-info.json, which a build writes last`);
    expect(buildMismatch(dist, target)).toBe(`the build in ${dist} did not finish; it has no .vite/build-info.json, which a build writes last`);
  });

  it("finds a build without the studio's inbox stale, whatever its build info says", () => {
    rmSync(path.join(dist, 'studio'), { recursive: true });
    expect(buildStaleness(project, dist, target)).toBe(`the build in ${dist} is incomplete: studio/index.html is missing`);
    expect(buildMismatch(dist, target)).toBe(`the build in ${dist} is incomplete: studio/index.html is missing`);
  });

  it('finds a build for another SITE_URL stale, since canonical links and the sitemap name it', () => {
    expect(buildStaleness(project, dist, { ...target, siteUrl: 'https://www.kestrel.example' })).toBe(
      'the site was built for SITE_URL=https://kestrel.example, not https://www.kestrel.example',
    );
  });

  it('finds a build for another analytics script, or with one when none is asked for, stale', () => {
    const script = 'https://insights.example.net/script.js';
    expect(buildStaleness(project, dist, { ...target, analyticsScriptUrl: '' })).toBeUndefined();
    expect(buildStaleness(project, dist, { ...target, analyticsScriptUrl: script })).toBe(
      'the site was built for VITE_ANALYTICS_SCRIPT_URL=(none), not https://insights.example.net/script.js',
    );
    writeBuildInfo(dist, { ...info, analyticsScriptUrl: script });
    expect(buildStaleness(project, dist, { ...target, analyticsScriptUrl: ` ${script} ` })).toBeUndefined();
    expect(buildStaleness(project, dist, { ...target, analyticsScriptUrl: 'https://other.example.net/script.js' })).toBe(
      'the site was built for VITE_ANALYTICS_SCRIPT_URL=https://insights.example.net/script.js, not https://other.example.net/script.js',
    );
    expect(buildStaleness(project, dist, target)).toBe('the site was built for VITE_ANALYTICS_SCRIPT_URL=https://insights.example.net/script.js, not (none)');
  });

  it('finds a build for another retention period stale, since the privacy policy states it', () => {
    expect(buildStaleness(project, dist, { ...target, leadRetentionDays: 90 })).toBe('the site was built for LEAD_RETENTION_DAYS=730, not 90');
    expect(buildMismatch(dist, { ...target, leadRetentionDays: 90 })).toBe('the site was built for LEAD_RETENTION_DAYS=730, not 90');
  });

  it('says why a build does not fit, for a server that will not rebuild it', () => {
    expect(buildMismatch(dist, target)).toBeUndefined();
    expect(buildMismatch(dist, { ...target, siteUrl: 'https://www.kestrel.example/' })).toBe(
      'the site was built for SITE_URL=https://kestrel.example, not https://www.kestrel.example',
    );
    rmSync(path.join(dist, 'index.html'));
    expect(buildMismatch(dist, target)).toBe(`${dist} holds no built site`);
  });

  it('finds a build stale when a source is newer or the build is missing', () => {
    utimesSync(path.join(project, source), new Date('2026-11-02T00:00:00Z'), new Date('2026-11-02T00:00:00Z'));
    expect(buildStaleness(project, dist, target)).toBe('src changed after the site was built');
    rmSync(path.join(dist, 'index.html'));
    expect(buildStaleness(project, dist, target)).toBe(`${dist} holds no built site`);
  });
});
