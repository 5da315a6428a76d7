import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { appDirOf, isCompiledEntry, leadsCommandOf } from './entry-file';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'kestrel-entry-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('appDirOf', () => {
  it('takes a compiled entry’s app folder as the parent of the folder it is in', () => {
    expect(appDirOf('/opt/kestrel/releases/2030-03-01/server/main.js')).toBe('/opt/kestrel/releases/2030-03-01');
    expect(appDirOf('/opt/kestrel/current/server/leads.js')).toBe('/opt/kestrel/current');
  });

  it('stops at the release, not at the package.json its server/ holds', () => {
    // A release as production installs it: dist/ and server/ (with its own package.json and node_modules).
    const release = path.join(scratch, 'release');
    mkdirSync(path.join(release, 'server', 'node_modules'), { recursive: true });
    mkdirSync(path.join(release, 'dist'));
    writeFileSync(path.join(release, 'server', 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(release, 'server', 'main.js'), '');
    expect(appDirOf(path.join(release, 'server', 'main.js'))).toBe(release);
  });

  it('takes the repository root for the TypeScript entries, wherever they are run from', () => {
    expect(appDirOf(path.join(REPOSITORY, 'src', 'server', 'main.ts'))).toBe(REPOSITORY);
    expect(appDirOf(path.join(REPOSITORY, 'scripts', 'leads.ts'))).toBe(REPOSITORY);
  });
});

describe('the leads command names itself by its entry file', () => {
  it('is node server/leads.js compiled, npm run leads in the repository', () => {
    expect(isCompiledEntry('/opt/kestrel/current/server/leads.js')).toBe(true);
    expect(isCompiledEntry(path.join(REPOSITORY, 'scripts', 'leads.ts'))).toBe(false);
    expect(leadsCommandOf('/opt/kestrel/current/server/leads.js')).toEqual({ name: 'node server/leads.js', withOptions: 'node server/leads.js' });
    expect(leadsCommandOf(path.join(REPOSITORY, 'scripts', 'leads.ts'))).toEqual({ name: 'npm run leads', withOptions: 'npm run leads --' });
  });
});
