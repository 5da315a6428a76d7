/**
 * Where a command runs from, decided by its entry file: the compiled entries (`server/main.js`,
 * `server/leads.js`, written by `npm run build`) or the TypeScript ones (`src/server/main.ts` for
 * `npm start`, `src/server/cli/leads.ts` for `npm run leads`, under tsx in the repository).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether `entryFile` is a compiled entry (plain JavaScript in server/) rather than a TypeScript source. */
export function isCompiledEntry(entryFile: string): boolean {
  return path.extname(entryFile) !== '.ts';
}

/**
 * The app folder, which holds dist/: the parent of a compiled entry's folder (a release's
 * `server/main.js` → the release), the repository root for a TypeScript entry (two folders above
 * this file, src/server/). Never found by looking for a package.json: a release's server/ holds one
 * of its own.
 */
export function appDirOf(entryFile: string): string {
  return isCompiledEntry(entryFile)
    ? path.dirname(path.dirname(path.resolve(entryFile)))
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** How a command is run, in the words its messages use. */
export interface CommandWords {
  /** The command as a name: `npm run leads`. */
  name: string;
  /** What its options follow: `npm run leads --` (npm passes on what comes after `--`). */
  withOptions: string;
}

/**
 * The words that run the leads command, for its usage and messages: `node server/leads.js` in a
 * release (run from the release folder, as the README says), `npm run leads` in the repository.
 */
export function leadsCommandOf(entryFile: string): CommandWords {
  return isCompiledEntry(entryFile)
    ? { name: 'node server/leads.js', withOptions: 'node server/leads.js' }
    : { name: 'npm run leads', withOptions: 'npm run leads --' };
}
