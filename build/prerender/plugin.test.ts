/**
 * The build info as the build's plugin handles it: gone at the client build's start, and never
 * written by a build that failed. That a whole build writes it last is checked on the real build
 * (tests/build/build-info.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildInfo, unfinishedBuild, writeBuildInfo } from '@/server/build-info';
import { prerenderPlugin } from './plugin.ts';

type Handler = (this: unknown, ...args: unknown[]) => unknown;

/** A plugin's hook as a function, whether given bare or as { handler }. */
function hookOf(plugin: Plugin, name: 'configResolved' | 'buildStart' | 'closeBundle'): Handler | undefined {
  const hook = plugin[name] as Handler | { handler: Handler } | undefined;
  return typeof hook === 'object' ? hook.handler : hook;
}

describe('the prerender plugin and the build info', () => {
  let root: string;
  let dist: string;
  const info = { siteUrl: 'https://kestrel.example', analyticsScriptUrl: null, leadRetentionDays: 730, inlineScriptHashes: [] };

  /** The plugins, resolved for a build of `root` into dist/ (`ssr`: the prerender's own renderer build). */
  function plugins(ssr = false): Plugin[] {
    const resolved = { command: 'build', root, build: { ssr, outDir: 'dist' }, logger: { info: () => undefined } };
    const all = prerenderPlugin({ siteUrl: info.siteUrl, analyticsScriptUrl: null, leadRetentionDays: 730 });
    // Only the fields the plugins read.
    for (const plugin of all) void hookOf(plugin, 'configResolved')?.call(undefined, resolved as unknown as ResolvedConfig);
    return all;
  }
  /** What the bundler does as a build closes: every closing step in order ('pre' first, then the rest as listed). */
  async function close(all: Plugin[], error?: Error): Promise<void> {
    const pre = all.filter((plugin) => typeof plugin.closeBundle === 'object' && plugin.closeBundle.order === 'pre');
    for (const plugin of [...pre, ...all.filter((other) => !pre.includes(other))]) await hookOf(plugin, 'closeBundle')?.call(undefined, error);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'kestrel-prerender-'));
    dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'studio'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'studio', 'index.html'), '<!doctype html>');
    writeBuildInfo(dist, info);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is last of the plugins and removes an older build info as the client build starts', async () => {
    const all = plugins();
    expect(all.map((plugin) => [plugin.name, plugin.enforce])).toEqual([
      ['kestrel:prerender', undefined],
      ['kestrel:precompress', undefined],
      ['kestrel:build-info', 'post'],
    ]);
    await hookOf(all[2]!, 'buildStart')?.call(undefined);
    expect(unfinishedBuild(dist)).toBe(`the build in ${dist} did not finish; it has no .vite/build-info.json, which a build writes last`);
  });

  it("leaves it alone in the prerender's own renderer build, which writes elsewhere", async () => {
    await hookOf(plugins(true)[2]!, 'buildStart')?.call(undefined);
    expect(readBuildInfo(dist)).toEqual(info);
  });

  it('writes none for a failed build, which closes twice, the second time without its error', async () => {
    const all = plugins();
    await hookOf(all[2]!, 'buildStart')?.call(undefined);
    await close(all, new Error('Build failed with 1 error'));
    await close(all);
    expect(readBuildInfo(dist)).toBeUndefined();
  });

  it('refuses to call a build whole when the site was not prerendered', async () => {
    const all = plugins();
    await hookOf(all[2]!, 'buildStart')?.call(undefined);
    expect(() => hookOf(all[2]!, 'closeBundle')?.call(undefined)).toThrow('The build ended without prerendering the site, so it has no .vite/build-info.json');
  });
});
