import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMismatch, isBuildStale } from './ensure-build';

describe('isBuildStale', () => {
  let project: string;
  let dist: string;
  const built = new Date('2026-11-01T00:00:00Z');
  const source = path.join('src', 'page.ts');

  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'kestrel-build-'));
    dist = path.join(project, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(project, 'src'));
    writeFileSync(path.join(project, source), 'export {};');
    utimesSync(path.join(project, source), new Date('2026-10-01T00:00:00Z'), new Date('2026-10-01T00:00:00Z'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, '.vite', 'build-info.json'), JSON.stringify({ siteUrl: 'https://kestrel.example', leadRetentionDays: 730 }));
    utimesSync(path.join(dist, 'index.html'), built, built);
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('is fresh when built after its sources for the same site address', () => {
    expect(isBuildStale(project, dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 730 })).toBe(false);
    expect(isBuildStale(project, dist, { siteUrl: 'https://kestrel.example/', leadRetentionDays: 730 })).toBe(false);
  });

  it('is stale when built for another SITE_URL, since canonical links and the sitemap name it', () => {
    expect(isBuildStale(project, dist, { siteUrl: 'https://www.kestrel.example', leadRetentionDays: 730 })).toBe(true);
  });

  it('is stale when built for another analytics script, or with one when none is asked for', () => {
    const site = 'https://kestrel.example';
    expect(isBuildStale(project, dist, { siteUrl: site, leadRetentionDays: 730, analyticsScriptUrl: '' })).toBe(false);
    expect(isBuildStale(project, dist, { siteUrl: site, leadRetentionDays: 730, analyticsScriptUrl: 'https://insights.example.net/script.js' })).toBe(true);
    writeFileSync(
      path.join(dist, '.vite', 'build-info.json'),
      JSON.stringify({ siteUrl: site, analyticsScriptUrl: 'https://insights.example.net/script.js', leadRetentionDays: 730 }),
    );
    expect(isBuildStale(project, dist, { siteUrl: site, leadRetentionDays: 730, analyticsScriptUrl: ' https://insights.example.net/script.js ' })).toBe(false);
    expect(isBuildStale(project, dist, { siteUrl: site, leadRetentionDays: 730, analyticsScriptUrl: 'https://other.example.net/script.js' })).toBe(true);
    expect(isBuildStale(project, dist, { siteUrl: site, leadRetentionDays: 730 })).toBe(true);
  });

  it('is stale when built for another retention period, since the privacy policy states it', () => {
    expect(isBuildStale(project, dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 90 })).toBe(true);
    expect(buildMismatch(dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 90 })).toBe('the site was built for LEAD_RETENTION_DAYS=730, not 90');
  });

  it('says why a build does not fit, for a server that will not rebuild it', () => {
    expect(buildMismatch(dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 730 })).toBeUndefined();
    expect(buildMismatch(dist, { siteUrl: 'https://www.kestrel.example/', leadRetentionDays: 730 })).toBe(
      'the site was built for SITE_URL=https://kestrel.example, not https://www.kestrel.example',
    );
    rmSync(path.join(dist, 'index.html'));
    expect(buildMismatch(dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 730 })).toBe(`${dist} holds no built site`);
  });

  it('is stale when a source is newer or the build is missing', () => {
    utimesSync(path.join(project, source), new Date('2026-11-02T00:00:00Z'), new Date('2026-11-02T00:00:00Z'));
    expect(isBuildStale(project, dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 730 })).toBe(true);
    rmSync(path.join(dist, 'index.html'));
    expect(isBuildStale(project, dist, { siteUrl: 'https://kestrel.example', leadRetentionDays: 730 })).toBe(true);
  });
});
