/**
 * Every folder of src/ says in its README, in at most 15 lines, what it is and what it may import;
 * lint (eslint.config.js) refuses exactly the other folders. test-utils is for tests anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The folders a README's "May import:" sentence names (none for "nothing of the site"). */
function mayImport(readme: string): string[] | undefined {
  const sentence = /^May import: ([\s\S]*?\.)(?:\s|$)/m.exec(readme)?.[1];
  if (sentence === undefined) return undefined;
  return [...sentence.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!).sort();
}

/** The folders lint refuses to a module of `folder` (its no-restricted-imports patterns). */
async function refusedBy(eslint: ESLint, folder: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(SRC, folder, 'any-module.ts'))) as {
    rules: Record<string, [number, { patterns: { group: string[] }[] }] | undefined>;
  };
  const patterns = config.rules['no-restricted-imports']?.[1].patterns ?? [];
  return patterns
    .flatMap((pattern) => pattern.group)
    .flatMap((group) => /^@\/([a-z-]+)\/\*$/.exec(group)?.[1] ?? [])
    .sort();
}

describe('the folders of src/', { timeout: 60_000 }, () => {
  it('read a README sentence the way it is written', () => {
    expect(mayImport('x\n\nMay import: `leads`, `outbox`, `components` (the theme). Never `app`.\n')).toEqual(['components', 'leads', 'outbox']);
    expect(mayImport('May import: nothing of the site. The server validates with `zod`.\n')).toEqual([]);
    expect(mayImport('Imports what it likes.\n')).toBeUndefined();
  });

  it('each say in a README of at most 15 lines what they may import, and lint refuses exactly the rest', async () => {
    expect(FOLDERS).toEqual(['app', 'components', 'content', 'features', 'inbox', 'islands', 'leads', 'outbox', 'routes', 'server', 'sw', 'test-utils']);
    const eslint = new ESLint({ cwd: ROOT });
    for (const folder of FOLDERS) {
      const readme = readFileSync(path.join(SRC, folder, 'README.md'), 'utf8');
      expect(readme.trimEnd().split('\n').length, folder).toBeLessThanOrEqual(15);
      const allowed = mayImport(readme);
      expect(allowed, `${folder}: no "May import:" sentence`).toBeDefined();
      const others = FOLDERS.filter((other) => other !== folder && other !== 'test-utils' && !allowed!.includes(other));
      // A feature never imports another feature: its own modules are imported by ./.
      const expected = folder === 'features' ? [...others, 'features'].sort() : others;
      expect(await refusedBy(eslint, folder), folder).toEqual(expected);
    }
  });
});
