/**
 * A build changing under a page section would mix two builds in one set of figures (and make a
 * run's scripts answer 404). The guard notes when dist/.vite/manifest.json was written when a
 * section starts, and the section checks it again between measurements and fails if it moved.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '../../build/first-load';

export interface DistGuard {
  /** When the manifest was written, at the section's start. */
  startedWith: Date;
  /** Throws when the build has changed since the section started. */
  assertUnchanged(): void;
}

export function watchDist(distDir: string): DistGuard {
  const manifest = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: build the site first (npm run build), or drop BENCH_SKIP_BUILD`);
  const startedWith = statSync(manifest).mtime;
  return {
    startedWith,
    assertUnchanged() {
      const now = existsSync(manifest) ? statSync(manifest).mtime : undefined;
      if (now?.getTime() === startedWith.getTime()) return;
      throw new Error(
        `dist/ changed during the bench (${MANIFEST_FILE} written at ${startedWith.toISOString()}, now ${now?.toISOString() ?? 'missing'}): ` +
          'the figures would mix two builds. Do not build while the bench runs, then run it again.',
      );
    },
  };
}
