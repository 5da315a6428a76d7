/**
 * No circle of imports in src/: lint's rule (import-x/no-cycle in eslint.config.js). Here it is shown
 * to hold everywhere in src/ and to catch a circle, through the @/ alias or a dynamic import, but not
 * one made of type-only imports (they leave no trace in the code).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Modules written under src/ for one test, removed after it. */
function plant(modules: Record<string, string>): { files: string[]; remove: () => void } {
  const dir = mkdtempSync(path.join(ROOT, 'src', 'leads', 'cycle-probe-'));
  const files = Object.entries(modules).map(([name, text]) => {
    const file = path.join(dir, name);
    writeFileSync(file, text.replaceAll('<dir>', `@/leads/${path.basename(dir)}`));
    return file;
  });
  return { files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function cycleErrors(files: string[]): Promise<string[]> {
  const results = await new ESLint({ cwd: ROOT }).lintFiles(files);
  return results.flatMap((result) =>
    result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => `${path.basename(result.filePath)}:${message.line}`),
  );
}

describe('import cycles', { timeout: 120_000 }, () => {
  it('are a lint error in every folder of src/', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    expect(FOLDERS).toEqual(expect.arrayContaining(['app', 'components', 'content', 'features', 'inbox', 'leads', 'outbox', 'routes', 'server', 'sw']));
    for (const folder of FOLDERS) {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, 'src', folder, 'any-module.ts'))) as { rules: Record<string, unknown> };
      expect((config.rules['import-x/no-cycle'] as unknown[] | undefined)?.[0], folder).toBe(2);
    }
  });

  it('are caught through the @/ alias and dynamic imports, and type-only imports are not one', async () => {
    const probe = plant({
      'a.ts': "import { b } from '<dir>/b';\nexport const a = (): unknown => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = (): unknown => a;\n",
      'c.ts': "export const c = (): Promise<unknown> => import('./d');\n",
      'd.ts': "import { c } from '<dir>/c';\nexport const d = c;\n",
      'e.ts': "import type { f } from './f';\nexport const e = (value: typeof f): unknown => value;\n",
      'f.ts': "import { e } from './e';\nexport const f = e;\n",
    });
    try {
      expect(await cycleErrors(probe.files)).toEqual(['a.ts:1', 'b.ts:1', 'c.ts:1', 'd.ts:1']);
    } finally {
      probe.remove();
    }
  });
});
