/**
 * The compiled server (server/, written by npm run build): every package bundled in but the SQLite
 * driver, loaded by name at run time, and a package.json and lock for its production install that
 * list the driver for the Node that built it alone (better-sqlite3 12 on Node 20, 13 from Node 22).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve('server');
const DRIVER = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

function read(file: string): string {
  return readFileSync(path.join(SERVER_DIR, file), 'utf8');
}

/** The packages a compiled file imports: its top-level `import … from "x"` lines, node's own modules left out. */
function importedPackages(source: string): string[] {
  const names = [...source.matchAll(/^import\s[^;]*?\sfrom\s"([^"]+)";$/gm), ...source.matchAll(/^import\s"([^"]+)";$/gm)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !name.startsWith('.') && !name.startsWith('node:')))].sort();
}

describe('the compiled server', () => {
  const files = [
    'main.js',
    'leads.js',
    ...readdirSync(path.join(SERVER_DIR, 'chunks'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `chunks/${file}`),
  ];

  it('imports no package: all are bundled in, and the driver is required by name where the store opens', () => {
    expect(files).toContain('main.js');
    expect(files.flatMap((file) => importedPackages(read(file)))).toEqual([]);
    expect(files.some((file) => read(file).includes('better-sqlite3-napi'))).toBe(true);
  });

  it('has a package.json for its production install listing the driver for its Node alone, as an ES module package', () => {
    const manifest = JSON.parse(read('package.json')) as {
      type?: string;
      dependencies?: Record<string, string>;
      devDependencies?: unknown;
      allowScripts?: Record<string, boolean>;
    };
    const project = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest.type).toBe('module');
    expect(manifest.dependencies).toEqual({ [DRIVER]: project.dependencies[DRIVER] });
    expect(manifest.devDependencies).toBeUndefined();
    // 12.x builds its binary on install; 13.x is prebuilt, and its install would only fetch Node's headers.
    expect(manifest.allowScripts).toEqual({ 'better-sqlite3': DRIVER === 'better-sqlite3' });
  });

  it('has a lock holding what the driver needs and nothing of the browser', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> };
    const installed = Object.keys(lock.packages)
      .filter((entry) => entry !== '')
      .map((entry) => entry.slice(entry.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(installed).toContain(DRIVER);
    expect(installed).toContain(DRIVER === 'better-sqlite3' ? 'bindings' : 'node-addon-api');
    expect(installed.filter((name) => /^(react|react-dom|@mantine\/.*|@tanstack\/.*|workbox-.*|embla-.*|hono|kysely|pino|zod)$/.test(name))).toEqual([]);
    expect(Object.values(lock.packages).some((entry) => entry.dev)).toBe(false);
    // 12.x brings its installer (prebuild-install) and its helpers; 13.x is prebuilt.
    expect(installed.length).toBeLessThanOrEqual(DRIVER === 'better-sqlite3' ? 40 : 2);
  });
});
